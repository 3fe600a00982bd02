import { useSyncExternalStore } from "react";

/**
 * Login/register modal state. The account actions behind it (log in, register, log out) are in ../auth-actions:
 * only the login modal and the account menu, both loaded lazily, need them (the product page's 120 KB budget).
 */
export type AuthMode = "login" | "register";
type ModalState = { open: boolean; mode: AuthMode };

const CLOSED: ModalState = { open: false, mode: "login" };
// Starts as the very object the server renders with (useLoginModal's server snapshot): an equal but different one
// made React re-render the root layout right after hydrating it, which threw away the server's footer while its
// chunk was still loading (e2e/early-taps.spec.ts, the footer journeys).
let modal: ModalState = CLOSED;
const listeners = new Set<() => void>();

function set(next: ModalState) {
  modal = next;
  for (const l of listeners) l();
}

export function useLoginModal(): ModalState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => modal,
    () => CLOSED,
  );
}

export const openLogin = (mode: AuthMode = "login") => set({ open: true, mode });
export const closeLogin = () => set({ ...modal, open: false });
export const switchMode = (mode: AuthMode) => set({ open: true, mode });
/** Closed, and back to "login" for next time (after a login or registration). */
export const resetLogin = () => set(CLOSED);
