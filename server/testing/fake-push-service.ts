import { createECDH, randomBytes, type ECDH } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

/**
 * A stand-in for a browser's push service (FCM, Mozilla autopush…) over real
 * HTTP on loopback, for tests: every POST is recorded with its headers and raw
 * (encrypted) body and answered 201, or with the status set for its path in
 * `answer` (410: the subscription is gone; 500: try later). The shop reaches it
 * only with PUSH_ALLOW_LOOPBACK=true.
 */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type FakePushService = {
  url: string;
  received: ReceivedPush[];
  /** Status to answer per request path (default 201 Created). */
  answer: Map<string, number>;
  close(): Promise<void>;
};

export async function startFakePushService(port = 0): Promise<FakePushService> {
  const received: ReceivedPush[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer.get(path) ?? 201, { Location: `${path}/msg-${received.length}` });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    received,
    answer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a subscription: its own P-256 key pair and auth secret, as PushSubscription.toJSON() would send them. */
export type TestBrowserKeys = { ecdh: ECDH; p256dh: string; auth: string };

export function newBrowserKeys(): TestBrowserKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** Decrypts a received aes128gcm push body with the browser's keys (what the browser does before the service worker sees it). */
export function decryptPush(body: Buffer, keys: TestBrowserKeys): unknown {
  return JSON.parse(decrypt(body, { version: "aes128gcm", privateKey: keys.ecdh, authSecret: keys.auth }).toString("utf8"));
}

/** The claims of the VAPID JWT in an `Authorization: vapid t=…, k=…` header, and its public key. */
export function vapidClaims(authorization: string | undefined): { aud: string; sub: string; exp: number; k: string } {
  const m = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? "");
  if (!m) throw new Error(`not a VAPID authorization: ${authorization}`);
  const claims = JSON.parse(Buffer.from(m[1]!.split(".")[1]!, "base64url").toString("utf8")) as { aud: string; sub: string; exp: number };
  return { ...claims, k: m[2]! };
}
