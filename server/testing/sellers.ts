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

/** A seller account, logged in through POST /api/seller/login. */
export async function newSeller(shop: TestShop): Promise<TestSeller> {
  const email = `owner.${process.pid}.${n++}.${Date.now().toString(36)}@example.com`;
  const password = "seller-secret-123";
  await createSeller(shop.db, { email, password, name: "Shop Owner" });
  const res = await shop.post("/api/seller/login", { email, password }, { "X-Forwarded-For": `172.16.${n}.1` });
  if (res.status !== 200) throw new Error(`seller login failed: ${res.status} ${await res.text()}`);
  const sid = res.headers.get("set-cookie")!.match(/seller_sid=([^;]*)/)![1]!;
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    shop.app.request(path, {
      method,
      headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), Origin: "http://localhost", Host: "localhost", Cookie: `seller_sid=${sid}`, ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  return { sid, email, password, call };
}
