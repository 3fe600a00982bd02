import { describe, expect, it } from "vitest";
import { addressFieldErrors, addressInputSchema, FORM_ERROR_KEY, type AddressInput } from "./address";
import { INDIAN_STATES, stateByCode, stateByName } from "./india";

const good: AddressInput = {
  firstName: "Asha",
  lastName: "Verma",
  email: "asha@example.com",
  street: "14 Mall Road",
  city: "Kanpur",
  state: "Uttar Pradesh",
  zipCode: "208001",
  country: "India",
  phone: "9876543210",
};

/** The field errors for `good` with some fields replaced (or removed when undefined). */
function errorsWith(changes: Record<string, unknown>): Record<string, string> {
  const input: Record<string, unknown> = { ...good, ...changes };
  for (const [k, v] of Object.entries(changes)) if (v === undefined) delete input[k];
  const r = addressInputSchema.safeParse(input);
  return r.success ? {} : addressFieldErrors(r.error);
}

function parsedWith(changes: Partial<Record<keyof AddressInput, unknown>>) {
  return addressInputSchema.parse({ ...good, ...changes });
}

describe("INDIAN_STATES", () => {
  it("lists 28 states and 8 union territories, sorted by name, with unique two-digit codes", () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(INDIAN_STATES.filter((s) => s.kind === "state")).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === "union territory")).toHaveLength(8);
    const names = INDIAN_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(new Set(INDIAN_STATES.map((s) => s.code)).size).toBe(36);
    for (const s of INDIAN_STATES) expect(s.code).toMatch(/^(0[1-9]|[1-3][0-9])$/);
  });

  it("has the GST state codes of the GST portal", () => {
    const codes = Object.fromEntries(INDIAN_STATES.map((s) => [s.name, s.code]));
    expect(codes).toMatchObject({
      "Jammu and Kashmir": "01",
      Delhi: "07",
      "Uttar Pradesh": "09",
      "West Bengal": "19",
      Gujarat: "24",
      "Dadra and Nagar Haveli and Daman and Diu": "26",
      Maharashtra: "27",
      Karnataka: "29",
      "Tamil Nadu": "33",
      Telangana: "36",
      "Andhra Pradesh": "37",
      Ladakh: "38",
    });
    for (const code of ["25", "28", "97", "99", "00"]) expect(stateByCode(code)).toBeUndefined();
  });

  it("finds states by name (any case, trimmed, '&' for 'and', old names) and by code", () => {
    expect(stateByName("  uttar PRADESH ")?.code).toBe("09");
    expect(stateByName("Jammu & Kashmir")?.code).toBe("01");
    expect(stateByName("Orissa")?.name).toBe("Odisha");
    expect(stateByName("New Delhi")?.name).toBe("Delhi");
    expect(stateByName("Atlantis")).toBeUndefined();
    expect(stateByName("")).toBeUndefined();
    expect(stateByName("__proto__")).toBeUndefined();
    expect(stateByName("constructor")).toBeUndefined();
    expect(stateByCode("27")?.name).toBe("Maharashtra");
  });
});

describe("addressInputSchema", () => {
  it("accepts a good address and normalises every field", () => {
    // House or flat, area and landmark are optional (issue 18): missing reads as blank.
    const blank = { house: "", area: "", landmark: "" };
    expect(addressInputSchema.parse(good)).toEqual({ ...good, ...blank });
    expect(addressInputSchema.parse({ ...good, house: " 4B ", area: null, landmark: "Near the well " })).toEqual({
      ...good,
      house: "4B",
      area: "",
      landmark: "Near the well",
    });
    const a = addressInputSchema.parse({
      firstName: "  Asha ",
      lastName: " Verma",
      email: "  Asha.Verma@Example.COM ",
      street: "  14 Mall Road ",
      city: " Kanpur ",
      state: "uttar pradesh",
      zipCode: 208001,
      phone: "+91 98765-43210",
    });
    expect(a).toEqual({ ...good, ...blank, email: "asha.verma@example.com" });
  });

  it("normalises PIN codes and mobile numbers", () => {
    expect(parsedWith({ zipCode: "208 001" }).zipCode).toBe("208001");
    expect(parsedWith({ zipCode: " 110001 " }).zipCode).toBe("110001");
    for (const phone of ["+919876543210", "919876543210", "09876543210", "98765 43210", "+91-98765-43210", 9876543210, 919876543210]) {
      expect(parsedWith({ phone }).phone).toBe("9876543210");
    }
    expect(parsedWith({ phone: "9198765432" }).phone).toBe("9198765432"); // 10 digits that happen to start with 91
    expect(parsedWith({ phone: "6000000000" }).phone).toBe("6000000000");
  });

  it("defaults the country to India and accepts it in any case", () => {
    for (const country of [undefined, null, "", "  ", "india", " INDIA "]) expect(parsedWith({ country }).country).toBe("India");
    expect(errorsWith({ country: "Nepal" })).toEqual({ country: "We deliver only within India" });
    expect(errorsWith({ country: "Bharat Nepal" })).toEqual({ country: "We deliver only within India" });
  });

  it("says which required field is missing or blank", () => {
    const blank = { firstName: " ", lastName: "", email: "  ", street: "", city: " ", state: "", zipCode: "", phone: " " };
    const expected = {
      firstName: "First name is required",
      email: "Email is required",
      street: "Street address is required",
      city: "City is required",
      state: "Choose a state or union territory",
      zipCode: "PIN code is required",
      phone: "Mobile number is required",
    };
    expect(errorsWith(blank)).toEqual(expected);
    const missing = Object.fromEntries(Object.keys(blank).map((k) => [k, undefined]));
    expect(errorsWith(missing)).toEqual(expected);
    expect(errorsWith({ firstName: null, zipCode: null })).toEqual({ firstName: "First name is required", zipCode: "PIN code is required" });
  });

  it("takes a person with one name: the last name is optional but checked when given (issue 18)", () => {
    for (const lastName of [undefined, null, "", "   "]) expect(parsedWith({ lastName }).lastName).toBe("");
    expect(parsedWith({ lastName: "  Verma " }).lastName).toBe("Verma");
    expect(errorsWith({ lastName: "www.example.com" })).toEqual({ lastName: "Last name may not contain a web address" });
    expect(errorsWith({ lastName: "R2D2" })).toEqual({ lastName: "Last name may contain only letters, spaces and . ' -" });
    expect(errorsWith({ lastName: 7 })).toEqual({ lastName: "Last name must be text" });
  });

  it("enforces lengths", () => {
    expect(errorsWith({ firstName: "A".repeat(60), lastName: "B".repeat(60) })).toEqual({});
    expect(errorsWith({ firstName: "A".repeat(61) })).toEqual({ firstName: "First name must be at most 60 characters" });
    expect(errorsWith({ lastName: "B".repeat(61) })).toEqual({ lastName: "Last name must be at most 60 characters" });
    expect(errorsWith({ street: "12 A" })).toEqual({ street: "Street address must be at least 5 characters" });
    expect(errorsWith({ street: "x".repeat(201) })).toEqual({ street: "Street address must be at most 200 characters" });
    expect(errorsWith({ street: "x".repeat(200), city: "Ba" })).toEqual({});
    expect(errorsWith({ city: "K" })).toEqual({ city: "City must be at least 2 characters" });
    expect(errorsWith({ city: "K".repeat(81) })).toEqual({ city: "City must be at most 80 characters" });
  });

  it("refuses bad emails, states, PIN codes and phone numbers with the field's message", () => {
    for (const email of ["asha", "asha@", "@example.com", "asha@example", "a b@example.com", `${"a".repeat(250)}@x.in`]) {
      expect(errorsWith({ email })).toEqual({ email: "Enter a valid email address" });
    }
    for (const state of ["Atlantis", "UP", "Other Territory", "97"]) {
      expect(errorsWith({ state })).toEqual({ state: "Choose a state or union territory" });
    }
    for (const zipCode of ["20800", "2080011", "012345", "208-001", "208  001", "20 8001", "abcdef", 12345, 20800.1, -208001, Number.NaN]) {
      expect(errorsWith({ zipCode })).toEqual({ zipCode: "PIN code must be 6 digits" });
    }
    for (const phone of ["5876543210", "987654321", "98765432101", "+92 9876543210", "(98765) 43210", "0091 98765 43210", "98765.43210", 12.5]) {
      expect(errorsWith({ phone })).toEqual({ phone: "Enter a 10-digit mobile number" });
    }
    expect(errorsWith({ firstName: 42 })).toEqual({ firstName: "First name must be text" });
    expect(errorsWith({ zipCode: true })).toEqual({ zipCode: "PIN code must be 6 digits" });
  });

  it("refuses unknown fields and input that is not an object", () => {
    expect(errorsWith({ isAdmin: true })).toEqual({ [FORM_ERROR_KEY]: "Unknown field: isAdmin" });
    expect(errorsWith({ _id: "x", userId: "y" })).toEqual({ [FORM_ERROR_KEY]: "Unknown fields: _id, userId" });
    for (const input of [null, "address", 1, []]) {
      const r = addressInputSchema.safeParse(input);
      expect(r.success).toBe(false);
      if (!r.success) expect(addressFieldErrors(r.error)).toEqual({ [FORM_ERROR_KEY]: "Enter a delivery address" });
    }
  });

  it("refuses prototype-pollution keys sent as JSON, and never pollutes", () => {
    for (const json of ['{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}']) {
      const input = { ...good, ...(JSON.parse(json) as object) };
      const r = addressInputSchema.safeParse(input);
      expect(r.success).toBe(false);
      if (!r.success) expect(addressFieldErrors(r.error)[FORM_ERROR_KEY]).toMatch(/^Unknown field: (__proto__|constructor)$/);
    }
    // An object literal's __proto__ sets the prototype instead; inherited extra keys are refused too.
    const inherited = addressInputSchema.safeParse({ __proto__: { polluted: 1 }, ...good });
    expect(inherited.success).toBe(false);
    if (!inherited.success) expect(addressFieldErrors(inherited.error)).toEqual({ [FORM_ERROR_KEY]: "Unknown field: polluted" });
    const out = addressInputSchema.parse(JSON.parse(JSON.stringify(good)) as unknown);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("gives only the first message per field", () => {
    const r = addressInputSchema.safeParse({ ...good, firstName: 5, email: "no", extra: 1 });
    expect(r.success).toBe(false);
    if (!r.success) {
      const errors = addressFieldErrors(r.error);
      expect(errors).toEqual({ firstName: "First name must be text", email: "Enter a valid email address", [FORM_ERROR_KEY]: "Unknown field: extra" });
    }
  });
});
