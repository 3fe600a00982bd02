import { useEffect, useRef, useState, type MutableRefObject, type SyntheticEvent } from "react";
import { Link, useNavigate } from "react-router";
import { imageUrl } from "../../lib/catalog";
import { formatPrice, rupeesToPaise } from "../../lib/money";
import type { SearchAnswer, SearchHit } from "../../lib/search-hits";
import { getJson } from "../api";
import { useLang, useLocalePath, useT } from "../i18n/use-t";

/** What the search box's input shows screen readers: whether the list is open and which option is highlighted. */
export type ComboState = { open?: boolean; active?: string };
/** The input's keydown (with its key) or blur. */
export type InputEvent = SyntheticEvent<HTMLInputElement> & { key?: string };

type Props = {
  /** The listbox's id (the input's aria-controls); options are `${id}-0`, `${id}-1`, … */
  id: string;
  /** The input's id: results that arrive after it lost focus are not shown. */
  input: string;
  /** What the shopper last typed (undefined never: the box renders this once focused, "" until typed). */
  typed: string;
  /** The input's keydown and blur go here. */
  eventsRef: MutableRefObject<((e: InputEvent) => void) | undefined>;
  onState: (s: ComboState) => void;
  /** The box's pending "type to filter /products" navigation, stopped when a suggestion is picked. */
  navTimer: MutableRefObject<ReturnType<typeof setTimeout> | null>;
};

/**
 * Issue 19 item 3: up to 5 products under the header's search box as the shopper types (GET /api/search), and
 * "See all results". Loaded on the box's first focus (navbar.tsx), so it is not in any page's first script.
 * ARIA combobox with a listbox: focus stays in the input, arrows move aria-activedescendant.
 */
export default function SearchSuggest({ id, input, typed, eventsRef, onState, navTimer }: Props) {
  const t = useT();
  const lp = useLocalePath();
  const hindi = useLang() === "hi";
  const navigate = useNavigate();
  const [shown, setShown] = useState<{ q: string; hits: SearchHit[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latest = useRef(0);

  useEffect(() => {
    const q = typed.trim();
    const ask = ++latest.current;
    if (q.length < 2) {
      setOpen(false);
      setShown(null);
      return;
    }
    const timer = setTimeout(() => {
      void getJson<SearchAnswer>(`/api/search?q=${encodeURIComponent(q)}&limit=5`).then((res) => {
        // Only the newest question's answer is shown (an older one can arrive after it).
        if (ask !== latest.current || !res.success) return;
        const hits = res.products ?? [];
        setShown({ q, hits });
        setActive(-1);
        setOpen(hits.length > 0 && document.activeElement?.id === input);
      });
    }, 150);
    return () => clearTimeout(timer);
  }, [typed, input]);

  const rows = shown ? [...shown.hits.map((h) => lp(h.href)), lp(`/products?q=${encodeURIComponent(shown.q)}`)] : [];
  const isOpen = open && rows.length > 1;

  useEffect(() => onState({ open: isOpen, active: isOpen && active >= 0 ? `${id}-${active}` : undefined }), [isOpen, active, id, onState]);

  const picked = () => {
    if (navTimer.current) clearTimeout(navTimer.current);
    setOpen(false);
    (document.activeElement as HTMLElement | null)?.blur();
  };

  const onEvent = (e: InputEvent) => {
    if (e.type === "blur") return setOpen(false);
    const key = e.key;
    if (key === "ArrowDown" || key === "ArrowUp") {
      if (rows.length < 2) return;
      e.preventDefault();
      if (!isOpen) setOpen(true);
      const last = rows.length - 1;
      setActive(key === "ArrowDown" ? (active >= last ? 0 : active + 1) : active <= 0 ? last : active - 1);
    } else if (key === "Escape" && isOpen) {
      e.preventDefault(); // and the search field keeps its text
      setOpen(false);
      setActive(-1);
    } else if (key === "Enter") {
      if (isOpen && active >= 0) {
        e.preventDefault();
        picked();
        void navigate(rows[active]!);
      } else setOpen(false); // the form submits, as before
    }
  };
  useEffect(() => {
    eventsRef.current = onEvent;
  });

  const count = shown?.hits.length ?? 0;
  return (
    <>
      <p role="status" className="sr-only">
        {shown ? (count === 0 ? t("search.suggestNone") : count === 1 ? t("search.suggestOne") : t("search.suggestCount", { count })) : ""}
      </p>
      {isOpen && shown && (
        <div
          role="listbox"
          id={id}
          aria-label={t("search.suggestLabel")}
          // Focus stays in the input while a suggestion is clicked or tapped.
          onMouseDown={(e) => e.preventDefault()}
          className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-2xl border border-stone-200 bg-white py-1 shadow-lg lg:left-auto lg:w-80"
        >
          {shown.hits.map((h, i) => (
            <Link
              key={h._id}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              tabIndex={-1}
              to={rows[i]!}
              onClick={picked}
              className={`flex items-center gap-3 px-3 py-2 hover:bg-sand/60 ${i === active ? "bg-sand" : ""}`}
            >
              {h.image ? (
                <img
                  src={imageUrl(h.image, 240)}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                  decoding="async"
                  className="h-10 w-10 shrink-0 rounded-lg bg-sand object-cover"
                />
              ) : (
                <span aria-hidden="true" className="h-10 w-10 shrink-0 rounded-lg bg-sand" />
              )}
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 text-sm font-medium text-bark">{(hindi && h.nameHi) || h.name}</span>
                <span className="flex flex-wrap items-baseline gap-x-2 text-sm">
                  <span className="font-bold text-bark">
                    <span className="sr-only">{t("price.offer")}</span>
                    {formatPrice(rupeesToPaise(h.offerPrice))}
                  </span>
                  {h.price > h.offerPrice && (
                    <s className="text-xs text-muted">
                      <span className="sr-only">{t("price.mrp")}</span>
                      {formatPrice(rupeesToPaise(h.price))}
                    </s>
                  )}
                  {!h.inStock && <span className="rounded-full bg-stone-200 px-2 text-xs font-semibold text-bark">{t("search.suggestSoldOut")}</span>}
                </span>
              </span>
            </Link>
          ))}
          <Link
            id={`${id}-${count}`}
            role="option"
            aria-selected={active === count}
            tabIndex={-1}
            to={rows[count]!}
            onClick={picked}
            className={`block border-t border-stone-200 px-3 py-2.5 text-sm font-semibold text-saddle hover:bg-sand/60 ${active === count ? "bg-sand" : ""}`}
          >
            {t("search.suggestSeeAll", { query: shown.q })}
          </Link>
        </div>
      )}
    </>
  );
}
