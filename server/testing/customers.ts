import type { ApiAddress } from "../../lib/address";
import type { TestShop } from "./test-app";

let n = 0;
const unique = () => `${process.pid}${Date.now().toString(36)}${(n++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type TestCustomer = {
  sid: string;
  userId: string;
  email: string;
  addressId: string;
  /** A same-origin request as this customer (JSON body when given). */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  addAddress(fields?: Partial<Record<keyof ApiAddress, string | number>>): Promise<string>;
};

export const KANPUR = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.com",
  street: "14, Mall Road, Civil Lines",
  city: "Kanpur",
  state: "Uttar Pradesh",
  zipCode: "208001",
  country: "India",
  phone: "9876543210",
};
export const PUNE = {
  firstName: "Rohan",
  lastName: "Kulkarni",
  email: "rohan@example.com",
  street: "7, FC Road, Shivajinagar",
  city: "Pune",
  state: "Maharashtra",
  zipCode: "411005",
  country: "India",
  phone: "9822012345",
};

/** Registers a customer (each from its own address, so registration limits never bite) with one delivery address. */
export async function newCustomer(shop: TestShop, opts: { name?: string; address?: Record<string, string | number> } = {}): Promise<TestCustomer> {
  const email = `buyer.${unique()}@example.com`;
  const res = await shop.post(
    "/api/user/register",
    { name: opts.name ?? "Asha Verma", email, password: "hunter2hunter2" },
    { "X-Forwarded-For": `10.${unique()}` },
  );
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const sid = res.headers.get("set-cookie")!.match(/sid=([^;]*)/)![1]!;
  const { user } = (await res.json()) as { user: { _id: string } };
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    shop.app.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        Origin: "http://localhost",
        Host: "localhost",
        Cookie: `sid=${sid}`,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
  const addAddress = async (fields: Record<string, string | number> = {}) => {
    const r = await call("POST", "/api/address/add", { address: { ...KANPUR, ...fields } });
    if (r.status !== 201) throw new Error(`address failed: ${r.status} ${await r.text()}`);
    return ((await r.json()) as { address: ApiAddress }).address._id;
  };
  const addressId = await addAddress(opts.address);
  return { sid, userId: user._id, email, addressId, call, addAddress };
}
