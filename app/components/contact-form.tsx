import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "../toast";
import { contactMessageSchema } from "../../lib/contact";
import { INVALID_EMAIL } from "../../lib/email";
import { postJson } from "../api";
import type { MessageKey } from "../i18n/messages";
import { useT, type T } from "../i18n/use-t";
import { Honeypot } from "./honeypot";

type Field = "name" | "email" | "phone" | "message";
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const EMPTY: Values = { name: "", email: "", phone: "", message: "" };
const FIELDS: readonly Field[] = ["name", "email", "phone", "message"];

/** The schema's messages (English, shared with the server) in the page's language; others stay as they are. */
const SCHEMA_MESSAGES: Record<string, MessageKey> = {
  "Name is required": "pages.form.err.nameRequired",
  "Name must be at least 2 characters": "pages.form.err.nameShort",
  [INVALID_EMAIL]: "pages.form.err.email",
  "Email is too long": "pages.form.err.emailLong",
  "Please enter a valid phone number": "pages.form.err.phone",
  "Please write at least 10 characters": "pages.form.err.messageShort",
  "Message is too long (4000 characters at most)": "pages.form.err.messageLong",
};

/** The first message of each invalid field, from the same schema the server uses. */
function validate(values: Values, t: T): Errors {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (FIELDS as readonly string[]).includes(field) && !errors[field as Field]) {
      const key = SCHEMA_MESSAGES[issue.message];
      errors[field as Field] = key ? t(key) : issue.message;
    }
  }
  return errors;
}

type FieldProps = {
  field: Field;
  label: ReactNode;
  error?: string;
  hint?: string;
  children: (a11y: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
};

function FormField({ field, label, error, hint, children }: FieldProps) {
  const id = `contact-${field}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-bark">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      <div className="mt-1">{children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** Contact form: validated in the browser, sent to POST /api/contact, thanked in a live region. */
export function ContactForm({ headingId }: { headingId?: string }) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [trap, setTrap] = useState("");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const t = useT();

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (touched) setErrors(validate(next, t));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (busy) return;
    setTouched(true);
    const found = validate(values, t);
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) {
      setStatus(null);
      document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setStatus(null);
    const phone = values.phone.trim();
    const res = await postJson("/api/contact", {
      name: values.name,
      email: values.email,
      message: values.message,
      ...(phone ? { phone } : {}),
      ...(trap ? { website: trap } : {}),
    });
    setBusy(false);
    if (res.success) {
      const text = res.message ?? t("pages.form.thanks");
      setStatus({ ok: true, text });
      setValues(EMPTY);
      setTouched(false);
      setErrors({});
      toast.success(text);
    } else {
      const text = res.message || t("pages.form.failed");
      setStatus({ ok: false, text });
      toast.error(text);
    }
  };

  const optional = <span className="font-normal text-muted">{t("pages.form.optional")}</span>;
  return (
    <form id="contact-form" onSubmit={submit} noValidate aria-labelledby={headingId} className="relative scroll-mt-24 space-y-5">
      <Honeypot value={trap} onChange={setTrap} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField field="name" label={t("pages.form.name")} error={errors.name}>
          {(a) => (
            <input
              {...a}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => change("name", e.target.value)}
              className="input"
            />
          )}
        </FormField>
        <FormField field="email" label={t("pages.form.email")} error={errors.email}>
          {(a) => (
            <input
              {...a}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => change("email", e.target.value)}
              className="input"
            />
          )}
        </FormField>
      </div>
      <FormField
        field="phone"
        label={
          <>
            {t("pages.form.phone")} {optional}
          </>
        }
        error={errors.phone}
      >
        {(a) => (
          <input
            {...a}
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            value={values.phone}
            onChange={(e) => change("phone", e.target.value)}
            className="input"
          />
        )}
      </FormField>
      <FormField field="message" label={t("pages.form.message")} error={errors.message} hint={t("pages.form.messageHint")}>
        {(a) => (
          <textarea
            {...a}
            name="message"
            rows={5}
            required
            value={values.message}
            onChange={(e) => change("message", e.target.value)}
            className="input resize-y"
          />
        )}
      </FormField>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto">
          {t(busy ? "pages.form.sending" : "pages.form.send")}
        </button>
        <p role="status" data-testid="contact-status" className={`min-h-6 text-sm font-medium ${status?.ok === false ? "text-red-700" : "text-moss"}`}>
          {status?.text}
        </p>
      </div>
    </form>
  );
}
