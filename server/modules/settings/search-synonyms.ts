import type { Kysely } from "kysely";
import { DEFAULT_SYNONYMS } from "../../../lib/default-synonyms";
import type { SynonymGroups } from "../../../lib/search";
import { STALE_SYNONYMS } from "../../../lib/search-synonyms";
import type { DB } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { bumpCatalogVersion } from "../catalog/catalog.repo";

/** The seller's search synonyms live in their own settings row (decision record 024), not in the shop settings. */
export const SEARCH_KEY = "search";

type Stored = { groups: SynonymGroups };

function parseStored(value: string): SynonymGroups {
  try {
    const parsed = JSON.parse(value) as Partial<Stored>;
    if (Array.isArray(parsed.groups) && parsed.groups.every((g) => Array.isArray(g) && g.every((w) => typeof w === "string"))) return parsed.groups;
  } catch {
    // fall through: a row nobody can read searches without synonyms rather than failing every listing
  }
  return [];
}

/**
 * The groups and the version they were saved as (`updatedAt`, what the seller's screen sends back). A shop that
 * never saved a list (seeded before issue 17) reads the default list, at version null.
 */
export async function readSearchSynonymsRow(db: Kysely<DB>): Promise<{ groups: SynonymGroups; updatedAt: string | null }> {
  const row = await db.selectFrom("settings").select(["value", "updated_at"]).where("key", "=", SEARCH_KEY).executeTakeFirst();
  if (!row) return { groups: structuredClone(DEFAULT_SYNONYMS), updatedAt: null };
  return { groups: parseStored(row.value), updatedAt: row.updated_at };
}

export async function readSearchSynonyms(db: Kysely<DB>): Promise<SynonymGroups> {
  return (await readSearchSynonymsRow(db)).groups;
}

/**
 * Writes the groups when the stored row is still at `expected` (null: there is no row yet), in one conditional
 * statement, so two saves racing each other cannot both pass. Returns the new version, or null when the row changed.
 */
export async function writeSearchSynonyms(db: Kysely<DB>, groups: SynonymGroups, expected: string | null): Promise<string | null> {
  const value = JSON.stringify({ groups } satisfies Stored);
  const now = new Date();
  if (expected === null) {
    const res = await db
      .insertInto("settings")
      .values({ key: SEARCH_KEY, value, updated_at: now.toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? now.toISOString() : null;
  }
  // A new version is always later than the one it replaces, even within one millisecond.
  const after = Date.parse(expected);
  const updated_at = (Number.isFinite(after) && after >= now.getTime() ? new Date(after + 1) : now).toISOString();
  const res = await db.updateTable("settings").set({ value, updated_at }).where("key", "=", SEARCH_KEY).where("updated_at", "=", expected).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? updated_at : null;
}

/** Saves checked groups (409 when stale); the catalogue version is bumped in the same transaction, as listings search with them. */
export async function saveSearchSynonyms(services: Services, groups: SynonymGroups, expected: string | null): Promise<string> {
  const updatedAt = await services.database.db.transaction().execute(async (trx) => {
    const saved = await writeSearchSynonyms(trx, groups, expected);
    if (saved === null) throw new HttpError(409, STALE_SYNONYMS);
    await bumpCatalogVersion(trx);
    return saved;
  });
  services.catalog.invalidate();
  return updatedAt;
}
