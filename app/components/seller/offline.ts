import { useSyncExternalStore } from "react";
import { BACK_OFFICE_SCOPE, CACHE_PREFIX, SERVICE_WORKER_URL } from "../../../lib/back-office-app";

/**
 * The page's side of the back office's service worker (decision record 015):
 * registration, "keep what I show" when the worker takes control, and dropping
 * everything it kept when the seller's session ends.
 */

const supported = () => typeof navigator !== "undefined" && "serviceWorker" in navigator;

/**
 * The paths of the hashed assets this page loaded or is loading (scripts, styles, fonts): the shell a reload offline
 * needs. A request still in flight has no performance entry yet, so the page's own script, preload and style links
 * are named too (a chunk missing from the shell leaves a reload offline without its scripts).
 */
function loadedAssets(): string[] {
  const linked = [
    ...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('link[rel="modulepreload"], link[rel="stylesheet"], link[rel="preload"], script[src]'),
  ].map((el) => (el instanceof HTMLScriptElement ? el.src : el.href));
  const urls = [...performance.getEntriesByType("resource").map((e) => e.name), ...linked].map((name) => new URL(name, location.href));
  return [...new Set(urls.filter((u) => u.origin === location.origin && u.pathname.startsWith("/assets/")).map((u) => u.pathname))];
}

let warmed = false;
function warm(worker: ServiceWorker | null | undefined) {
  if (!worker) return;
  warmed = true;
  worker.postMessage({ type: "warm", page: location.pathname, assets: loadedAssets() });
}

/**
 * Whether this document itself came through a service worker, which then kept it. Having a controller when the
 * script runs does not say so: a worker activating while the page loaded takes it over (clients.claim) after its
 * navigation went to the network, and that page was never kept (seen in CI: offline, "This screen has not been
 * opened on this device yet" for the order list just opened). A navigation's workerStart is set only when a
 * worker handled it.
 */
function documentCameThroughWorker(): boolean {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return (navigation?.workerStart ?? 0) > 0;
}

let registered = false;

/**
 * Registers /seller/sw.js for /seller (once per page). When a worker takes
 * control of this page (the first install, or a new version after a deploy), or
 * the page was loaded without going through one (before it was active, or a
 * hard reload), it is asked to keep this page, its assets and the order list,
 * which it was not there to see.
 */
export function registerBackOfficeWorker(): void {
  if (!supported() || registered) return;
  registered = true;
  const missed = !documentCameThroughWorker();
  navigator.serviceWorker.addEventListener("controllerchange", () => warm(navigator.serviceWorker.controller));
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: BACK_OFFICE_SCOPE })
    .then(async () => {
      const ready = await navigator.serviceWorker.ready;
      if (missed && !warmed) warm(ready.active);
    })
    .catch((err: unknown) => console.error("Back office service worker not registered", err));
}

/** Drops every cache of the worker, from the page itself (it works even where no worker controls the page) and through the worker. */
export async function dropOfflineData(): Promise<void> {
  if (supported()) navigator.serviceWorker.controller?.postMessage({ type: "purge" });
  if (typeof caches === "undefined") return;
  try {
    for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
  } catch {
    // Cache Storage refused (a private window's storage, say): there is nothing kept to drop.
  }
}

const subscribe = (change: () => void) => {
  window.addEventListener("online", change);
  window.addEventListener("offline", change);
  return () => {
    window.removeEventListener("online", change);
    window.removeEventListener("offline", change);
  };
};

/** Whether the browser says it is online (always true while rendering on the server). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
