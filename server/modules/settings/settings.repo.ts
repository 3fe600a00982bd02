import { createHash } from "node:crypto";
import { sql, type InferResult, type Kysely } from "kysely";
import { DEFAULT_POLICIES } from "../../../lib/default-policies";
import { shopSettingsSchema, type ShopSettings } from "../../../lib/shop-settings";
import type { DB } from "../../db/schema";

const SHOP_KEY = "shop";

/**
 * The settings as last read, parsed and deep-frozen, with the version and byte size they were read at: every checkout
 * reads the settings inside its transaction (so it prices with the rules in force at that moment), and decoding the
 * stored text (~24 KB with the policies), comparing it and copying the parsed result was 8 % of a checkout's CPU in
 * bench:orders. Every write gives the row a new `updated_at` (writeShopSettings, on any instance), so the text is
 * fetched again only when the version (or, for a write made by hand, the size in bytes) differs. Module state: one
 * database per process (test shops in one file are seeded at different moments, so their versions differ).
 */
let kept: { updatedAt: string; bytes: number; settings: ShopSettings } | null = null;

// octet_length: the stored size, read without the text (SQLite's length() counts characters: it read all 24 KB,
// ~40-80 us per checkout); it also tells a hand edit that swaps letters for ones of another size. One expression for
// both reads, so what is kept and what it is compared with are always counted alike.
const storedBytes = () => sql<number>`octet_length(value)`.as("bytes");

/** The settings' version (when saved, and their size): what readShopSettings compares with what it keeps. */
export function settingsVersionQuery(db: Kysely<DB>) {
  return db.selectFrom("settings").select(["updated_at", storedBytes()]).where("key", "=", SHOP_KEY);
}

export type SettingsVersion = InferResult<ReturnType<typeof settingsVersionQuery>>[number];

async function readKept(db: Kysely<DB>, version?: SettingsVersion): Promise<{ settings: ShopSettings; updatedAt: string }> {
  const row = version ?? (await settingsVersionQuery(db).executeTakeFirst());
  if (!row) throw new Error("Shop settings are missing: the database has not been seeded");
  if (kept?.updatedAt === row.updated_at && kept.bytes === Number(row.bytes)) return { settings: kept.settings, updatedAt: row.updated_at };
  const full = await db.selectFrom("settings").select(["value", "updated_at", storedBytes()]).where("key", "=", SHOP_KEY).executeTakeFirstOrThrow();
  kept = { updatedAt: full.updated_at, bytes: Number(full.bytes), settings: deepFreeze(parseShopSettings(full.value)) };
  return { settings: kept.settings, updatedAt: full.updated_at };
}

/** The settings and the version they were saved as (`updatedAt`, what a seller's form sends back), as a copy the caller may change (a form's draft). */
export async function readShopSettingsRow(db: Kysely<DB>): Promise<{ settings: ShopSettings; updatedAt: string }> {
  const { settings, updatedAt } = await readKept(db);
  return { settings: structuredClone(settings), updatedAt };
}

/**
 * The settings in force, shared and frozen: read them, never change them (a change throws). The same object until
 * the next save, so what is worked out from it once (a language's copy, localiseSettings) is kept with it. `version`:
 * the row settingsVersionQuery read in this same transaction (sent with other reads), instead of reading it here.
 */
export async function readShopSettings(db: Kysely<DB>, version?: SettingsVersion): Promise<ShopSettings> {
  return (await readKept(db, version)).settings;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function parseShopSettings(value: string): ShopSettings {
  return shopSettingsSchema.parse(withLegacyFills(withoutLegacySocialLinks(JSON.parse(value))));
}

/** Settings saved before social links had to be https: such links are left out instead of failing every page. */
function withoutLegacySocialLinks(value: unknown): unknown {
  if (typeof value !== "object" || value === null || !Array.isArray((value as { social?: unknown }).social)) return value;
  const social = (value as { social: unknown[] }).social.filter(
    (s) => typeof (s as { url?: unknown })?.url === "string" && (s as { url: string }).url.startsWith("https://"),
  );
  return { ...value, social };
}

/** The policy texts issue 15 shipped as defaults, by hash: a row still holding one reads today's default (filled from the settings). */
const OLD_DEFAULT_POLICIES: Record<string, keyof typeof DEFAULT_POLICIES> = {
  "457da61b8c1cc538dabb04ddbb4946b6": "shipping",
  "600e3463b107c26f7aab2c04168eb2b1": "returns",
  "57e9e410835ab03a58d5395ab0f0ac43": "privacy",
  "254fa4f0c140b3bbc945ba0eec69fdc1": "terms",
};

/**
 * Settings saved before issue 16: the grievance officer starts as the founder, at the support email and the first
 * phone (the seller changes it under Settings); policies never edited from issue 15's default texts read today's.
 */
function withLegacyFills(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const v = value as Record<string, unknown> & { founder?: { name?: unknown }; emails?: { support?: unknown }; phones?: unknown; policies?: unknown };
  const out: Record<string, unknown> = { ...v };
  if (v.grievanceOfficer === undefined) {
    out.grievanceOfficer = { name: v.founder?.name, email: v.emails?.support, phone: Array.isArray(v.phones) ? v.phones[0] : undefined };
  }
  if (typeof v.policies === "object" && v.policies !== null) {
    const policies: Record<string, unknown> = { ...(v.policies as Record<string, unknown>) };
    for (const [slug, policy] of Object.entries(policies)) {
      const old = OLD_DEFAULT_POLICIES[createHash("sha256").update(JSON.stringify(policy)).digest("hex").slice(0, 32)];
      if (old === slug) policies[slug] = structuredClone(DEFAULT_POLICIES[old]);
    }
    out.policies = policies;
  }
  return out;
}

/**
 * Writes the settings. With `expected` (the `updatedAt` a form loaded), only when the stored row is still that
 * version: one conditional UPDATE, so two saves racing each other cannot both pass. Returns the new version,
 * or null when the row had changed. A new version is always later than the one it replaces, even within one
 * millisecond, so no two saves share a version.
 */
export async function writeShopSettings(db: Kysely<DB>, settings: ShopSettings, expected?: string): Promise<string | null> {
  const value = JSON.stringify(shopSettingsSchema.parse(settings));
  const now = new Date();
  if (expected !== undefined) {
    const after = Date.parse(expected);
    const updated_at = (Number.isFinite(after) && after >= now.getTime() ? new Date(after + 1) : now).toISOString();
    const res = await db.updateTable("settings").set({ value, updated_at }).where("key", "=", SHOP_KEY).where("updated_at", "=", expected).executeTakeFirst();
    return Number(res.numUpdatedRows) === 1 ? updated_at : null;
  }
  const current = await db.selectFrom("settings").select("updated_at").where("key", "=", SHOP_KEY).executeTakeFirst();
  const before = current ? Date.parse(current.updated_at) : NaN;
  const updated_at = (Number.isFinite(before) && before >= now.getTime() ? new Date(before + 1) : now).toISOString();
  await db
    .insertInto("settings")
    .values({ key: SHOP_KEY, value, updated_at })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
    .execute();
  return updated_at;
}
