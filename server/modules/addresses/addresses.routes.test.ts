import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestShop, type TestShop } from "../../testing/test-app";
import type { ApiAddress } from "../../../lib/address";

let shop: TestShop;
let alice: string;
let bob: string;
beforeAll(async () => {
  shop = await createTestShop();
  alice = await customer("alice");
  bob = await customer("bob");
});
afterAll(async () => {
  await shop.close();
});

type Body = { success: boolean; message?: string; errors?: Record<string, string>; address?: ApiAddress; addresses?: ApiAddress[] };

async function customer(name: string): Promise<string> {
  const res = await shop.post(
    "/api/user/register",
    { name, email: `${name}.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`, password: "hunter2hunter2" },
    { "X-Forwarded-For": `${name}-${Math.random()}` },
  );
  return res.headers.get("set-cookie")!.match(/sid=([^;]*)/)![1]!;
}

const valid = {
  firstName: "Asha",
  lastName: "Verma",
  email: "Asha@Example.com",
  street: "12, Civil Lines",
  city: "Kanpur",
  state: "uttar pradesh",
  zipCode: 208001,
  country: "",
  phone: "+91 98765-43210",
};
const as = (sid: string) => ({ Cookie: `sid=${sid}` });
const call = (method: string, path: string, sid: string, body?: unknown) =>
  shop.app.request(path, {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://localhost", Host: "localhost", ...as(sid) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("delivery addresses", () => {
  it("adds a normalised Indian address and lists it with the spec's numeric zipCode and phone", async () => {
    const res = await call("POST", "/api/address/add", alice, { address: valid });
    expect(res.status).toBe(201);
    const list = (await (await call("GET", "/api/address/get", alice)).json()) as Body;
    expect(list.addresses).toHaveLength(1);
    expect(list.addresses![0]).toMatchObject({ email: "asha@example.com", state: "Uttar Pradesh", zipCode: 208001, country: "India", phone: 9876543210 });
  });

  it.each([
    [{ zipCode: "20800" }, "zipCode", "PIN code must be 6 digits"],
    [{ zipCode: "012345" }, "zipCode", "PIN code"],
    [{ phone: "12345" }, "phone", "10-digit mobile"],
    [{ phone: "5876543210" }, "phone", "10-digit mobile"],
    [{ state: "Atlantis" }, "state", "state or union territory"],
    [{ country: "Nepal" }, "country", "within India"],
    [{ firstName: "" }, "firstName", "First name"],
    [{ email: "nope" }, "email", "email"],
  ])("refuses %j field by field", async (patch, field, words) => {
    const res = await call("POST", "/api/address/add", alice, { address: { ...valid, ...patch } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as Body;
    expect(body.success).toBe(false);
    expect(body.errors?.[field]).toContain(words);
  });

  it("refuses unknown fields and a missing envelope", async () => {
    expect((await call("POST", "/api/address/add", alice, { address: { ...valid, isDefault: true } })).status).toBe(400);
    expect((await call("POST", "/api/address/add", alice, valid)).status).toBe(400);
  });

  it("keeps each customer's addresses their own: another's id is not found", async () => {
    const mine = ((await (await call("POST", "/api/address/add", bob, { address: { ...valid, firstName: "Bob" } })).json()) as Body).address!;
    const aliceList = (await (await call("GET", "/api/address/get", alice)).json()) as Body;
    expect(aliceList.addresses!.some((a) => a._id === mine._id)).toBe(false);
    expect((await call("PUT", `/api/address/${mine._id}`, alice, { address: valid })).status).toBe(404);
    expect((await call("DELETE", `/api/address/${mine._id}`, alice)).status).toBe(404);
    const stillBobs = (await (await call("GET", "/api/address/get", bob)).json()) as Body;
    expect(stillBobs.addresses![0]).toMatchObject({ firstName: "Bob" });
  });

  it("edits and deletes one's own address", async () => {
    const created = ((await (await call("POST", "/api/address/add", bob, { address: valid })).json()) as Body).address!;
    const edited = await call("PUT", `/api/address/${created._id}`, bob, { address: { ...valid, city: "Lucknow", zipCode: "226 001" } });
    expect(((await edited.json()) as Body).address).toMatchObject({ city: "Lucknow", zipCode: 226001 });
    expect((await call("DELETE", `/api/address/${created._id}`, bob)).status).toBe(200);
    const list = (await (await call("GET", "/api/address/get", bob)).json()) as Body;
    expect(list.addresses!.some((a) => a._id === created._id)).toBe(false);
  });

  it("needs a logged-in customer", async () => {
    expect((await shop.app.request("/api/address/get")).status).toBe(401);
    expect((await call("POST", "/api/address/add", "forged", { address: valid })).status).toBe(401);
  });
});
