import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailConfig } from "../../config";

export type MailAddress = string | { name: string; address: string };
export type MailMessage = { from: MailAddress; to: string; subject: string; text: string; html: string; messageId: string };

/** Where emails go: an SMTP server, or (the embedded default) `.eml` files under DATA_DIR/mail. */
export interface MailTransport {
  readonly kind: "smtp" | "files";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Every message as a standard .eml file, readable by any mail client: nothing leaves the machine. */
function fileTransport(dir: string): MailTransport {
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(message) {
      const info = await writer.sendMail(message);
      await fs.mkdir(dir, { recursive: true });
      const safeId = message.messageId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 80);
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeId}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
    close() {
      writer.close();
    },
  };
}

function smtpTransport(url: string): MailTransport {
  const smtp = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    kind: "smtp",
    async send(message) {
      await smtp.sendMail(message);
    },
    close() {
      smtp.close();
    },
  };
}

export function createMailTransport(config: MailConfig): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(config.outboxDir);
}
