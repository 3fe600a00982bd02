import type { Category } from "../../../lib/catalog";
import { parseCategoryTranslations } from "../../../lib/catalog-i18n";
import type { CategoryHindiInput } from "../../../lib/product-admin";
import { HttpError } from "../../http/errors";
import type { Services } from "../../services";
import { listCategories } from "./catalog.repo";
import { catalogueWrite } from "./save-product";

/**
 * The categories' Hindi tile texts (issue 17): each named path must be one of the shop's categories (any case); a
 * blank text removes the translation. One transaction, so the storefront never shows half a save.
 */
export async function saveCategoryHindi(services: Services, input: CategoryHindiInput): Promise<Category[]> {
  await catalogueWrite(services, undefined, async (trx) => {
    const rows = await trx.selectFrom("categories").select(["id", "path", "translations"]).execute();
    for (const [path, text] of Object.entries(input.texts)) {
      const row = rows.find((r) => r.path.toLowerCase() === path.toLowerCase());
      if (!row) throw new HttpError(400, `Unknown category: ${path}`);
      const hi = text === "" ? undefined : { text };
      const current = parseCategoryTranslations(row.translations) ?? {};
      const next = hi ? { ...current, hi } : Object.fromEntries(Object.entries(current).filter(([lang]) => lang !== "hi"));
      await trx
        .updateTable("categories")
        .set({ translations: JSON.stringify(next) })
        .where("id", "=", row.id)
        .execute();
    }
  });
  return listCategories(services.database.db);
}
