import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { OTP_MESSAGES } from "../../../lib/otp-login";
import { startFakeMsg91, type FakeMsg91 } from "../../testing/fake-msg91";
import { createTestShop, type TestShop } from "../../testing/test-app";
import { fileSmsTransport, msg91SmsTransport, SmsSendError } from "./sms-transport";

let fake: FakeMsg91;
beforeAll(async () => {
  fake = await startFakeMsg91();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.down = false;
  fake.noBalance = false;
  fake.sent.length = 0;
});

const message = {
  to: "+919876543210",
  template: "otp" as const,
  vars: { otp: "482913" },
  text: "482913 is your login code for Bharat Bridles. It is valid for 5 minutes.",
};
const client = (over: Partial<{ authKey: string; otpTemplateId: string; apiUrl: string }> = {}) =>
  msg91SmsTransport({ authKey: fake.authKey, otpTemplateId: fake.templateId, apiUrl: fake.url, ...over });

async function refusal(p: Promise<void>): Promise<SmsSendError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SmsSendError);
  return err as SmsSendError;
}

describe("MSG91 Flow API client (against a fake MSG91 over HTTP)", () => {
  it("sends the template with the number without + and the code as its variable", async () => {
    await client().send(message);
    expect(fake.sent).toEqual([{ mobiles: "919876543210", templateId: fake.templateId, vars: { otp: "482913" } }]);
  });

  it("sends a Hindi message (a Hindi page's login code) with the Hindi template when one is set, else with the English one", async () => {
    const hindi = { ...message, lang: "hi" as const, text: "482913 आपका Bharat Bridles लॉग इन कोड है। 5 मिनट तक चलेगा, किसी को न बताएँ।" };
    const hiFake = await startFakeMsg91({ authKey: fake.authKey, templateId: "65f0c0ffee0123456789hind" });
    try {
      await msg91SmsTransport({ authKey: fake.authKey, otpTemplateId: fake.templateId, otpTemplateIdHi: hiFake.templateId, apiUrl: hiFake.url }).send(hindi);
      expect(hiFake.sent).toEqual([{ mobiles: "919876543210", templateId: hiFake.templateId, vars: { otp: "482913" } }]);
    } finally {
      await hiFake.close();
    }
    await client().send(hindi);
    expect(fake.sent).toEqual([{ mobiles: "919876543210", templateId: fake.templateId, vars: { otp: "482913" } }]);
  });

  it("reports a wrong auth key without ever repeating the key", async () => {
    const err = await refusal(client({ authKey: "wrong-key-abc123" }).send(message));
    expect(err.message).toContain("HTTP 401");
    expect(err.message).toContain("Authentication failure");
    expect(err.message).not.toContain("wrong-key-abc123");
  });

  it("reports a wrong template id", async () => {
    const err = await refusal(client({ otpTemplateId: "nope" }).send(message));
    expect(err.message).toContain("Invalid template id");
  });

  it("treats an error answered with HTTP 200 as an error (no balance)", async () => {
    fake.noBalance = true;
    const err = await refusal(client().send(message));
    expect(err.message).toContain("Insufficient balance");
    expect(fake.sent).toEqual([]);
  });

  it("reports an outage (503 with an HTML page) and an unreachable server", async () => {
    fake.down = true;
    expect((await refusal(client().send(message))).message).toContain("HTTP 503");
    expect((await refusal(client({ apiUrl: "http://127.0.0.1:9" }).send(message))).message).toContain("unreachable");
  });
});

describe("files transport", () => {
  it("writes one file per message with the number and the text", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "sms-files-"));
    try {
      const sms = fileSmsTransport(path.join(dir, "sms"));
      await sms.send(message);
      await sms.send({ ...message, to: "+919812345678" });
      const files = (await fs.readdir(path.join(dir, "sms"))).sort();
      expect(files).toHaveLength(2);
      expect(files.every((f) => f.endsWith(".txt"))).toBe(true);
      const texts = await Promise.all(files.map((f) => fs.readFile(path.join(dir, "sms", f), "utf8")));
      expect(texts).toContain(`To: +919876543210\n\n${message.text}\n`);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("OTP login through MSG91", () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ env: { MSG91_AUTH_KEY: fake.authKey, MSG91_OTP_TEMPLATE_ID: fake.templateId, MSG91_API_URL: fake.url } });
  });
  afterAll(async () => {
    await shop.close();
  });

  it("texts the code through MSG91 and logs in with it; nothing is written to DATA_DIR/sms", async () => {
    expect(shop.services.sms?.kind).toBe("msg91");
    const res = await shop.post("/api/user/otp/request", { phone: "98765 43210" }, { "X-Forwarded-For": "10.9.0.1" });
    expect(res.status).toBe(200);
    expect(fake.sent).toHaveLength(1);
    expect(fake.sent[0]!.mobiles).toBe("919876543210");
    const code = fake.sent[0]!.vars.otp!;
    expect(code).toMatch(/^\d{6}$/);
    const login = await shop.post("/api/user/otp/verify", { phone: "9876543210", code }, { "X-Forwarded-For": "10.9.0.1" });
    expect(login.status).toBe(201);
    await expect(fs.access(path.join(shop.services.config.dataDir, "sms"))).rejects.toThrow();
  });

  it("answers 502 with a clear message when MSG91 refuses or is down, and keeps no code", async () => {
    for (const [i, breakIt] of [() => (fake.down = true), () => (fake.noBalance = true)].entries()) {
      fake.down = false;
      fake.noBalance = false;
      breakIt();
      const phone = `+91981234567${i}`;
      const res = await shop.post("/api/user/otp/request", { phone }, { "X-Forwarded-For": `10.9.1.${i}` });
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({ success: false, message: OTP_MESSAGES.sendFailed });
      expect(await shop.db.selectFrom("otp_codes").select("phone").where("phone", "=", phone).executeTakeFirst()).toBeUndefined();
    }
  });
});
