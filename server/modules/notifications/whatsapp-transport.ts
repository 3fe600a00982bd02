import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Lang } from "../../../lib/i18n";
import { renderTemplate, type WhatsAppTemplate } from "../../../lib/whatsapp-templates";
import type { WhatsAppConfig } from "../../config";

/** One WhatsApp template message (decision record 031): to whom (91 and ten digits), which template, its language and values. */
export type WhatsAppMessage = { to: string; template: WhatsAppTemplate; lang: Lang; params: string[] };

/** Where WhatsApp messages go: the Business Cloud API, or (the embedded default) one file each under DATA_DIR/whatsapp. */
export interface WhatsAppTransport {
  readonly kind: "cloud" | "files";
  /** Resolves with the provider's message id (a file name for files); throws WhatsAppSendError when refused. */
  send(message: WhatsAppMessage): Promise<string>;
}

/** The provider refused or could not be reached; safe to log (it never carries the token). */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    /** False for what a retry cannot fix (a bad number, a template that does not exist): the outbox gives up at once. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Each message as a small text file (number, template, then the text as the customer reads it); nothing leaves the machine. */
export function fileWhatsAppTransport(dir: string): WhatsAppTransport {
  return {
    kind: "files",
    async send(m) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${m.to}-${m.template}-${randomBytes(4).toString("hex")}.txt`;
      const file = path.join(dir, name);
      await fs.writeFile(`${file}.tmp`, `To: +${m.to}\nTemplate: ${m.template} (${m.lang})\n\n${renderTemplate(m.template, m.lang, m.params)}\n`);
      await fs.rename(`${file}.tmp`, file);
      return name;
    },
  };
}

const TIMEOUT_MS = 10_000;
/**
 * Cloud API error codes a retry cannot fix: the number is not on WhatsApp or invalid (131026, 131030 in test
 * mode), the template does not exist or its values do not fit (132000, 132001, 132005, 132007, 132012), the
 * recipient blocked marketing (131050), bad parameter (100). Everything else (rate limits 130429 and 131056,
 * 131000 "something went wrong", network errors, 5xx) is retried by the outbox.
 */
const PERMANENT = new Set([100, 131026, 131030, 131050, 132000, 132001, 132005, 132007, 132012]);

/**
 * The WhatsApp Business Cloud API: `POST {apiUrl}/{phone-number-id}/messages` with a bearer token and a template
 * message (`messaging_product: "whatsapp"`, `type: "template"`, the template's name, language and body values).
 * Success is 200 with `messages[0].id`; an error is `{ error: { message, code } }`.
 */
export function cloudWhatsAppTransport(config: { token: string; phoneNumberId: string; apiUrl: string }, fetchImpl: typeof fetch = fetch): WhatsAppTransport {
  const scrub = (s: string) => s.split(config.token).join("[token]");
  return {
    kind: "cloud",
    async send(m) {
      const body = {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: m.to,
        type: "template",
        template: {
          name: m.template,
          language: { code: m.lang },
          components: [{ type: "body", parameters: m.params.map((text) => ({ type: "text", text })) }],
        },
      };
      let res: Response;
      try {
        res = await fetchImpl(`${config.apiUrl}/${encodeURIComponent(config.phoneNumberId)}/messages`, {
          method: "POST",
          headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new WhatsAppSendError(`WhatsApp unreachable: ${scrub(err instanceof Error ? err.message : String(err))}`, true);
      }
      const text = await res.text().catch(() => "");
      let reply: { messages?: { id?: unknown }[]; error?: { message?: unknown; code?: unknown } } = {};
      try {
        reply = JSON.parse(text) as typeof reply;
      } catch {
        // not JSON (a proxy's error page): reported by status below
      }
      const id = reply.messages?.[0]?.id;
      if (res.ok && typeof id === "string") return id;
      const code = typeof reply.error?.code === "number" ? reply.error.code : null;
      const said = typeof reply.error?.message === "string" ? reply.error.message : text;
      // An expired token (401, code 190) is retried: the owner sets a new one and the queued messages go out.
      const retryable = code === null ? res.status >= 500 || res.status === 429 || res.status === 401 || res.ok : !PERMANENT.has(code);
      throw new WhatsAppSendError(
        `WhatsApp refused the message (HTTP ${res.status}${code === null ? "" : `, code ${code}`}): ${scrub(said.slice(0, 200))}`,
        retryable,
      );
    },
  };
}

export function createWhatsAppTransport(config: WhatsAppConfig): WhatsAppTransport | null {
  if (config.mode === "cloud") return cloudWhatsAppTransport(config);
  if (config.mode === "files") return fileWhatsAppTransport(config.dir);
  return null;
}
