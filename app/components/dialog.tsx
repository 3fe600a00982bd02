import { useEffect, useId, useRef, type ReactNode } from "react";

type Props = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  width?: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
  /**
   * Where focus goes on open: the first field or button (a form), or the panel
   * itself, opened at its top (a document such as an invoice, whose first
   * button is at the bottom).
   */
  initialFocus?: "first" | "panel";
};

const FOCUSABLE =
  "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])";

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/**
 * A modal dialog: dimmed backdrop (click to close), Escape closes, focus moves
 * into the panel on open, stays inside it (Tab from the last element goes to
 * the first, Shift+Tab the reverse) and goes back to where it was on close.
 */
export function Dialog({ title, onClose, children, width = "max-w-sm", hideTitle = false, initialFocus = "first" }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const backdrop = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const root = panel.current;
    const first = initialFocus === "first" ? root?.querySelector<HTMLElement>("input, select, textarea, button:not([data-dialog-close]), a[href]") : null;
    (first ?? root)?.focus({ preventScroll: initialFocus === "panel" });
    if (initialFocus === "panel" && backdrop.current) backdrop.current.scrollTop = 0;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== "Tab" || !root) return;
      const items = focusables(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      const inside = active instanceof Node && root.contains(active);
      if (e.shiftKey && (!inside || active === firstItem || active === root)) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (!inside || active === lastItem)) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      before?.focus?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once per opening: a later initialFocus change does not move focus again
  }, []);

  return (
    <div ref={backdrop} className="fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto bg-black/50 p-4" onClick={() => close.current()}>
      <div
        ref={panel}
        tabIndex={-1}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
        className={`my-auto w-full min-w-0 ${width} rounded-2xl bg-white p-6 shadow-xl outline-none`}
      >
        <h2 id={titleId} className={hideTitle ? "sr-only" : "text-center font-display text-2xl font-bold"}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
