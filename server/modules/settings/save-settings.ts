import { z } from "zod";
import { shopSettingsSchema, type ShopSettings } from "../../../lib/shop-settings";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { bumpCatalogVersion } from "../catalog/catalog.repo";
import { writeShopSettings } from "./settings.repo";

/** The refusal of a save made from settings loaded before someone else's save (another tab, another seller). */
export const STALE_SETTINGS =
  "The settings were changed since you opened them (saved in another tab or by someone else). Reload the settings, then make your changes again.";

/**
 * PUT /api/seller/settings carries every page's text in English and Hindi (Devanagari is 3 bytes a character in
 * UTF-8: the demo's Hindi policies alone are 20 KB), more than the API's 64 KB for other JSON bodies.
 */
export const SETTINGS_PATH = "/api/seller/settings";
export const SETTINGS_BODY_LIMIT = 256 * 1024;

/** PUT /api/seller/settings: the whole settings, and the `updatedAt` they were loaded as (optional for older clients: then the last save wins). */
export const saveSettingsBody = z.strictObject({ settings: z.unknown(), updatedAt: z.string().max(40).optional() });

/** One problem with one field: `path` names it the way the form does ("testimonials.1.name"). */
export type SettingsIssue = { path: string; message: string };

/** Every problem of the settings, by field (not only the first), or the parsed settings. */
export function checkSettings(value: unknown): { settings: ShopSettings } | { message: string; issues: SettingsIssue[] } {
  const parsed = shopSettingsSchema.safeParse(value);
  if (parsed.success) return { settings: parsed.data };
  const issues = parsed.error.issues.slice(0, 50).map((i) => ({ path: i.path.map(String).join("."), message: i.message }));
  const first = issues[0]!;
  return { message: first.path ? `${first.path}: ${first.message}` : first.message, issues };
}

/**
 * Saves checked settings: refused (409) when `expected` is not the stored version any more. Every page shows
 * the settings, so the catalogue version is bumped in the same transaction and every instance drops its pages.
 */
export async function saveShopSettings(
  services: Services,
  settings: ShopSettings,
  expected: string | undefined,
): Promise<{ settings: ShopSettings; updatedAt: string }> {
  const updatedAt = await services.database.db.transaction().execute(async (trx) => {
    const saved = await writeShopSettings(trx, settings, expected);
    if (saved === null) throw new HttpError(409, STALE_SETTINGS);
    await bumpCatalogVersion(trx);
    return saved;
  });
  services.catalog.invalidate();
  return { settings, updatedAt };
}
