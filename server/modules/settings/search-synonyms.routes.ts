import { Hono } from "hono";
import { checkSynonyms, saveSynonymsBody, SYNONYMS_SAVED } from "../../../lib/search-synonyms";
import { ownerOnly } from "../../http/auth";
import type { AppEnv } from "../../http/context";
import { HttpError, readJson } from "../../http/errors";
import { readSearchSynonymsRow, saveSearchSynonyms } from "./search-synonyms";

export const OWNER_ONLY_SYNONYMS = "Only the shop owner can change the search synonyms";

/** The seller's search synonyms (issue 17 item 4): owner only, like the settings they sit beside. */
export function searchSynonymsRoutes() {
  const r = new Hono<AppEnv>();

  r.get("/seller/search-synonyms", ownerOnly(OWNER_ONLY_SYNONYMS), async (c) => {
    // From the database, not the catalogue cache: the screen needs the version it edits.
    const { groups, updatedAt } = await readSearchSynonymsRow(c.var.services.database.db);
    return c.json({ success: true, groups, updatedAt });
  });

  r.put("/seller/search-synonyms", ownerOnly(OWNER_ONLY_SYNONYMS), async (c) => {
    const body = await readJson(c, saveSynonymsBody);
    const checked = checkSynonyms(body.groups);
    if ("message" in checked) throw new HttpError(400, checked.message);
    const updatedAt = await saveSearchSynonyms(c.var.services, checked.groups, body.updatedAt);
    return c.json({ success: true, message: SYNONYMS_SAVED, groups: checked.groups, updatedAt });
  });

  return r;
}
