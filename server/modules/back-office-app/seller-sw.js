// @ts-check
/// <reference lib="webworker" />
/**
 * The back office's service worker, served at /seller/sw.js with scope /seller
 * (decision record 015). Hand-written on purpose: it caches only what it names.
 *
 * - Pages under /seller: network first; a page rendered for a signed-in seller
 *   (the server marks it with X-Seller-Cache, a one-way tag of the session) is
 *   kept, one copy per path. Offline, the kept copy is shown; with none, a small
 *   "you are offline" page.
 * - The order list's first page (GET /api/order/seller without a search or a
 *   cursor): network first, kept stamped with X-Cached-At; offline, the kept copy.
 * - /assets/* (hashed, immutable): cache first.
 * - Nothing else is touched: storefront pages are outside the scope, and every
 *   other request (customer APIs, images, the storefront's data) goes to the
 *   network as if there were no worker.
 *
 * Seller data lives in one cache per session tag. It is dropped on logout or
 * login (seen here or told by the page), on any 401, when a page comes back
 * without a seller session, and when the tag changes. Offline, the tag of the
 * browser's marker cookie (seller_sw, set beside the session) must equal the
 * cache's, so a page is never shown to a session other than the one it was
 * rendered for.
 */

/** Replaced by the server: a hash of this file and the build, so a deploy installs a new worker and drops old caches. */
const VERSION = "__VERSION__";
const SCOPE = "/seller";
const PREFIX = "seller-";
const SHELL = `${PREFIX}shell-${VERSION}`;
const DATA = `${PREFIX}data-`;
const ORDERS = "/api/order/seller";
const TAG_HEADER = "X-Seller-Cache";
const CACHED_AT = "X-Cached-At";
const MARKER = "seller_sw";

const sw = /** @type {ServiceWorkerGlobalScope & typeof globalThis} */ (/** @type {unknown} */ (self));

/** @param {URL} url */
const inScope = (url) => url.pathname === SCOPE || url.pathname.startsWith(`${SCOPE}/`);
/** @param {URL} url A cache key: the path alone (a page's query is not part of what it shows offline). */
const keyOf = (url) => `${url.origin}${url.pathname}`;

sw.addEventListener("install", () => {
  void sw.skipWaiting();
});

/** @type {() => void} */
let markActivated = () => undefined;
/**
 * Settles once this worker's activation has dropped the old caches. A page may message a worker that is still
 * activating (`navigator.serviceWorker.ready` resolves then), and what "warm" keeps must not be dropped by that
 * clean-up running beside it. A worker started again later (it was idle) is activated already.
 * @type {Promise<void>}
 */
const activated = (sw.serviceWorker ? sw.serviceWorker.state === "activated" : sw.registration.active !== null)
  ? Promise.resolve()
  : new Promise((resolve) => (markActivated = resolve));

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      // A new version keeps nothing of the old one: its assets are gone from the server and its pages name them.
      // The pages it controls now send "warm" (controllerchange), so what they show is kept again at once.
      try {
        for (const name of await caches.keys()) if (name.startsWith(PREFIX) && name !== SHELL) await caches.delete(name);
        await sw.clients.claim();
      } finally {
        markActivated();
      }
    })(),
  );
});

/** Drops every cache of this worker: seller data and shell. */
async function purge() {
  for (const name of await caches.keys()) if (name.startsWith(PREFIX)) await caches.delete(name);
}

/**
 * The marker cookie's tag as the browser holds it now: a string, null when
 * there is none (logged out, ended), or undefined where the Cookie Store API is
 * missing (then the worker relies on what it has seen).
 * @returns {Promise<string | null | undefined>}
 */
async function markerTag() {
  const store = /** @type {{ cookieStore?: { get(name: string): Promise<{ value: string } | null> } }} */ (/** @type {unknown} */ (sw)).cookieStore;
  if (!store) return undefined;
  try {
    return (await store.get(MARKER))?.value ?? null;
  } catch {
    return undefined;
  }
}

/** The data cache of the session in this browser now, or null when nothing may be shown. */
async function currentDataCache() {
  const names = (await caches.keys()).filter((n) => n.startsWith(DATA));
  const name = names[0];
  if (!name) return null;
  const marker = await markerTag();
  if (marker !== undefined && `${DATA}${marker}` !== name) {
    await purge();
    return null;
  }
  return caches.open(name);
}

/**
 * Keeps a seller response under its session's tag, dropping any other session's cache first.
 * @param {string} tag @param {string} key @param {Response} res
 */
async function keep(tag, key, res) {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(tag)) return;
  for (const name of await caches.keys()) if (name.startsWith(DATA) && name !== `${DATA}${tag}`) await caches.delete(name);
  const headers = new Headers(res.headers);
  // The body kept is the decoded one; and a kept copy answers any request for its path (no Vary).
  for (const h of ["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive", "vary"]) headers.delete(h);
  headers.set(CACHED_AT, new Date().toISOString());
  const stamped = new Response(await res.blob(), { status: res.status, statusText: res.statusText, headers });
  await (await caches.open(`${DATA}${tag}`)).put(key, stamped);
}

/** @param {string} key */
async function kept(key) {
  const cache = await currentDataCache();
  return cache ? ((await cache.match(key, { ignoreVary: true, ignoreSearch: true })) ?? null) : null;
}

const OFFLINE_PAGE = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline · Seller</title></head>
<body style="font-family:system-ui,sans-serif;background:#fbf7f0;color:#3b2a1e;padding:2rem;text-align:center">
<h1 style="font-size:1.5rem">You are offline</h1><p>This screen has not been opened on this device yet.</p>
<p><a href="/seller/Orderlist" style="color:#7a3e1d;font-weight:600">Open the orders last loaded</a></p></body></html>`;

function offlinePage() {
  return new Response(OFFLINE_PAGE, {
    status: 503,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}

function offlineJson() {
  return new Response(JSON.stringify({ success: false, message: "You are offline" }), {
    status: 503,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

/** @param {FetchEvent} event @param {URL} url */
async function page(event, url) {
  let res;
  try {
    // Past the browser's HTTP cache: it may hold the anonymous login page of this URL (public, stale-while-revalidate).
    res = await fetch(event.request, { cache: "no-store" });
  } catch {
    return (await kept(keyOf(url))) ?? offlinePage();
  }
  const tag = res.headers.get(TAG_HEADER);
  const html = (res.headers.get("Content-Type") ?? "").startsWith("text/html");
  // A back-office page without a seller session (the login screen): whatever was kept belongs to a session that ended.
  if (html && !tag) event.waitUntil(purge());
  else if (html && tag && res.status === 200) event.waitUntil(keep(tag, keyOf(url), res.clone()));
  return res;
}

/** @param {FetchEvent} event @param {URL} url */
async function orders(event, url) {
  const first = !url.searchParams.get("q") && !url.searchParams.get("after");
  let res;
  try {
    res = await fetch(event.request);
  } catch {
    return (first ? await kept(keyOf(url)) : null) ?? offlineJson();
  }
  const tag = res.headers.get(TAG_HEADER);
  if (res.status === 401) event.waitUntil(purge());
  else if (first && tag && res.status === 200) event.waitUntil(keep(tag, keyOf(url), res.clone()));
  return res;
}

/** @param {Request} request */
async function asset(request) {
  const shell = await caches.open(SHELL);
  const hit = await shell.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.status === 200 && res.type === "basic") await shell.put(request, res.clone());
  return res;
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // A seller logging in or out (here, or at /api/seller/logout): what was kept belongs to the session that ends.
  if (url.pathname === "/api/seller/login" || url.pathname === "/api/seller/logout") {
    event.waitUntil(purge());
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    if (inScope(url)) event.respondWith(page(event, url));
    return;
  }
  if (url.pathname === ORDERS) event.respondWith(orders(event, url));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(asset(request));
  else if (url.pathname.startsWith("/api/seller/")) {
    // Not kept, only watched: a 401 means the seller session ended.
    event.respondWith(
      fetch(request).then((res) => {
        if (res.status === 401) event.waitUntil(purge());
        return res;
      }),
    );
  }
});

/**
 * The page's messages: "purge" (it logged out, logged in, or saw no session) and
 * "warm" (it was opened before this worker controlled it: keep its page, its
 * assets and the order list now, so a reload offline finds them).
 */
sw.addEventListener("message", (event) => {
  /** @type {{ type?: unknown; page?: unknown; assets?: unknown }} */
  const data = typeof event.data === "object" && event.data !== null ? event.data : {};
  if (data.type === "purge") {
    event.waitUntil(purge());
    return;
  }
  if (data.type !== "warm") return;
  event.waitUntil(
    (async () => {
      await activated;
      // A page opened while this worker was activating is not controlled yet: take it (and its requests from now on).
      await sw.clients.claim();
      const shell = await caches.open(SHELL);
      const assets = Array.isArray(data.assets) ? data.assets.filter((a) => typeof a === "string").slice(0, 200) : [];
      for (const a of assets) {
        const url = new URL(a, sw.location.origin);
        if (url.origin !== sw.location.origin || !url.pathname.startsWith("/assets/") || (await shell.match(url.href))) continue;
        try {
          await shell.add(url.href);
        } catch {
          // A missing asset is fetched again when a page asks for it.
        }
      }
      const targets = [ORDERS];
      if (typeof data.page === "string") {
        const url = new URL(data.page, sw.location.origin);
        if (url.origin === sw.location.origin && inScope(url)) targets.push(url.pathname);
      }
      for (const path of targets) {
        const url = new URL(path, sw.location.origin);
        try {
          const res = await fetch(url.href, { credentials: "same-origin", cache: "no-store", headers: path === ORDERS ? {} : { Accept: "text/html" } });
          const tag = res.headers.get(TAG_HEADER);
          // A 401: the session ended. A page without a tag is not kept (the navigation handler and the marker check
          // offline drop what an ended session left), and does not drop what the live session's own pages just kept.
          if (res.status === 401) return void (await purge());
          if (tag && res.status === 200) await keep(tag, keyOf(url), res);
        } catch {
          return;
        }
      }
    })(),
  );
});

// ---------------------------------------------------------------------------
// Notifications hook point (Web Push, another slice): on a push, show the
// payload's { title, body, url }; on a click, focus a back-office window or
// open the url (only paths under /seller are opened).
// ---------------------------------------------------------------------------

/** @param {unknown} raw @returns {{ title: string; body: string; url: string; tag: string }} */
function pushPayload(raw) {
  const p = typeof raw === "object" && raw !== null ? /** @type {Record<string, unknown>} */ (raw) : {};
  const url = typeof p.url === "string" ? new URL(p.url, sw.location.origin) : null;
  return {
    title: typeof p.title === "string" && p.title ? p.title.slice(0, 120) : "New order",
    body: typeof p.body === "string" ? p.body.slice(0, 300) : "",
    url: url && url.origin === sw.location.origin && inScope(url) ? url.pathname + url.search : `${SCOPE}/Orderlist`,
    // One notification per order (several new orders stay on screen); a push without one replaces the last.
    tag: typeof p.tag === "string" && /^[A-Za-z0-9_-]{1,80}$/.test(p.tag) ? p.tag : "seller-order",
  };
}

sw.addEventListener("push", (event) => {
  /** @type {unknown} */
  let raw = null;
  try {
    raw = event.data ? event.data.json() : null;
  } catch {
    raw = { body: event.data ? event.data.text() : "" };
  }
  const { title, body, url, tag } = pushPayload(raw);
  event.waitUntil(
    sw.registration.showNotification(title, { body, data: { url }, icon: `${SCOPE}/icons/icon-192.png`, badge: `${SCOPE}/icons/icon-192.png`, tag }),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const { url } = pushPayload(event.notification.data);
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((w) => inScope(new URL(w.url)));
      if (open) {
        await open.focus();
        await open.navigate(url).catch(() => null);
        return;
      }
      await sw.clients.openWindow(url);
    })(),
  );
});
