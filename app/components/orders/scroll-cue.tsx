import { useEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "../../i18n/use-t";

/**
 * A region that scrolls sideways when its content is wider (an invoice's table
 * on a phone), with a visible cue while more lies to the right: a "Scroll →"
 * hint above it and a shadow on its right edge. Neither prints.
 */
export function ScrollCue({ label, children }: { label: string; children: ReactNode }) {
  const region = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  const t = useT();

  useEffect(() => {
    const el = region.current;
    if (!el) return;
    const measure = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 1);
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => {
      el.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);

  return (
    <div className="relative mt-4">
      <p className={`mb-1 text-right text-xs font-semibold text-saddle print:hidden ${more ? "" : "invisible"}`} aria-hidden="true" data-testid="scroll-hint">
        {t("orders.scroll")}
      </p>
      <div ref={region} className="overflow-x-auto" role="region" aria-label={label} tabIndex={0} data-testid="scroll-region">
        {children}
      </div>
      {more && (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute top-5 right-0 bottom-0 w-8 bg-gradient-to-l from-black/15 to-transparent print:hidden"
        />
      )}
    </div>
  );
}
