import { lazy, Suspense, useSyncExternalStore } from "react";
import type * as HotToast from "react-hot-toast";

/**
 * react-hot-toast (with the spec's defaults), loaded on the first toast rather
 * than with every page: it is not needed until the shopper does something.
 */
type ToastModule = typeof HotToast;

let loading: Promise<ToastModule> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function load(): Promise<ToastModule> {
  if (!loading) {
    loading = import("react-hot-toast");
    requested = true;
    for (const l of listeners) l();
  }
  return loading;
}

/** Error toasts still on screen: a later success dismisses them (issue 15: "Invalid email or password" stayed after a good login). */
const errors = new Set<string>();

export const toast = {
  success(message: string): void {
    void load().then((m) => {
      for (const id of errors) m.default.dismiss(id);
      errors.clear();
      m.default.success(message);
    });
  },
  error(message: string): void {
    void load().then((m) => {
      errors.add(m.default.error(message));
    });
  },
};

const LazyToaster = lazy(() => load().then((m) => ({ default: m.Toaster })));

/** Mounted by the root layout; renders nothing until the first toast. */
export function Toasts() {
  const show = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => requested,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
