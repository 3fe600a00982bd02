import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { templateArity, WHATSAPP_TEMPLATES, type WhatsAppTemplate } from "../../lib/whatsapp-templates";

/**
 * A stand-in for the WhatsApp Business Cloud API over real HTTP on loopback, for tests: `POST /{phone-number-id}/
 * messages` with `Authorization: Bearer <token>` and a template message, answering `{ messaging_product, contacts,
 * messages: [{ id: "wamid…" }] }` or Graph's `{ error: { message, type, code, fbtrace_id } }`. It checks what
 * Meta checks: the token, the phone-number id, `messaging_product`, a template the business has (the shop's list,
 * in "en" and "hi") and exactly its number of body values. Switches: `down` (503 HTML), `rateLimited` (code 130429),
 * `notOnWhatsApp` (numbers that get 131026).
 */
export type FakeWhatsAppMessage = { to: string; template: string; lang: string; params: string[]; id: string };

export type FakeWhatsApp = {
  url: string;
  token: string;
  phoneNumberId: string;
  sent: FakeWhatsAppMessage[];
  down: boolean;
  rateLimited: boolean;
  notOnWhatsApp: Set<string>;
  close(): Promise<void>;
};

export async function startFakeWhatsApp(opts: { token?: string; phoneNumberId?: string } = {}): Promise<FakeWhatsApp> {
  const token = opts.token ?? "EAAfake-whatsapp-token-0123456789";
  const phoneNumberId = opts.phoneNumberId ?? "106540352242922";
  const error = (res: http.ServerResponse, status: number, code: number, message: string) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: { message, type: "OAuthException", code, fbtrace_id: randomBytes(6).toString("hex") } }));
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (fake.down) {
        res.writeHead(503, { "content-type": "text/html" });
        res.end("<html><body>503 Service Unavailable</body></html>");
        return;
      }
      if (req.method !== "POST" || req.url !== `/${phoneNumberId}/messages`)
        return error(res, 400, 100, "Unsupported post request. Object with ID does not exist");
      if (req.headers.authorization !== `Bearer ${token}`) return error(res, 401, 190, "Invalid OAuth access token - Cannot parse access token");
      if (fake.rateLimited) return error(res, 429, 130429, "Rate limit hit");
      let b: {
        messaging_product?: unknown;
        to?: unknown;
        type?: unknown;
        template?: { name?: unknown; language?: { code?: unknown }; components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[] };
      };
      try {
        b = JSON.parse(Buffer.concat(chunks).toString("utf8")) as typeof b;
      } catch {
        return error(res, 400, 100, "Invalid JSON");
      }
      if (b.messaging_product !== "whatsapp") return error(res, 400, 100, "(#100) The parameter messaging_product is required.");
      const to = String(b.to ?? "");
      if (!/^[1-9][0-9]{9,14}$/.test(to)) return error(res, 400, 100, "(#100) Invalid parameter: to");
      if (b.type !== "template" || !b.template) return error(res, 400, 100, "(#100) Only template messages in this fake");
      const name = String(b.template.name ?? "");
      const lang = String(b.template.language?.code ?? "");
      if (!(name in WHATSAPP_TEMPLATES) || (lang !== "en" && lang !== "hi"))
        return error(res, 404, 132001, `(#132001) Template name does not exist in the translation: ${name} (${lang})`);
      const body = (b.template.components ?? []).find((c) => c.type === "body");
      const params = (body?.parameters ?? []).map((p) => (p.type === "text" && typeof p.text === "string" ? p.text : null));
      if (params.length !== templateArity(name as WhatsAppTemplate) || params.some((p) => p === null || p === "" || /[\n\t]| {5}/.test(p))) {
        return error(res, 400, 132000, "(#132000) Number of parameters does not match the expected number of params");
      }
      if (fake.notOnWhatsApp.has(to)) return error(res, 400, 131026, "(#131026) Message undeliverable");
      const id = `wamid.${randomBytes(12).toString("base64url")}`;
      fake.sent.push({ to, template: name, lang, params: params as string[], id });
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ messaging_product: "whatsapp", contacts: [{ input: to, wa_id: to }], messages: [{ id }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeWhatsApp = {
    url: `http://127.0.0.1:${port}`,
    token,
    phoneNumberId,
    sent: [],
    down: false,
    rateLimited: false,
    notOnWhatsApp: new Set(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return fake;
}
