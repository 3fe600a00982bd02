import { useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { addressFieldErrors, addressInputSchema, type ADDRESS_FIELDS } from "../../lib/address";
import { INDIAN_STATES } from "../../lib/india";
import { getJson, postJson } from "../api";
import { useShop } from "../state/shop";
import { toast } from "../toast";
import { privatePageMeta } from "../seo";
import { metaT, useLang, useLocalePath, useT } from "../i18n/use-t";
import type { MessageKey } from "../i18n/messages";
import { addressMessage } from "../components/cart/client-messages";
import type { Route } from "./+types/add-address";

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("address.pageTitle"), matches);

type Field = (typeof ADDRESS_FIELDS)[number];
const LABELS: Record<Field, MessageKey> = {
  firstName: "address.firstName",
  lastName: "address.lastName",
  email: "address.email",
  house: "address.house",
  street: "address.street",
  area: "address.area",
  landmark: "address.landmark",
  city: "address.city",
  state: "address.state",
  zipCode: "address.zipCode",
  country: "address.country",
  phone: "address.phone",
};
const OPTIONAL: ReadonlySet<Field> = new Set(["lastName", "house", "area", "landmark"]);
const EMPTY: Record<Field, string> = {
  firstName: "",
  lastName: "",
  email: "",
  house: "",
  street: "",
  area: "",
  landmark: "",
  city: "",
  state: "",
  zipCode: "",
  country: "India",
  phone: "",
};

/** Spec: Add address form; redirects to /cart when not logged in. */
export default function AddAddress() {
  const { user } = useShop();
  const navigate = useNavigate();
  const t = useT();
  const lp = useLocalePath();
  const cartPath = lp("/cart");
  const lang = useLang();
  // English keeps lib/india's order; Hindi names are listed in Hindi alphabetical order.
  const states = lang === "en" ? INDIAN_STATES : [...INDIAN_STATES].sort((a, b) => t(`state.${a.code}`).localeCompare(t(`state.${b.code}`), "hi"));
  const [values, setValues] = useState({ ...EMPTY, email: user?.email ?? "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // Where the PIN is, from the shop's PIN directory (GET /api/pincode/{pin}): it fills the state, and the city
  // while the customer has not typed one (a city this form filled is replaced when the PIN changes).
  const [place, setPlace] = useState<{ district: string; state: string } | null>(null);
  const filledCity = useRef("");

  useEffect(() => {
    if (!user) void navigate(cartPath, { replace: true });
  }, [user, navigate, cartPath]);

  const pin = values.zipCode.trim();
  useEffect(() => {
    if (!/^\d{6}$/.test(pin)) {
      setPlace(null);
      return;
    }
    let live = true;
    void getJson<{ district: string; state: string }>(`/api/pincode/${pin}`).then((res) => {
      if (!live) return;
      const { district, state } = res;
      if (res.success && district && state) {
        setPlace({ district, state });
        setValues((v) => {
          const fill = v.city.trim() === "" || v.city === filledCity.current;
          if (fill) filledCity.current = district;
          return { ...v, state, city: fill ? district : v.city };
        });
        setErrors(({ zipCode: _pin, state: _state, ...rest }) => rest);
      } else {
        setPlace(null);
        if (res.message) setErrors((e) => ({ ...e, zipCode: res.message! }));
      }
    });
    return () => {
      live = false;
    };
  }, [pin]);
  const placeState = place ? INDIAN_STATES.find((s) => s.name === place.state) : undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = addressInputSchema.safeParse(values);
    if (!parsed.success) {
      const found = Object.fromEntries(Object.entries(addressFieldErrors(parsed.error)).map(([k, m]) => [k, addressMessage(t, m)]));
      setErrors(found);
      document.getElementById(`address-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    const res = await postJson<{ errors?: Record<string, string> }>("/api/address/add", { address: values });
    setBusy(false);
    if (!res.success) {
      setErrors(res.errors ?? {});
      toast.error(res.message || t("address.failed"));
      return;
    }
    toast.success(res.message || t("address.added"));
    void navigate(cartPath);
  };

  const input = (field: Field, props: { type?: string; autoComplete?: string; inputMode?: "numeric" | "tel" | "email" } = {}) => (
    <div>
      <label htmlFor={`address-${field}`} className="block text-sm font-medium">
        {t(LABELS[field])}
      </label>
      <input
        id={`address-${field}`}
        name={field}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        required={!OPTIONAL.has(field)}
        value={values[field]}
        onChange={(e) => setValues({ ...values, [field]: e.target.value })}
        aria-invalid={Boolean(errors[field])}
        aria-describedby={errors[field] ? `address-${field}-error` : undefined}
        className="input mt-1"
        readOnly={field === "country"}
      />
      {errors[field] && (
        <p id={`address-${field}-error`} className="mt-1 text-sm text-red-800">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">
        {t("address.headingStart")} <span className="text-saddle">{t("address.headingEnd")}</span>
      </h1>
      <form onSubmit={submit} noValidate className="mt-8 max-w-xl space-y-4" aria-label={t("address.form")}>
        <div className="sm:w-1/2 sm:pr-2">
          {input("zipCode", { autoComplete: "postal-code", inputMode: "numeric" })}
          <p className="mt-1 min-h-5 text-sm text-moss" aria-live="polite" data-testid="pin-place">
            {place && placeState ? `${place.district}, ${t(`state.${placeState.code}`)}` : ""}
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {input("firstName", { autoComplete: "given-name" })}
          {input("lastName", { autoComplete: "family-name" })}
        </div>
        {input("email", { type: "email", autoComplete: "email", inputMode: "email" })}
        {input("house", { autoComplete: "address-line1" })}
        {input("street", { autoComplete: "address-line2" })}
        <div className="grid gap-4 sm:grid-cols-2">
          {input("area", { autoComplete: "address-level3" })}
          {input("landmark")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {input("city", { autoComplete: "address-level2" })}
          <div>
            <label htmlFor="address-state" className="block text-sm font-medium">
              {t("address.state")}
            </label>
            <select
              id="address-state"
              name="state"
              required
              value={values.state}
              onChange={(e) => setValues({ ...values, state: e.target.value })}
              aria-invalid={Boolean(errors.state)}
              aria-describedby={errors.state ? "address-state-error" : undefined}
              className="input mt-1"
              autoComplete="address-level1"
            >
              <option value="">{t("address.choose")}</option>
              {states.map((s) => (
                <option key={s.code} value={s.name}>
                  {t(`state.${s.code}`)}
                </option>
              ))}
            </select>
            {errors.state && (
              <p id="address-state-error" className="mt-1 text-sm text-red-800">
                {errors.state}
              </p>
            )}
          </div>
        </div>
        {input("country", { autoComplete: "country-name" })}
        {input("phone", { type: "tel", autoComplete: "tel-national", inputMode: "tel" })}
        <button type="submit" className="btn-primary w-full py-3" disabled={busy}>
          {t("address.save")}
        </button>
      </form>
    </div>
  );
}
