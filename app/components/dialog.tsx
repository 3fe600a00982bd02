import { useEffect, useId, useRef, type ReactNode } from "react";

type Props = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  width?: string;
  /** Hide the title visually (it still names the dialog). */
  hideTitle?: boolean;
};

/**
 * A modal dialog: dimmed backdrop (click to close), Escape closes, focus moves
 * into the panel on open and back to where it was on close.
 */
export function Dialog({ title, onClose, children, width = "max-w-sm", hideTitle = false }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>("input, select, textarea, button:not([data-dialog-close]), a[href]");
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close.current();
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      before?.focus?.();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto bg-black/50 p-4" onClick={() => close.current()}>
      <div ref={panel} tabIndex={-1} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()} className={`my-auto w-full ${width} rounded-2xl bg-white p-6 shadow-xl outline-none`}>
        <h2 id={titleId} className={hideTitle ? "sr-only" : "text-center font-display text-2xl font-bold"}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
