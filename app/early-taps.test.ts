import vm from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addOne, cartCount, MAX_QTY_PER_LINE, sanitizeCart } from "../lib/cart";
import { EARLY_TAPS, replayEarlyTaps, type EarlyTap } from "./early-taps";

const ID = "prd_01m8ev6tn3h4n213azc8qm";
const OTHER = "var_01m8ev6tn3h4n213azc8qx";

class FakeButton {
  disabled = false;
  clicks = 0;
  attrs: Record<string, string>;
  constructor(attrs: Record<string, string>) {
    this.attrs = { ...attrs };
  }
  closest(selector: string) {
    return selector === "[data-early]" && "data-early" in this.attrs ? this : null;
  }
  getAttribute(name: string) {
    return this.attrs[name] ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attrs[name] = value;
  }
  removeAttribute(name: string) {
    delete this.attrs[name];
  }
  click() {
    this.clicks++;
  }
}

/** Runs the inline script against a fake page; returns a way to tap and what the page holds. */
function page(opts: { storage?: string | null; badge?: string; storageThrows?: boolean } = {}) {
  let listener: ((e: unknown) => void) | undefined;
  const stored: Record<string, string> = opts.storage == null ? {} : { cart: opts.storage };
  const badge = { textContent: opts.badge ?? "0" };
  const window: { __early?: { taps: EarlyTap[]; done: boolean } } = {};
  const context = {
    window,
    document: {
      addEventListener: (type: string, cb: (e: unknown) => void, capture: boolean) => {
        if (type === "click" && capture) listener = cb;
      },
      querySelector: (s: string) => (s === "[data-testid=cart-count]" ? badge : null),
    },
    localStorage: {
      getItem: (k: string) => {
        if (opts.storageThrows) throw new Error("SecurityError");
        return stored[k] ?? null;
      },
      setItem: (k: string, v: string) => (stored[k] = v),
    },
  };
  vm.runInNewContext(EARLY_TAPS, context);
  const tap = (target: FakeButton | { closest: () => null }) => {
    const e = { target, prevented: false, stopped: false, preventDefault: () => (e.prevented = true), stopPropagation: () => (e.stopped = true) };
    listener!(e);
    return e;
  };
  return { tap, badge, stored, queue: window.__early! };
}

const addButton = (cart: "local" | "saved", id = ID) => new FakeButton({ "data-early": "add", "data-early-id": id, "data-early-cart": cart });

describe("the early-taps script (before hydration)", () => {
  it("adds a visitor's tap to the local cart as lib/cart would, and raises the cart count at once", () => {
    // odd lines the store would drop (a bad id, a fraction, a string, zero) and one at the cap
    const before = {
      [ID]: 2,
      [OTHER]: MAX_QTY_PER_LINE,
      bad: 3,
      prd_01m8ev6tn3h4n213azc8qa: 1.5,
      prd_01m8ev6tn3h4n213azc8qb: "2",
      prd_01m8ev6tn3h4n213azc8qc: 0,
    };
    const p = page({ storage: JSON.stringify(before) });
    const e = p.tap(addButton("local"));
    expect(e.prevented && e.stopped).toBe(true);
    const expected = addOne(sanitizeCart(before), ID);
    expect(JSON.parse(p.stored.cart!)).toEqual(expected);
    expect(p.badge.textContent).toBe(String(cartCount(expected)));
    expect(p.queue.taps).toEqual([{ kind: "add", id: ID, stored: true }]);
    // a line at the cap stays at the cap
    p.tap(addButton("local", OTHER));
    expect(JSON.parse(p.stored.cart!)[OTHER]).toBe(MAX_QTY_PER_LINE);
  });

  it("starts a fresh local cart from nothing or from garbage", () => {
    for (const storage of [null, "not json", "[1,2]", "null", '"text"']) {
      const p = page({ storage });
      p.tap(addButton("local"));
      expect(JSON.parse(p.stored.cart!)).toEqual({ [ID]: 1 });
      expect(p.badge.textContent).toBe("1");
    }
  });

  it("queues the add (not stored) when the browser's storage refuses", () => {
    const p = page({ storageThrows: true });
    const e = p.tap(addButton("local"));
    expect(e.prevented).toBe(true);
    expect(p.queue.taps).toEqual([{ kind: "add", id: ID, stored: false }]);
  });

  it("raises a customer's count (saved cart) and leaves the add to the replay", () => {
    const p = page({ storage: JSON.stringify({ [OTHER]: 1 }), badge: "3" });
    p.tap(addButton("saved"));
    expect(p.badge.textContent).toBe("4");
    expect(JSON.parse(p.stored.cart!)).toEqual({ [OTHER]: 1 });
    expect(p.queue.taps).toEqual([{ kind: "add", id: ID, stored: false }]);
  });

  it("shows any other marked button busy and queues it", () => {
    const p = page();
    const buy = new FakeButton({ "data-early": "buy" });
    expect(p.tap(buy).prevented).toBe(true);
    expect(buy.attrs["aria-busy"]).toBe("true");
    expect(p.queue.taps).toEqual([{ kind: "buy", id: "", stored: false }]);
  });

  it("leaves unmarked and disabled buttons alone, and every tap once the app is hydrated", () => {
    const p = page();
    expect(p.tap({ closest: () => null }).prevented).toBe(false);
    const disabled = addButton("local");
    disabled.disabled = true;
    expect(p.tap(disabled).prevented).toBe(false);
    p.queue.done = true;
    expect(p.tap(addButton("local")).prevented).toBe(false);
    expect(p.queue.taps).toEqual([]);
    expect(p.stored.cart).toBeUndefined();
  });
});

describe("replayEarlyTaps (after hydration)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function hydrate(taps: EarlyTap[], buttons: Record<string, FakeButton>) {
    const queue = { taps, done: false };
    vi.stubGlobal("window", { __early: queue });
    vi.stubGlobal("document", { querySelector: (s: string) => buttons[/data-early="(\w+)"/.exec(s)?.[1] ?? ""] ?? null });
    return queue;
  }

  it("hands Add to Cart taps to the store, clicks the others again, and ends the queue", () => {
    const buy = new FakeButton({ "data-early": "buy", "aria-busy": "true" });
    const queue = hydrate(
      [
        { kind: "add", id: ID, stored: true },
        { kind: "buy", id: "", stored: false },
        { kind: "add", id: ID, stored: true },
        { kind: "buy", id: "", stored: false },
      ],
      { buy },
    );
    const adds: [string, boolean][] = [];
    replayEarlyTaps((id, stored) => adds.push([id, stored]));
    // every Add to Cart tap counts; two taps on Buy Now are one
    expect(adds).toEqual([
      [ID, true],
      [ID, true],
    ]);
    expect(buy.clicks).toBe(1);
    expect(buy.attrs["aria-busy"]).toBeUndefined();
    expect(queue).toEqual({ taps: [], done: true });
    // a second call (React's strict mode runs effects twice) replays nothing again
    replayEarlyTaps((id, stored) => adds.push([id, stored]));
    expect(adds).toHaveLength(2);
    expect(buy.clicks).toBe(1);
  });

  it("waits for a disabled button to be enabled, for up to 10 s", () => {
    vi.useFakeTimers();
    const place = new FakeButton({ "data-early": "place", "aria-busy": "true" });
    place.disabled = true;
    hydrate([{ kind: "place", id: "", stored: false }], { place });
    replayEarlyTaps(() => {});
    vi.advanceTimersByTime(1000);
    expect(place.clicks).toBe(0);
    place.disabled = false;
    vi.advanceTimersByTime(100);
    expect(place.clicks).toBe(1);

    const never = new FakeButton({ "data-early": "place", "aria-busy": "true" });
    never.disabled = true;
    hydrate([{ kind: "place", id: "", stored: false }], { place: never });
    replayEarlyTaps(() => {});
    vi.advanceTimersByTime(11_000);
    expect(never.clicks).toBe(0);
    expect(never.attrs["aria-busy"]).toBeUndefined();
  });
});
