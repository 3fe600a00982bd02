import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { Counter, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { AppEnv } from "./context";

/**
 * Prometheus metrics of this process (`GET /metrics`): requests and their
 * latency by route pattern (never by raw URL, so ids cannot explode the label
 * set), orders placed, payment failures, and Node's own (memory, event loop).
 */
export class ShopMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    registers: [this.registry],
  });
  readonly duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request duration by method and route pattern",
    labelNames: ["method", "route"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly ordersPlaced = new Counter({
    name: "shop_orders_placed_total",
    help: "Orders placed: COD at checkout, online once paid",
    labelNames: ["payment_type"],
    registers: [this.registry],
  });
  readonly paymentFailures = new Counter({
    name: "shop_payment_failures_total",
    help: "Online payments that failed, expired, were cancelled or could not start",
    labelNames: ["reason"],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /** SQLite: the group-commit writer's batches and the jobs in them (decision 037), read when /metrics is asked. */
  watchGroupCommit(writer: { batches: number; jobs: number }): void {
    const counted = (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.reset();
          this.inc(read());
        },
      });
    counted("shop_sqlite_commit_batches_total", "Transactions the SQLite group-commit writer committed", () => writer.batches);
    counted("shop_sqlite_commit_jobs_total", "Writes (checkouts, counters, cart saves) committed in those batches", () => writer.jobs);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    this.requests.inc({ method, route, status: String(status) });
    this.duration.observe({ method, route }, seconds);
  }

  /** Counts every request the Hono app answers, labelled with the route pattern that matched. */
  middleware(): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const started = performance.now();
      try {
        await next();
      } finally {
        this.observe(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
      }
    };
  }
}

/** "/api/order/:id{…}" for API routes; "page" for server-rendered pages; "static" for files. */
function routeLabel(c: Context<AppEnv>): string {
  const path = c.req.path;
  if (path.startsWith("/api/")) {
    const pattern = routePath(c); // after next(): the handler that answered
    return pattern && pattern !== "/api/*" && pattern !== "*" ? pattern : "/api/(unknown)";
  }
  if (path.startsWith("/assets/") || path.startsWith("/images/") || path.startsWith("/uploads/")) return "static";
  if (path === "/metrics" || path === "/healthz" || path === "/readyz") return path;
  return "page";
}
