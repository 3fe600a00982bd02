import { describe, expect, it } from "vitest";
import { assertServable, loadConfig } from "./config";

const mode = (env: Record<string, string>) => loadConfig(env).payments.mode;
const KEYS = { RAZORPAY_KEY_ID: "rzp_live_x", RAZORPAY_KEY_SECRET: "secret" };

describe("SMS configuration (login with OTP)", () => {
  const sms = (env: Record<string, string>) => loadConfig(env).sms.mode;
  const MSG91 = { MSG91_AUTH_KEY: "key", MSG91_OTP_TEMPLATE_ID: "tpl" };
  it("uses MSG91 when its key and template are set; files outside production and in the demo shop; else none", () => {
    expect(sms({ ...MSG91, NODE_ENV: "production" })).toBe("msg91");
    expect(sms({})).toBe("files");
    expect(sms({ NODE_ENV: "production", DEMO_SHOP: "true" })).toBe("files");
    expect(sms({ NODE_ENV: "production" })).toBe("off");
    expect(sms({ NODE_ENV: "production", SMS_FILES: "true" })).toBe("files");
    expect(sms({ SMS_FILES: "false" })).toBe("off");
  });
  it("reads the optional Hindi login-code template", () => {
    expect(loadConfig({ ...MSG91, MSG91_OTP_TEMPLATE_ID_HI: " tpl-hi " }).sms).toMatchObject({
      mode: "msg91",
      otpTemplateId: "tpl",
      otpTemplateIdHi: "tpl-hi",
    });
    expect(loadConfig(MSG91).sms).not.toHaveProperty("otpTemplateIdHi");
  });
  it("refuses half an MSG91 configuration", () => {
    expect(() => loadConfig({ MSG91_AUTH_KEY: "key" })).toThrow(/MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID/);
  });
});

describe("payments configuration", () => {
  it("uses Razorpay whenever both keys are set", () => {
    expect(mode({ ...KEYS })).toBe("razorpay");
    expect(mode({ ...KEYS, NODE_ENV: "production" })).toBe("razorpay");
    expect(mode({ ...KEYS, PAYMENTS_SANDBOX: "true" })).toBe("razorpay");
  });

  it("never offers the sandbox in production unless asked for explicitly", () => {
    expect(mode({ NODE_ENV: "production" })).toBe("off");
    expect(mode({ NODE_ENV: "production", PAYMENTS_SANDBOX: "false" })).toBe("off");
    expect(mode({ NODE_ENV: "production", PAYMENTS_SANDBOX: "true" })).toBe("sandbox");
  });

  it("offers the sandbox in the demo shop (npm start), even in production mode", () => {
    expect(mode({ NODE_ENV: "production", DEMO_SHOP: "true" })).toBe("sandbox");
    expect(mode({ NODE_ENV: "production", DEMO_SHOP: "true", PAYMENTS_SANDBOX: "false" })).toBe("off");
  });

  it("offers the sandbox by default outside production", () => {
    expect(mode({})).toBe("sandbox");
    expect(mode({ NODE_ENV: "test" })).toBe("sandbox");
    expect(mode({ PAYMENTS_SANDBOX: "false" })).toBe("off");
  });

  it("refuses half a key pair and malformed URLs with a clear message", () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: "rzp_live_x" })).toThrow("set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET");
    expect(() => loadConfig({ SELLER_EMAIL: "owner@example.com" })).toThrow("SELLER_EMAIL needs SELLER_PASSWORD");
    expect(() => loadConfig({ SELLER_EMAIL: "owner@example.com", SELLER_PASSWORD: "short" })).toThrow("at least 10 characters");
    expect(() => loadConfig({ SMTP_URL: "http://mail.example.com" })).toThrow("SMTP_URL");
    expect(() => loadConfig({ PAYMENT_WINDOW_MINUTES: "1" })).toThrow("PAYMENT_WINDOW_MINUTES");
  });

  it("reads SMTP and the sender", () => {
    const c = loadConfig({ SMTP_URL: "smtps://user:pass@smtp.example.com:465", MAIL_FROM: "Shop <orders@example.com>", DATA_DIR: "/tmp/x" });
    expect(c.mail).toEqual({ smtpUrl: "smtps://user:pass@smtp.example.com:465", from: "Shop <orders@example.com>", outboxDir: "/tmp/x/mail" });
  });
});

describe("the demo pictures' render cache (SEED_IMAGE_CACHE)", () => {
  it("is off unless set; a folder given is resolved", () => {
    expect(loadConfig({}).seedImageCache).toBeNull();
    expect(loadConfig({ SEED_IMAGE_CACHE: "  " }).seedImageCache).toBeNull();
    expect(loadConfig({ SEED_IMAGE_CACHE: "/tmp/renders" }).seedImageCache).toBe("/tmp/renders");
    expect(loadConfig({ SEED_IMAGE_CACHE: "renders" }).seedImageCache).toBe(`${process.cwd()}/renders`);
  });
});

describe("production needs PUBLIC_URL", () => {
  it("refuses to serve in production without PUBLIC_URL, saying why; the demo shop and development need none", () => {
    expect(() => assertServable(loadConfig({ NODE_ENV: "production" }))).toThrow(/NODE_ENV=production needs PUBLIC_URL.*Host header/);
    expect(() => assertServable(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://shop.example.in" }))).not.toThrow();
    expect(() => assertServable(loadConfig({ NODE_ENV: "production", DEMO_SHOP: "true" }))).not.toThrow();
    expect(() => assertServable(loadConfig({ NODE_ENV: "development" }))).not.toThrow();
  });

  it("startServer refuses before opening anything", async () => {
    const { startServer } = await import("./main");
    const { fakeBuild } = await import("./testing/fake-build");
    await expect(
      startServer({ build: fakeBuild(), config: loadConfig({ NODE_ENV: "production", DATA_DIR: "/nonexistent/never-created", LOG_LEVEL: "silent" }) }),
    ).rejects.toThrow(/PUBLIC_URL/);
  });
});
