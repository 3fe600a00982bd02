import { timingSafeEqual } from "node:crypto";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { sql } from "kysely";
import { bodyLimit } from "hono/body-limit";
import { compressResponses } from "./http/compress";
import { accountsRoutes } from "./modules/accounts/accounts.routes";
import { otpRoutes } from "./modules/accounts/otp.routes";
import { selfServiceRoutes } from "./modules/accounts/self-service.routes";
import { addressesRoutes } from "./modules/addresses/addresses.routes";
import { deliveryRoutes } from "./modules/delivery/delivery.routes";
import { cartRoutes } from "./modules/cart/cart.routes";
import { ordersRoutes } from "./modules/orders/orders.routes";
import { afterSalesRoutes } from "./modules/after-sales/after-sales.routes";
import { RETURN_BODY_LIMIT, RETURN_UPLOAD_PATH, returnsRoutes } from "./modules/after-sales/returns.routes";
import { paymentsRoutes } from "./modules/payments/payments.routes";
import { sellerAuthRoutes } from "./modules/seller/seller-auth.routes";
import { sellerOrdersRoutes } from "./modules/seller/seller-orders.routes";
import { backOfficeRoutes } from "./modules/seller/back-office.routes";
import { searchSynonymsRoutes } from "./modules/settings/search-synonyms.routes";
import { sellerAccountRoutes } from "./modules/seller/account.routes";
import { pushRoutes } from "./modules/notifications/push/push.routes";
import { sellerProductsRoutes, UPLOAD_BODY_LIMIT, UPLOAD_PATHS } from "./modules/catalog/seller-products.routes";
import { SETTINGS_BODY_LIMIT, SETTINGS_PATH } from "./modules/settings/save-settings";
import { catalogRoutes } from "./modules/catalog/catalog.routes";
import { couponsRoutes } from "./modules/coupons/coupons.routes";
import { searchRoutes } from "./modules/catalog/search.routes";
import { REVIEW_BODY_LIMIT, REVIEW_UPLOAD_PATH, reviewsRoutes } from "./modules/reviews/reviews.routes";
import { contentRoutes } from "./modules/content/content.routes";
import { seoRoutes } from "./modules/catalog/seo.routes";
import { backOfficeAppRoutes, sessionTagging } from "./modules/back-office-app/back-office-app.routes";
import type { AppEnv } from "./http/context";
import { sameOriginOnly } from "./http/csrf";
import { HttpError, NUL_REFUSED } from "./http/errors";
import { jsonBodiesOnly } from "./http/json-only";
import { mediaRoutes } from "./http/media";
import { catalogueAssetRoutes } from "./http/catalogue-assets";
import { requestLogger } from "./http/request-logger";
import { paymentCspSources, securityHeaders } from "./http/security-headers";
import { createFastPath } from "./http/fast-path";
import { PageCache } from "./http/page-cache";
import { ssrHandler, type BuildSource } from "./http/ssr";
import { languageRoutes, rememberedLanguage } from "./http/language";
import { apiLanguage } from "./http/api-language";
import type { Services } from "./services";

export type AppOptions = {
  /** React Router server build; omitted in API-only tests. */
  build?: BuildSource;
  /** Folder of the client build (hashed assets), served as static files. */
  clientDir?: string;
  /** Rendered anonymous pages; shared with the fast path. */
  pageCache?: PageCache;
};

/** The Hono app plus the in-memory fast path that answers hot reads before it. */
export function createHandlers(services: Services, opts: AppOptions = {}) {
  const pageCache = opts.pageCache ?? new PageCache(undefined, services.config.pageCacheBytes);
  const app = createApp(services, { ...opts, pageCache });
  return { app, fastPath: createFastPath(services, pageCache) };
}

/** Constant-time comparison of a presented secret with the expected one. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Builds the whole HTTP application without listening, so tests can call `app.request()`. */
export function createApp(services: Services, opts: AppOptions = {}) {
  const production = services.config.env === "production";
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    c.set("services", services);
    await next();
  });
  app.use(requestLogger());
  app.use(services.metrics.middleware());
  app.use(securityHeaders(production, paymentCspSources(services.config.payments)));
  app.use(compressResponses());

  app.get("/healthz", (c) => c.json({ status: "ok" }));
  app.get("/metrics", async (c) => {
    // Open in development; in production only with METRICS_TOKEN (Prometheus' bearer_token).
    const token = services.config.metricsToken;
    if (token ? !sameSecret(c.req.header("authorization") ?? "", `Bearer ${token}`) : production) return c.json({ success: false, message: "Not found" }, 404);
    return c.body(await services.metrics.registry.metrics(), 200, { "Content-Type": services.metrics.registry.contentType, "Cache-Control": "no-store" });
  });
  app.get("/readyz", async (c) => {
    if (services.draining) return c.json({ status: "shutting down" }, 503);
    try {
      // A real round trip: the catalogue is cached in memory and would say "ready" with the database gone.
      await sql`select 1`.execute(services.database.db);
      return c.json({ status: "ready" });
    } catch {
      return c.json({ status: "database unreachable" }, 503);
    }
  });

  const api = new Hono<AppEnv>();
  // Messages in the language of the page that asked (X-Shop-Lang: hi); the spec's clients get English.
  api.use(apiLanguage());
  api.use(sameOriginOnly());
  // A NUL in the path or query (%00) would reach a query as text, which PostgreSQL refuses: say so instead.
  api.use(async (c, next) => {
    if (/%00/i.test(c.req.url)) throw new HttpError(400, NUL_REFUSED);
    await next();
  });
  const tooLarge = () => {
    throw new HttpError(413, "Request body is too large");
  };
  const smallBody = bodyLimit({ maxSize: 64 * 1024, onError: tooLarge });
  const uploadBody = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: tooLarge });
  const returnBody = bodyLimit({ maxSize: RETURN_BODY_LIMIT, onError: tooLarge });
  const reviewBody = bodyLimit({ maxSize: REVIEW_BODY_LIMIT, onError: tooLarge });
  const settingsBody = bodyLimit({ maxSize: SETTINGS_BODY_LIMIT, onError: tooLarge });
  api.use((c, next) =>
    UPLOAD_PATHS.has(c.req.path)
      ? uploadBody(c, next)
      : RETURN_UPLOAD_PATH.test(c.req.path)
        ? returnBody(c, next)
        : REVIEW_UPLOAD_PATH.test(c.req.path)
          ? reviewBody(c, next)
          : c.req.path === SETTINGS_PATH
            ? settingsBody(c, next)
            : smallBody(c, next),
  );
  // A return request and a review may carry photos (multipart); every other body outside the upload paths is JSON.
  api.use(jsonBodiesOnly((path) => UPLOAD_PATHS.has(path) || RETURN_UPLOAD_PATH.test(path) || REVIEW_UPLOAD_PATH.test(path)));
  api.route("/", catalogRoutes());
  api.route("/", reviewsRoutes());
  api.route("/", couponsRoutes());
  api.route("/", searchRoutes());
  api.route("/", contentRoutes());
  api.route("/", accountsRoutes());
  api.route("/", otpRoutes());
  api.route("/", selfServiceRoutes());
  api.route("/", cartRoutes());
  api.route("/", addressesRoutes());
  api.route("/", deliveryRoutes());
  api.route("/", afterSalesRoutes());
  api.route("/", returnsRoutes());
  api.route("/", ordersRoutes());
  api.route("/", paymentsRoutes());
  api.route("/", sellerAuthRoutes());
  api.route("/", sellerOrdersRoutes());
  api.route("/", sellerProductsRoutes());
  api.route("/", backOfficeRoutes());
  api.route("/", sellerAccountRoutes());
  api.route("/", pushRoutes());
  api.route("/", searchSynonymsRoutes());
  api.all("*", () => {
    throw new HttpError(404, "No such API endpoint");
  });
  // The installable back office: manifest, icons, service worker, and the session tag its cache goes by (record 015).
  const tagging = sessionTagging(production);
  for (const path of ["/seller", "/seller/*", "/api/order/seller"]) app.use(path, tagging);
  app.route(
    "/",
    backOfficeAppRoutes(async () => (opts.build ? (typeof opts.build === "function" ? await opts.build() : opts.build).assets.version : "api")),
  );
  // Media first: `/api/images/*` is a media path, not a JSON endpoint (the API's catch-all would 404 it).
  app.route("/", mediaRoutes());
  app.route("/api", api);

  app.route("/", seoRoutes());
  app.route("/", languageRoutes(production));
  app.use("*", rememberedLanguage());

  // The interface texts, before the built assets' folder (they are not files: app/i18n/catalogue.server.ts).
  app.route("/", catalogueAssetRoutes());
  if (opts.clientDir) {
    const root = path.relative(process.cwd(), opts.clientDir) || ".";
    app.use(
      "/assets/*",
      serveStatic({
        root,
        precompressed: true,
        onFound: (_p, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.get("/assets/*", (c) => c.text("Not found", 404));
    app.use(
      "*",
      serveStatic({
        root,
        onFound: (_p, c) => {
          c.header("Cache-Control", "public, max-age=3600");
        },
      }),
    );
  }

  if (opts.build) {
    const mode = production ? "production" : "development";
    const render = ssrHandler(opts.build, mode, opts.pageCache);
    app.all("*", (c) => render(c));
  }

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json({ ...err.extra, success: false, message: err.message }, err.status, err.headers);
    c.var.services?.log.error({ err, requestId: c.var.requestId }, "unhandled error");
    return c.json({ success: false, message: "Something went wrong. Please try again." }, 500);
  });
  app.notFound((c) => c.json({ success: false, message: "Not found" }, 404));

  return app;
}
