import { useEffect, useState, type FormEvent } from "react";
import { MAX_GROUP_WORDS, MAX_SYNONYM_CHARS, MAX_SYNONYM_GROUPS, STALE_SYNONYMS, SYNONYMS_SAVED } from "../../../lib/search-synonyms";
import type { SynonymGroups } from "../../../lib/search";
import { toast } from "../../toast";
import { sellerSend, useSellerData } from "./seller-api";

type Loaded = { groups: SynonymGroups; updatedAt: string | null };

/** The textarea's text: one group a line, its words separated by commas. */
export const groupsToText = (groups: SynonymGroups) => groups.map((g) => g.join(", ")).join("\n");

/** Every line is a group (blank ones too, sent empty, so the server's "Group 3" is line 3); words split at commas. */
export const textToGroups = (text: string): SynonymGroups =>
  text
    .replace(/\n+$/, "")
    .split(/\r?\n/)
    .map((line) =>
      line
        .split(",")
        .map((w) => w.trim())
        .filter((w) => w !== ""),
    );

/**
 * The seller's search synonyms (issue 17 item 4): words that mean the same, one group a line, so a shopper's
 * "rassi", "patta" or "लगाम" finds the products named rope, collar or halter. English, like the back office.
 */
export function SearchSynonymsForm() {
  const loaded = useSellerData<Loaded>("/api/seller/search-synonyms", (m) => toast.error(m));
  const [saved, setSaved] = useState<Loaded | null>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const take = (next: Loaded) => {
    setSaved(next);
    setText(groupsToText(next.groups));
    setProblem(null);
  };
  useEffect(() => {
    if (loaded.data) take({ groups: loaded.data.groups, updatedAt: loaded.data.updatedAt });
  }, [loaded.data]);

  if (!saved) return <p className="text-muted">{loaded.failed ? "The search synonyms could not be loaded." : "Loading..."}</p>;

  const groups = textToGroups(text).filter((g) => g.length > 0);
  const changed = groupsToText(groups) !== groupsToText(saved.groups);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await sellerSend<Loaded>("PUT", "/api/seller/search-synonyms", { groups: textToGroups(text), updatedAt: saved.updatedAt });
    setBusy(false);
    if (res.success && res.groups && res.updatedAt !== undefined) {
      take({ groups: res.groups, updatedAt: res.updatedAt });
      toast.success(res.message || SYNONYMS_SAVED);
      return;
    }
    const message = res.message || "Could not save the search synonyms";
    setProblem(message);
    toast.error(message);
  };

  return (
    <form onSubmit={(e) => void save(e)} noValidate className="mt-6 space-y-4" data-testid="synonyms-form">
      <label htmlFor="synonym-groups" className="block font-semibold">
        Synonym groups, one per line
      </label>
      <p id="synonym-groups-hint" className="text-sm text-muted">
        Words on one line, separated by commas, mean the same: a search for any of them finds products named with any other. For example{" "}
        <span className="font-medium text-bark">rope, rassi, rasi, रस्सी</span>. A word can be in one group only. Up to {MAX_SYNONYM_GROUPS} lines,{" "}
        {MAX_GROUP_WORDS} words a line, {MAX_SYNONYM_CHARS} characters a word; a problem names its line as “Group”.
      </p>
      <textarea
        id="synonym-groups"
        aria-describedby="synonym-groups-hint"
        aria-invalid={problem ? true : undefined}
        className="input min-h-80 resize-y text-base leading-relaxed"
        rows={16}
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (problem !== STALE_SYNONYMS) setProblem(null);
        }}
      />
      {problem && (
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          <p className="font-medium">{problem}</p>
          {problem === STALE_SYNONYMS && (
            <button type="button" className="btn-outline mt-3" onClick={() => loaded.reload()}>
              Reload the synonyms (your unsaved changes are lost)
            </button>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-4">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? "Saving…" : "Save synonyms"}
        </button>
        <span className="text-sm text-muted" aria-live="polite">
          {groups.length} {groups.length === 1 ? "group" : "groups"}
          {changed ? ", unsaved changes" : ", all saved"}
        </span>
      </div>
    </form>
  );
}
