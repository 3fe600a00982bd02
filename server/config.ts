import path from "node:path";
import { z } from "zod";

/**
 * Every environment variable the shop reads, parsed once. Nothing else in the
 * code base reads `process.env`; the README lists each variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .refine((v) => v === "" || /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must start with postgres://")
    .default(""),
  PUBLIC_URL: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  TRUST_PROXY: z.enum(["true", "false", ""]).default("false"),
  RAZORPAY_KEY_ID: z.string().default(""),
  RAZORPAY_KEY_SECRET: z.string().default(""),
  RAZORPAY_WEBHOOK_SECRET: z.string().default(""),
  RAZORPAY_API_URL: z.url({ protocol: /^https?$/ }).default("https://api.razorpay.com"),
  RAZORPAY_CHECKOUT_URL: z.url({ protocol: /^https?$/ }).default("https://checkout.razorpay.com/v1/checkout.js"),
  DEMO_SHOP: z.enum(["true", "false", ""]).default(""),
  SEED_IMAGE_CACHE: z.string().default(""),
  PAYMENTS_SANDBOX: z.enum(["true", "false", ""]).default(""),
  PAYMENT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(15),
  PAYMENT_LATE_GRACE_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(15),
  ONLINE_HOLD_MAX_PENDING: z.coerce.number().int().min(1).max(100).default(2),
  ONLINE_HOLD_MAX_UNITS: z.coerce.number().int().min(1).max(10_000).default(10),
  SELLER_EMAIL: z.union([z.literal(""), z.email()]).default(""),
  SELLER_PASSWORD: z.union([z.literal(""), z.string().min(10, "SELLER_PASSWORD must be at least 10 characters")]).default(""),
  SHIPROCKET_EMAIL: z.string().default(""),
  SHIPROCKET_PASSWORD: z.string().default(""),
  SHIPROCKET_API_URL: z.url({ protocol: /^https?$/ }).default("https://apiv2.shiprocket.in"),
  SHIPROCKET_PICKUP_LOCATION: z.string().default("Primary"),
  METRICS_TOKEN: z.string().default(""),
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(32),
  SMTP_URL: z.union([z.literal(""), z.url({ protocol: /^smtps?$/ })]).default(""),
  MAIL_FROM: z.string().default(""),
  S3_BUCKET: z.string().trim().default(""),
  S3_ENDPOINT: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
  S3_REGION: z.string().trim().default(""),
  S3_ACCESS_KEY_ID: z.string().default(""),
  S3_SECRET_ACCESS_KEY: z.string().default(""),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", ""]).default(""),
  PUSH_ALLOW_LOOPBACK: z.enum(["true", "false", ""]).default(""),
  MSG91_AUTH_KEY: z.string().trim().default(""),
  MSG91_OTP_TEMPLATE_ID: z.string().trim().default(""),
  MSG91_OTP_TEMPLATE_ID_HI: z.string().trim().default(""),
  MSG91_API_URL: z.url({ protocol: /^https?$/ }).default("https://control.msg91.com"),
  WHATSAPP_TOKEN: z.string().trim().default(""),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^[0-9]*$/, "WHATSAPP_PHONE_NUMBER_ID is the number's id from WhatsApp Manager (digits)")
    .default(""),
  WHATSAPP_API_URL: z.url({ protocol: /^https?$/ }).default("https://graph.facebook.com/v21.0"),
  WHATSAPP_FILES: z.enum(["", "true", "false"]).default(""),
  SMS_FILES: z.enum(["true", "false", ""]).default(""),
});

/**
 * Online payments: Razorpay when its keys are set; otherwise the embedded
 * sandbox (no money moves) when PAYMENTS_SANDBOX=true, or by default outside
 * production and in the demo shop; otherwise (production without keys) online
 * payment is not offered.
 */
export type PaymentsConfig = {
  mode: "razorpay" | "sandbox" | "off";
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  apiUrl: string;
  checkoutUrl: string;
  /** How long a started online payment holds its stock before it expires. */
  windowMinutes: number;
  /** A payment arriving this long after its window closed is still taken (if every line is unchanged and in stock). */
  lateGraceMinutes: number;
  /** Unfinished online payments one customer may have at once (each holds stock). */
  maxPendingPayments: number;
  /** Units of one product one customer may hold in unfinished online payments at once. */
  maxHeldUnits: number;
};

export type MailConfig = {
  /** smtp(s)://user:pass@host:port; null = write .eml files to DATA_DIR/mail. */
  smtpUrl: string | null;
  /** From address; empty = the shop's support email from the settings. */
  from: string | null;
  outboxDir: string;
};

/**
 * Text messages (login codes): MSG91 when its key and template are set; else
 * files under DATA_DIR/sms outside production, in the demo shop, or with
 * SMS_FILES=true; else none (production without a provider: OTP login is not offered).
 */
export type SmsConfig =
  { mode: "msg91"; authKey: string; otpTemplateId: string; otpTemplateIdHi?: string; apiUrl: string } | { mode: "files"; dir: string } | { mode: "off" };

/**
 * WhatsApp order updates (decision record 031): the Business Cloud API when its token and phone-number id are set;
 * else files under DATA_DIR/whatsapp outside production, in the demo shop, or with WHATSAPP_FILES=true; else off
 * (checkout offers no WhatsApp updates).
 */
export type WhatsAppConfig = { mode: "cloud"; token: string; phoneNumberId: string; apiUrl: string } | { mode: "files"; dir: string } | { mode: "off" };

/** Where product images and media live: DATA_DIR/uploads, or an S3-compatible bucket shared by every instance. */
export type StorageConfig =
  | { kind: "disk"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      /** null = AWS S3 itself; else MinIO, R2, s3rver… */
      endpoint: string | null;
      region: string;
      /** null = the AWS SDK's default chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
    };

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  storage: StorageConfig;
  databaseUrl: string | null;
  publicUrl: string | null;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  shutdownTimeoutMs: number;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  payments: PaymentsConfig;
  mail: MailConfig;
  sms: SmsConfig;
  whatsapp: WhatsAppConfig;
  /** The first seller account, created at start when there is none yet. */
  seller: { email: string | null; password: string | null };
  /** Shiprocket API user (null = manual shipping: the seller types courier and AWB). */
  shiprocket: { email: string; password: string; apiUrl: string; pickupLocation: string } | null;
  /** Bearer token for GET /metrics; null = open outside production, not served in production. */
  metricsToken: string | null;
  /** Memory budget of the anonymous page cache, in bytes (PAGE_CACHE_MB). */
  pageCacheBytes: number;
  /**
   * Tests only (PUSH_ALLOW_LOOPBACK=true): push subscriptions may name an http:// endpoint on
   * 127.0.0.1/::1/localhost (the fake push service). Otherwise only https:// on public hosts.
   */
  pushAllowLoopback: boolean;
  /** `npm start`'s demo shop (DEMO_SHOP=true): sandbox payments and a generated seller login by default. */
  demo: boolean;
  /**
   * SEED_IMAGE_CACHE: a folder of earlier renders of the demo's pictures, copied instead of rendered again when a new
   * shop is seeded (the test suites start many; ~8 s of a first start on two cores). Null: every seed renders.
   */
  seedImageCache: string | null;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const keys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET].filter((k) => k !== "").length;
  if (keys === 1) throw new Error("Invalid configuration: set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither");
  if ((e.SHIPROCKET_EMAIL === "") !== (e.SHIPROCKET_PASSWORD === ""))
    throw new Error("Invalid configuration: set both SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD, or neither");
  if ((e.S3_ACCESS_KEY_ID === "") !== (e.S3_SECRET_ACCESS_KEY === ""))
    throw new Error("Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither");
  if (e.S3_BUCKET === "" && (e.S3_ENDPOINT !== "" || e.S3_ACCESS_KEY_ID !== ""))
    throw new Error("Invalid configuration: S3_ENDPOINT and S3 keys need S3_BUCKET");
  if ((e.WHATSAPP_TOKEN === "") !== (e.WHATSAPP_PHONE_NUMBER_ID === ""))
    throw new Error("Invalid configuration: set both WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, or neither");
  if ((e.MSG91_AUTH_KEY === "") !== (e.MSG91_OTP_TEMPLATE_ID === ""))
    throw new Error("Invalid configuration: set both MSG91_AUTH_KEY and MSG91_OTP_TEMPLATE_ID, or neither");
  if (e.SELLER_EMAIL !== "" && e.SELLER_PASSWORD === "")
    throw new Error("Invalid configuration: SELLER_EMAIL needs SELLER_PASSWORD (set both SELLER_EMAIL and SELLER_PASSWORD, or neither)");
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    storage:
      e.S3_BUCKET === ""
        ? { kind: "disk", dir: path.join(dataDir, "uploads") }
        : {
            kind: "s3",
            bucket: e.S3_BUCKET,
            endpoint: e.S3_ENDPOINT === "" ? null : e.S3_ENDPOINT.replace(/\/$/, ""),
            region: e.S3_REGION || "us-east-1",
            credentials: e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
            // MinIO and s3rver want bucket-in-path addressing; AWS S3 itself virtual-hosted.
            forcePathStyle: e.S3_FORCE_PATH_STYLE === "" ? e.S3_ENDPOINT !== "" : e.S3_FORCE_PATH_STYLE === "true",
          },
    databaseUrl: e.DATABASE_URL === "" ? null : e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL ? e.PUBLIC_URL.replace(/\/$/, "") : null,
    logLevel: e.LOG_LEVEL,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY === "true",
    payments: {
      mode:
        keys === 2
          ? "razorpay"
          : e.PAYMENTS_SANDBOX === "true" || (e.PAYMENTS_SANDBOX === "" && (e.NODE_ENV !== "production" || e.DEMO_SHOP === "true"))
            ? "sandbox"
            : "off",
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: e.RAZORPAY_API_URL.replace(/\/$/, ""),
      checkoutUrl: e.RAZORPAY_CHECKOUT_URL,
      windowMinutes: e.PAYMENT_WINDOW_MINUTES,
      lateGraceMinutes: e.PAYMENT_LATE_GRACE_MINUTES,
      maxPendingPayments: e.ONLINE_HOLD_MAX_PENDING,
      maxHeldUnits: e.ONLINE_HOLD_MAX_UNITS,
    },
    seller: { email: e.SELLER_EMAIL.trim().toLowerCase() || null, password: e.SELLER_PASSWORD || null },
    demo: e.DEMO_SHOP === "true",
    seedImageCache: e.SEED_IMAGE_CACHE.trim() === "" ? null : path.resolve(e.SEED_IMAGE_CACHE.trim()),
    pushAllowLoopback: e.PUSH_ALLOW_LOOPBACK === "true",
    metricsToken: e.METRICS_TOKEN.trim() || null,
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    shiprocket:
      e.SHIPROCKET_EMAIL && e.SHIPROCKET_PASSWORD
        ? {
            email: e.SHIPROCKET_EMAIL,
            password: e.SHIPROCKET_PASSWORD,
            apiUrl: e.SHIPROCKET_API_URL.replace(/\/$/, ""),
            pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
          }
        : null,
    sms: e.MSG91_AUTH_KEY
      ? {
          mode: "msg91",
          authKey: e.MSG91_AUTH_KEY,
          otpTemplateId: e.MSG91_OTP_TEMPLATE_ID,
          ...(e.MSG91_OTP_TEMPLATE_ID_HI ? { otpTemplateIdHi: e.MSG91_OTP_TEMPLATE_ID_HI } : {}),
          apiUrl: e.MSG91_API_URL.replace(/\/$/, ""),
        }
      : e.SMS_FILES === "true" || (e.SMS_FILES === "" && (e.NODE_ENV !== "production" || e.DEMO_SHOP === "true"))
        ? { mode: "files", dir: path.join(dataDir, "sms") }
        : { mode: "off" },
    whatsapp: e.WHATSAPP_TOKEN
      ? { mode: "cloud", token: e.WHATSAPP_TOKEN, phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID, apiUrl: e.WHATSAPP_API_URL.replace(/\/$/, "") }
      : e.WHATSAPP_FILES === "true" || (e.WHATSAPP_FILES === "" && (e.NODE_ENV !== "production" || e.DEMO_SHOP === "true"))
        ? { mode: "files", dir: path.join(dataDir, "whatsapp") }
        : { mode: "off" },
    mail: { smtpUrl: e.SMTP_URL === "" ? null : e.SMTP_URL, from: e.MAIL_FROM.trim() || null, outboxDir: path.join(dataDir, "mail") },
  };
}

/**
 * A production shop serves only with PUBLIC_URL (the demo shop excepted):
 * canonical links, Open Graph tags, the sitemap and email links must name the
 * shop's real address, never whatever Host header a request brings.
 */
export function assertServable(config: Config): void {
  if (config.env === "production" && !config.demo && !config.publicUrl) {
    throw new Error(
      "Refusing to start: NODE_ENV=production needs PUBLIC_URL (e.g. PUBLIC_URL=https://shop.example.in). Canonical URLs, Open Graph tags, the sitemap and email links are built from it; without it they would follow the request's Host header, which anyone can forge. (DEMO_SHOP=true runs the demo shop without it.)",
    );
  }
}
