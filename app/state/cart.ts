import { useSyncExternalStore } from "react";
import { toast } from "../toast";
import { addOne, cartCount, removeLine, removeOne, sanitizeCart, setQuantity, type CartItems } from "../../lib/cart";

/**
 * The visitor cart lives in localStorage and is drawn on the client, so the
 * server-rendered HTML is the same for every visitor. (Server sync for logged-in
 * customers builds on this store.)
 */
const STORAGE_KEY = "cart";
const EMPTY: CartItems = Object.freeze({}) as CartItems;

let items: CartItems = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function load(): void {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  try {
    items = sanitizeCart(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? "{}"));
  } catch {
    items = EMPTY;
  }
  window.addEventListener("storage", (e) => {
    if (e.key !== STORAGE_KEY) return;
    try {
      items = sanitizeCart(JSON.parse(e.newValue ?? "{}"));
    } catch {
      items = EMPTY;
    }
    emit();
  });
}

function emit(): void {
  for (const l of listeners) l();
}

function commit(next: CartItems): void {
  items = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(items));
  } catch {
    // storage full or disabled: the cart still works for this page view
  }
  emit();
}

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
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}

export function useCartCount(): number {
  return cartCount(useCart());
}

export function addToCart(id: string): void {
  load();
  commit(addOne(items, id));
  toast.success("Added to cart");
}

export function updateCartItem(id: string, qty: number): void {
  load();
  commit(setQuantity(items, id, qty));
  toast.success("Cart updated");
}

export function removeFromCart(id: string): void {
  load();
  commit(removeOne(items, id));
  toast.success("Removed from cart");
}

export function deleteCartLine(id: string): void {
  load();
  commit(removeLine(items, id));
  toast.success("Removed from cart");
}
