import { MAX_QTY_PER_LINE } from "../lib/cart";

/**
 * Taps that come before hydration (issue 20, docs/decisions/035). On a slow phone the page is painted a second or
 * more before its JS has run: a button marked `data-early="kind"` must not lose a tap in that time.
 *
 * EARLY_TAPS runs as a small inline script at the top of <head> (added by deferHydration, with the page's nonce),
 * so it listens before the first button is painted. Until the app marks itself hydrated, a click on a marked button
 * is stopped (React is not listening yet, or only half) and queued in `window.__early.taps`:
 * - Add to Cart (`data-early="add"`, the cart key in `data-early-id`) works at once, without the framework: for a
 *   visitor (`data-early-cart="local"`) the line is written to the browser's cart as lib/cart's addOne would, so it
 *   holds even if the shopper leaves before the JS arrives; the cart count is raised in the header (the badge has
 *   suppressHydrationWarning; React's first render after hydration writes the store's count over it). For a
 *   customer (saved cart) the count is raised and the add itself is replayed.
 * - Any other marked button is shown busy and clicked again once the app is hydrated (and the button enabled).
 * replayEarlyTaps (from the root's first effect) ends the queue and replays it.
 */

/** What the inline script records per tap. */
export interface EarlyTap {
  kind: string;
  id: string;
  /** An Add to Cart already written to the visitor's local cart. */
  stored: boolean;
}

interface EarlyQueue {
  taps: EarlyTap[];
  done: boolean;
}

declare global {
  interface Window {
    __early?: EarlyQueue;
  }
}

// Runs in the browser as written (ES5; it runs before any bundle). Its local-cart write must match lib/cart's
// sanitizeCart + addOne (tested in early-taps.test.ts).
export const EARLY_TAPS = `(function(max){var q=window.__early={taps:[],done:false};document.addEventListener("click",function(e){if(q.done)return;var el=e.target&&e.target.closest?e.target.closest("[data-early]"):null;if(!el||el.disabled)return;e.preventDefault();e.stopPropagation();var t={kind:el.getAttribute("data-early"),id:el.getAttribute("data-early-id")||"",stored:false};q.taps.push(t);var badge=document.querySelector("[data-testid=cart-count]");if(t.kind==="add"&&t.id){if(el.getAttribute("data-early-cart")==="local"){try{var c=localStorage.getItem("cart"),out={},n=0,k;try{c=JSON.parse(c||"{}")}catch(x){c={}}if(!c||typeof c!=="object"||c instanceof Array)c={};for(k in c){var v=c[k];if(Object.prototype.hasOwnProperty.call(c,k)&&/^[a-z]{2,5}_[0-9a-z]{10,40}$/.test(k)&&typeof v==="number"&&v%1===0&&v>=1)out[k]=Math.min(v,max)}out[t.id]=Math.min((out[t.id]||0)+1,max);localStorage.setItem("cart",JSON.stringify(out));t.stored=true;for(k in out)n+=out[k];if(badge)badge.textContent=String(n)}catch(x){}}else if(badge)badge.textContent=String(Number(badge.textContent)+1)}else el.setAttribute("aria-busy","true")},true)})(${MAX_QTY_PER_LINE})`;

/**
 * Ends the early queue (from now on React answers every tap) and replays it: `add` taps through `add(id, stored)`,
 * any other by clicking its button again, once per button, when it is enabled (for up to 10 s).
 */
export function replayEarlyTaps(add: (id: string, stored: boolean) => void): void {
  const q = window.__early;
  if (!q || q.done) return;
  q.done = true;
  const clicked = new Set<string>();
  for (const tap of q.taps.splice(0)) {
    if (tap.kind === "add") {
      add(tap.id, tap.stored);
      continue;
    }
    // each Add to Cart tap is a unit; three impatient taps on Place Order are one order
    if (clicked.has(tap.kind)) continue;
    clicked.add(tap.kind);
    let tries = 0;
    const click = (): void => {
      const el = document.querySelector<HTMLButtonElement>(`[data-early="${tap.kind}"]`);
      if (el && !el.disabled) el.click();
      else if (++tries < 100) return void setTimeout(click, 100);
      el?.removeAttribute("aria-busy");
    };
    click();
  }
}
