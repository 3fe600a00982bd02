import { SearchSynonymsForm } from "../../components/seller/search-synonyms-form";

/** /seller/search: the words shoppers search with (issue 17 item 4). Owner only, like Settings. */
export default function SellerSearch() {
  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-3xl font-bold">Search synonyms</h1>
      <p className="mt-1 text-sm text-muted">
        Shoppers search in English, in Hindi and in Hindi typed in English letters. Changes apply to the shop&apos;s search as soon as you save.
      </p>
      <SearchSynonymsForm />
    </div>
  );
}
