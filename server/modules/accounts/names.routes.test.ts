import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSeller } from "../seller/sellers.repo";
import { KANPUR, newCustomer, type TestCustomer } from "../../testing/customers";
import { createTestShop, type TestShop } from "../../testing/test-app";

let shop: TestShop;
let buyer: TestCustomer;
beforeAll(async () => {
  shop = await createTestShop();
  buyer = await newCustomer(shop);
});
afterAll(async () => {
  await shop.close();
});

let n = 0;
const letters = () => (++n + Date.now()).toString(26).replace(/\d/g, (d) => "qrstuvwxyz"[Number(d)]!);
const register = (name: string) =>
  shop.post("/api/user/register", { name, email: `names.${letters()}@example.com`, password: "hunter2hunter2" }, { "X-Forwarded-For": `10.9.${letters()}` });
const addAddress = (fields: Record<string, string>) => buyer.call("POST", "/api/address/add", { address: { ...KANPUR, ...fields } });
const contact = (name: string) =>
  shop.post(
    "/api/contact",
    { name, email: `c.${letters()}@example.com`, message: "Do you make halters in pony size?" },
    { "X-Forwarded-For": `10.8.${letters()}` },
  );

const bad: [string, string][] = [
  ["Asha\u202EamreV", "only letters"],
  ["Asha\u0000Verma", "NUL"],
  ["Asha\u0007Verma", "only letters"],
  ["Win a prize at evil.com", "web address"],
  ["http://evil.example", "only letters"],
  ["x".repeat(61), "at most 60"],
];
const good = ["आशा वर्मा", "முருகன் சுப்பிரமணியம்", "Mary-Jane O'Brien", "J.R. Rao"];

describe("names are names", () => {
  it.each(bad)("register refuses %j with a 400 naming the problem", async (name, words) => {
    const res = await register(name);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(words);
  });

  it.each(good)("register, address and contact accept %s", async (name) => {
    const res = await register(name);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { user: { name: string } }).user.name).toBe(name);
    expect((await addAddress({ firstName: name, lastName: name })).status).toBe(201);
    expect((await contact(name)).status).toBe(201);
  });

  it.each(bad)("address first and last names refuse %j", async (name, words) => {
    for (const field of ["firstName", "lastName"]) {
      const res = await addAddress({ [field]: name });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(words);
    }
  });

  it.each(bad)("the contact form refuses %j and stores nothing", async (name, words) => {
    const before = await shop.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const res = await contact(name);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain(words);
    const after = await shop.db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("a seller's name is a name too", async () => {
    await expect(createSeller(shop.db, { email: `s.${letters()}@example.com`, password: "seller-secret-123", name: "Owner\u202Egnp.exe" })).rejects.toThrow(
      /only letters/,
    );
    await expect(createSeller(shop.db, { email: `s.${letters()}@example.com`, password: "seller-secret-123", name: "Visit shop.example" })).rejects.toThrow(
      /web address/,
    );
    const ok = await createSeller(shop.db, { email: `s.${letters()}@example.com`, password: "seller-secret-123", name: " मीरा  जोशी " });
    expect(ok.name).toBe("मीरा जोशी");
  });
});
