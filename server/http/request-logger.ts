import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./context";
import { nextRequestId } from "./request-id";

/** One pino line per request, with a request id that is also returned to the client. */
export function requestLogger(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[A-Za-z0-9._-]{1,64}$/.test(incoming) ? incoming : nextRequestId();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    c.var.services.log.info({ requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  };
}
