import { createSeller } from "../modules/seller/sellers.repo";
import type { TestShop } from "./test-app";

let n = 0;

export type TestSeller = {
  sid: string;
  email: string;
  password: string;
  /** A same-origin request with this seller's session (JSON body when given). */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
};

/** Logs a back-office account in through POST /api/seller/login (headers: e.g. a User-Agent or X-Forwarded-For). */
export async function loginSeller(shop: TestShop, email: string, password: string, headers: Record<string, string> = {}): Promise<TestSeller> {
  const res = await shop.post("/api/seller/login", { email, password }, { "X-Forwarded-For": `172.16.${n++ % 250}.1`, ...headers });
  if (res.status !== 200) throw new Error(`seller login failed: ${res.status} ${await res.text()}`);
  const sid = res.headers.get("set-cookie")!.match(/seller_sid=([^;]*)/)![1]!;
  const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) =>
    shop.app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        Origin: "http://localhost",
        Host: "localhost",
        Cookie: `seller_sid=${sid}`,
        ...extra,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  return { sid, email, password, call };
}

/** A seller account (the shop's owner), logged in through POST /api/seller/login. */
export async function newSeller(shop: TestShop): Promise<TestSeller> {
  const email = `owner.${process.pid}.${n++}.${Date.now().toString(36)}@example.com`;
  const password = "seller-secret-123";
  await createSeller(shop.db, { email, password, name: "Shop Owner" });
  return loginSeller(shop, email, password);
}
