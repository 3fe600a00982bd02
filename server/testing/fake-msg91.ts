import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A stand-in for MSG91's Flow API over real HTTP on loopback, for tests:
 * POST /api/v5/flow with the `authkey` header and `{ template_id, recipients:
 * [{ mobiles, ...variables }] }`, answering `{ type: "success", message:
 * <request id> }` or `{ type: "error", message }` as MSG91 does. Switches make
 * it misbehave: `down` (503 with an HTML page), `noBalance` (an error answer
 * with HTTP 200, which MSG91 also gives), `latencyMs`.
 */
export type FakeMsg91Sms = { mobiles: string; templateId: string; vars: Record<string, string> };

export type FakeMsg91 = {
  url: string;
  authKey: string;
  templateId: string;
  /** Every message accepted, in order. */
  sent: FakeMsg91Sms[];
  down: boolean;
  noBalance: boolean;
  latencyMs: number;
  close(): Promise<void>;
};

export async function startFakeMsg91(opts: { authKey?: string; templateId?: string } = {}): Promise<FakeMsg91> {
  const authKey = opts.authKey ?? "fake-msg91-auth-key";
  const templateId = opts.templateId ?? "65f0c0ffee0123456789abcd";
  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      setTimeout(() => {
        if (fake.down) {
          res.writeHead(503, { "content-type": "text/html" });
          res.end("<html><body>503 Service Temporarily Unavailable</body></html>");
          return;
        }
        if (req.method !== "POST" || req.url?.replace(/\/$/, "") !== "/api/v5/flow") return send(res, 404, { type: "error", message: "Not found" });
        if (req.headers.authkey !== authKey) return send(res, 401, { type: "error", message: "Authentication failure", code: "401" });
        let body: unknown;
        try {
          body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
        } catch {
          return send(res, 400, { type: "error", message: "Invalid JSON" });
        }
        const b = body as { template_id?: unknown; recipients?: unknown };
        if (b.template_id !== templateId) return send(res, 400, { type: "error", message: "Invalid template id" });
        if (!Array.isArray(b.recipients) || b.recipients.length === 0) return send(res, 400, { type: "error", message: "Recipients are required" });
        if (fake.noBalance) return send(res, 200, { type: "error", message: "Insufficient balance" });
        for (const r of b.recipients as Record<string, unknown>[]) {
          const mobiles = String(r.mobiles ?? "");
          if (!/^91[6-9]\d{9}$/.test(mobiles)) return send(res, 400, { type: "error", message: "Invalid mobile number" });
          const vars: Record<string, string> = {};
          for (const [k, v] of Object.entries(r)) if (k !== "mobiles") vars[k] = String(v);
          fake.sent.push({ mobiles, templateId, vars });
        }
        send(res, 200, { type: "success", message: randomBytes(12).toString("hex") });
      }, fake.latencyMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake: FakeMsg91 = {
    url: `http://127.0.0.1:${port}`,
    authKey,
    templateId,
    sent: [],
    down: false,
    noBalance: false,
    latencyMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
