import { createContext, useContext, useSyncExternalStore } from "react";
import type { ApiUser } from "../../lib/accounts";
import { addOne, cartCount, removeLine, removeOne, sanitizeCart, setQuantity, type CartItems } from "../../lib/cart";
import { postJson } from "../api";
import { toast } from "../toast";
import { tNow } from "../i18n/use-t";
import type { MessageKey } from "../i18n/messages";

/**
 * The cart store. A visitor's cart lives in localStorage (so the HTML is the
 * same for every visitor); a logged-in customer's cart is the one saved on the
 * server, and every change is sent with POST /api/cart/update (a failure is
 * only logged, as the spec says).
 */
const STORAGE_KEY = "cart";
const EMPTY: CartItems = Object.freeze({}) as CartItems;

let items: CartItems = EMPTY;
let loaded = false;
/** Id of the customer whose saved cart this is; null for a visitor. */
let owner: string | null = null;
const listeners = new Set<() => void>();

function readLocal(): CartItems {
  try {
    return sanitizeCart(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}"));
  } catch {
    return EMPTY;
  }
}

function load(): void {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  items = readLocal();
  window.addEventListener("storage", (e) => {
    if (e.key !== STORAGE_KEY || owner) return;
    items = readLocal();
    emit();
  });
}

function emit(): void {
  for (const l of listeners) l();
}

function commit(next: CartItems): void {
  items = next;
  if (owner) {
    void fetch("/api/cart/update", {
      method: "POST",
      credentials: "include",
      // A tap on Add to Cart followed at once by a full page load (the cart link on a slow phone) still saves it.
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ cartItems: items }),
    })
      .then((res) => res.json() as Promise<{ success: boolean; message?: string }>)
      .then((res) => {
        if (!res.success) console.error("cart update refused:", res.message);
      })
      .catch((err: unknown) => console.error("cart update failed:", err));
  } else {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
    } catch {
      // storage full or disabled: the cart still works for this page view
    }
  }
  emit();
}

/**
 * Points the store at the logged-in customer's saved cart, or back at the
 * visitor's local one. Safe to call during render (idempotent, no emit);
 * pass `notify` from event handlers.
 */
export function bindCart(user: ApiUser | null, notify = false): void {
  if (typeof window === "undefined") return;
  const id = user?._id ?? null;
  if (loaded && owner === id) return;
  load();
  owner = id;
  items = user ? sanitizeCart(user.cart) : readLocal();
  if (notify) emit();
}

/** The visitor's local cart, sent along at login/registration to be merged into the saved one. */
export function localCartForMerge(): CartItems {
  if (typeof window === "undefined" || owner) return {};
  return readLocal();
}

/** After login the local lines live on the server; after logout the local cart starts empty (spec). */
export function clearLocalCart(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}

/** What the server rendered with (the customer's saved cart, or empty for visitors). */
export const ServerCartContext = createContext<CartItems>(EMPTY);

function subscribe(listener: () => void): () => void {
  load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): CartItems {
  load();
  return items;
}

export function useCart(): CartItems {
  const server = useContext(ServerCartContext);
  return useSyncExternalStore(subscribe, getSnapshot, () => server);
}

export function useCartCount(): number {
  return cartCount(useCart());
}

/**
 * Asks the server whether a line may hold `qty` units (issue 15: the cart
 * refuses more than the stock at once, not at Place Order). The change is
 * already made (so a page left at once keeps it); a refusal ("Only 6 left")
 * is toasted and takes the line back below `qty`. A first unit of a product on
 * sale needs no question; a failed request lets the change stand (Place Order
 * checks the stock again).
 */
async function confirmStock(id: string, qty: number, done: MessageKey): Promise<boolean> {
  if (qty > 1) {
    const res = await postJson<{ most: number }>("/api/cart/check", { id, quantity: qty });
    if (!res.success && res.message && res.message !== "Something went wrong" && res.message !== tNow("toast.failed")) {
      // "Only 6 left": the line holds at most 6 now (at least 1: removing is the shopper's choice).
      const most = Math.max(1, typeof res.most === "number" ? res.most : qty - 1);
      if ((items[id] ?? 0) > most) commit(setQuantity(items, id, most));
      toast.error(res.message);
      return false;
    }
  }
  toast.success(tNow(done));
  return true;
}

export function addToCart(id: string): Promise<boolean> {
  load();
  commit(addOne(items, id));
  return confirmStock(id, items[id] ?? 0, "toast.added");
}

/**
 * An Add to Cart tapped before hydration (app/early-taps.ts). `stored`: the early script already wrote it to the
 * visitor's local cart (read again here, since the store may have read it before the tap); else it is added now.
 */
export function earlyAdd(id: string, stored: boolean): Promise<boolean> {
  if (!stored) return addToCart(id);
  load();
  if (!owner) {
    items = readLocal();
    emit();
  }
  return confirmStock(id, items[id] ?? 0, "toast.added");
}

/** "Buy now": a product already in the cart keeps its quantity (no silent second unit); otherwise one is added. */
export function buyNow(id: string): Promise<boolean> {
  load();
  if ((items[id] ?? 0) > 0) return Promise.resolve(true);
  return addToCart(id);
}

export function updateCartItem(id: string, qty: number): Promise<boolean> {
  load();
  const before = items[id] ?? 0;
  commit(setQuantity(items, id, qty));
  if (qty > before) return confirmStock(id, items[id] ?? 0, "toast.updated");
  toast.success(tNow("toast.updated"));
  return Promise.resolve(true);
}

export function removeFromCart(id: string): void {
  load();
  commit(removeOne(items, id));
  toast.success(tNow("toast.removed"));
}

export function deleteCartLine(id: string): void {
  load();
  commit(removeLine(items, id));
  toast.success(tNow("toast.removed"));
}

/** After an order: the cart is empty everywhere. */
export function emptyCart(): void {
  load();
  commit(EMPTY);
}
