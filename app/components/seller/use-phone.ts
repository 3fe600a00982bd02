import { useSyncExternalStore } from "react";

/** Tailwind's `md` breakpoint: below it the back office shows cards, from it tables. */
const PHONE = "(max-width: 767.98px)";

const subscribe = (onChange: () => void) => {
  const mq = window.matchMedia(PHONE);
  mq.addEventListener("change", onChange);
  return () => mq.removeEventListener("change", onChange);
};

/**
 * True below 768 px. The order and product lists load after hydration, so one
 * layout is rendered (cards or table), never both: one row per order for
 * tests and screen readers alike. The server renders the desktop layout.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}
