import { Hono } from "hono";
import { MAX_SEARCH_LIMIT, SUGGESTIONS, type SearchAnswer } from "../../../lib/search-hits";
import type { AppEnv } from "../../http/context";
import { HttpError } from "../../http/errors";
import { searchCatalogue } from "./search-index";

/**
 * GET /api/search?q=…&limit=… (issue 19, item 3): the header's suggestions (5 by default) and search results.
 * A query longer than 200 characters is cut, never refused; an empty one finds nothing.
 */
export function searchRoutes() {
  const r = new Hono<AppEnv>();
  r.get("/search", async (c) => {
    const raw = c.req.query("limit");
    const limit = raw === undefined || raw === "" ? SUGGESTIONS : Number(raw);
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_LIMIT)
      throw new HttpError(400, `limit must be a whole number from 1 to ${MAX_SEARCH_LIMIT}`);
    const { services } = c.var;
    const [snap, sales] = await Promise.all([services.catalog.get(), services.catalog.unitsSold.get()]);
    const found = searchCatalogue(snap, c.req.query("q") ?? "", sales, limit);
    // Public and the same for everyone: a shared cache may keep it briefly.
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ success: true, query: found.query, total: found.total, products: found.hits } satisfies SearchAnswer);
  });
  return r;
}
