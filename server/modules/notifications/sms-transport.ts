import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Lang } from "../../../lib/i18n";
import type { SmsConfig } from "../../config";

/**
 * One text message. Indian SMS must follow a template registered on the DLT
 * platform, so a message names its template and the values of its variables;
 * `text` is the same message written out (what the files transport stores), in
 * `lang` (default English; Hindi goes out as a Unicode SMS, decision 025).
 */
export type SmsMessage = { to: string; template: "otp"; vars: { otp: string }; text: string; lang?: Lang };

/** Where text messages go: MSG91, or (the embedded default) one file each under DATA_DIR/sms. Decision record 018. */
export interface SmsTransport {
  readonly kind: "msg91" | "files";
  send(message: SmsMessage): Promise<void>;
}

/** The provider refused or could not be reached; the message is safe to log (it never carries the key). */
export class SmsSendError extends Error {}

/** Each message as a small text file (number, then text): the demo shop and tests read codes from there, nothing leaves the machine. */
export function fileSmsTransport(dir: string): SmsTransport {
  return {
    kind: "files",
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.to.replace(/\D/g, "")}-${randomBytes(4).toString("hex")}.txt`;
      const file = path.join(dir, name);
      await fs.writeFile(`${file}.tmp`, `To: ${message.to}\n\n${message.text}\n`);
      await fs.rename(`${file}.tmp`, file);
    },
  };
}

const TIMEOUT_MS = 10_000;

/**
 * MSG91's Flow API (POST /api/v5/flow, header `authkey`): the template id is
 * the MSG91 template mapped to the DLT template; each recipient carries its
 * number without "+" and the template's variables (`##otp##`). A Hindi message uses
 * the Hindi template (MSG91_OTP_TEMPLATE_ID_HI) when there is one. Success is
 * `{ type: "success", message: <request id> }`; anything else is an error,
 * whatever the HTTP status.
 */
export function msg91SmsTransport(
  config: { authKey: string; otpTemplateId: string; otpTemplateIdHi?: string; apiUrl: string },
  fetchImpl: typeof fetch = fetch,
): SmsTransport {
  return {
    kind: "msg91",
    async send(message) {
      // A Hindi message needs its own (Unicode) DLT template; without one it goes out with the English template.
      const templateId = message.lang === "hi" && config.otpTemplateIdHi ? config.otpTemplateIdHi : config.otpTemplateId;
      const body = { template_id: templateId, short_url: "0", recipients: [{ mobiles: message.to.replace(/^\+/, ""), ...message.vars }] };
      let res: Response;
      try {
        res = await fetchImpl(`${config.apiUrl}/api/v5/flow`, {
          method: "POST",
          headers: { authkey: config.authKey, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (err) {
        throw new SmsSendError(`MSG91 unreachable: ${err instanceof Error ? err.message : String(err)}`);
      }
      const text = await res.text().catch(() => "");
      let reply: { type?: unknown; message?: unknown } = {};
      try {
        reply = JSON.parse(text) as typeof reply;
      } catch {
        // not JSON (a proxy's error page): reported by status below
      }
      if (!res.ok || reply.type !== "success") {
        const said = typeof reply.message === "string" ? reply.message.slice(0, 200) : text.slice(0, 200);
        throw new SmsSendError(`MSG91 refused the SMS (HTTP ${res.status}): ${said.split(config.authKey).join("[key]")}`);
      }
    },
  };
}

export function createSmsTransport(config: SmsConfig): SmsTransport | null {
  if (config.mode === "msg91") return msg91SmsTransport(config);
  if (config.mode === "files") return fileSmsTransport(config.dir);
  return null;
}
