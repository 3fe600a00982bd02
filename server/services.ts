import type pino from "pino";
import type { Config } from "./config";
import type { Database } from "./db/index";
import type { ShopMetrics } from "./http/metrics";
import type { CatalogCache } from "./modules/catalog/catalog.cache";
import type { OutboxWorker } from "./modules/notifications/outbox";
import type { SmsTransport } from "./modules/notifications/sms-transport";
import type { WhatsAppTransport } from "./modules/notifications/whatsapp-transport";
import type { RazorpayGateway } from "./modules/payments/razorpay-client";
import type { SandboxGateway } from "./modules/payments/sandbox-gateway";
import type { ShippingProvider } from "./modules/shipping/provider";
import type { Storage } from "./storage/index";

/** What request handlers and route loaders need, built once at start. */
export type Services = {
  config: Config;
  database: Database;
  catalog: CatalogCache;
  storage: Storage;
  log: pino.Logger;
  /** Online payments: Razorpay, the embedded sandbox, or null (not offered). */
  payments: RazorpayGateway | SandboxGateway | null;
  /** Delivers queued emails; `kick()` after a commit that queued one. */
  outbox: OutboxWorker;
  /** Sends login codes by SMS: MSG91, files under DATA_DIR/sms, or null (OTP login not offered). */
  sms: SmsTransport | null;
  /** Order updates on WhatsApp (decision 031): the Cloud API, files under DATA_DIR/whatsapp, or null (not offered). */
  whatsapp: WhatsAppTransport | null;
  /** The shop's VAPID public key (browsers subscribe with it); the private key stays in the settings table. */
  pushPublicKey: string;
  /** Books shipments: manual entry, or Shiprocket when configured. */
  shipping: ShippingProvider;
  metrics: ShopMetrics;
  /** True once shutdown has begun: /readyz answers 503 so load balancers stop sending traffic. */
  draining?: boolean;
};
