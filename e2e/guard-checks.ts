/**
 * The guard's checks that run inside the page (page.evaluate). Each function here is sent to the browser as
 * source text, so it must be self-contained: no imports, no helpers from outside its own body.
 *
 * The rules (issue 15, item 1), each problem naming the element by a short CSS path and its text:
 *
 * 1. wider: the document scrolls sideways (documentElement.scrollWidth > clientWidth). Named: the outermost
 *    elements that reach past the right edge while their parent does not.
 * 2. action: a primary action (its accessible name starts with one of PRIMARY_ACTIONS, or it is a switch or a
 *    submit button) that is visible and whose box starts left of 0 or ends right of the viewport's width.
 *    Actions inside a region that scrolls sideways on purpose are accepted only when that region fits the
 *    viewport itself, can be scrolled from the keyboard (role=region with a name and tabindex) and shows a
 *    visible cue ("Scroll →", data-testid="scroll-hint" or data-scroll-cue): the thumb can reach them and the
 *    eye is told they are there. Actions wholly clipped away by an overflow:hidden ancestor (a slide not shown)
 *    are not visible and not checked.
 * 3. cut: text cut by its box. For every text node, each of its line boxes is compared with every ancestor
 *    whose overflow is hidden or clip (html and body excepted, regions that scroll are not clippers): a line
 *    partly outside the ancestor's padding box, or a text node with some lines inside and some wholly outside,
 *    is cut. Text wholly outside (a carousel's next slide) is hidden, not cut. Tolerance: 1 px sideways,
 *    20 % of the font size up and down (a glyph box is taller than a tight line height). Visually hidden text
 *    (a 1 px box, or an element clipped away with clip-path / clip: sr-only) is not checked. A deliberate
 *    truncation is accepted: the clipper (or the text's element) truncates with text-overflow: ellipsis
 *    (sideways) or -webkit-line-clamp (downwards) AND the full text stays available as a title attribute or an
 *    aria-label on that element or an ancestor.
 * 4. covered: each visible text field, select and textarea is focused in turn (the browser scrolls it into
 *    view as it does for a user); after the page has reacted (three frames), no position:fixed or sticky
 *    element outside the field may lie over it: the fixed element's box intersects the field's and, at a
 *    point of that intersection, the topmost element (elementFromPoint) belongs to the fixed element.
 *    Fixed elements that contain the field (a dialog) are its own context, not a cover.
 */

export type Check = "wider" | "action" | "cut" | "covered" | "axe" | "status" | "script-error";
export type Problem = { check: Check; element: string; text: string; detail: string };

/**
 * Names of primary actions (matched case-insensitively at the start of the accessible name): what a shopper or
 * the owner must be able to reach with a thumb. Switches (role="switch": the stock switch) and submit buttons
 * are primary whatever their name.
 */
export const PRIMARY_ACTIONS = [
  "Add to Cart",
  "Add .+ to cart",
  "Buy now",
  "Choose options",
  "Place Order",
  "Proceed to Pay",
  "Pay ",
  "Checkout",
  "View",
  "Quick View",
  "Ship",
  "Print",
  "Download",
  "Edit",
  "Save",
  "Update",
  "Delete",
  "Login",
  "Log in",
  "Sign up",
  "Create account",
  "Add Product",
  "Add address",
  "Submit",
  "Send",
  "Subscribe",
  "Search",
  "Apply",
  "Export",
  "Confirm",
  "Continue",
  "Load more",
];

/** Checks 1–3 on the page as it is. `actions` is the source of the primary-action pattern. */
export function inspectLayout(actions: string): Problem[] {
  const problems: Problem[] = [];
  const vw = document.documentElement.clientWidth;
  const primary = new RegExp(actions, "i");

  const describe = (el: Element): string => {
    const parts: string[] = [];
    let cur: Element | null = el;
    for (let depth = 0; cur && cur !== document.body && depth < 4; depth++) {
      let part = cur.tagName.toLowerCase();
      const testid = cur.getAttribute("data-testid");
      if (cur.id) part += `#${cur.id}`;
      else if (testid) part += `[data-testid="${testid}"]`;
      else {
        const cls = [...cur.classList].filter((c) => /^[a-z][a-z0-9-]*$/i.test(c)).slice(0, 2);
        if (cls.length) part += `.${cls.join(".")}`;
      }
      parts.unshift(part);
      if (cur.id || testid) break;
      cur = cur.parentElement;
    }
    return parts.join(" > ");
  };
  const textOf = (el: Element): string => {
    const h = el as HTMLElement;
    const t = h.getAttribute("aria-label") || h.innerText || (h as HTMLInputElement).value || h.getAttribute("title") || "";
    return t.replace(/\s+/g, " ").trim().slice(0, 80);
  };
  const accessibleName = (el: Element): string => {
    const label = el.getAttribute("aria-label");
    if (label) return label.trim();
    const by = el.getAttribute("aria-labelledby");
    if (by)
      return by
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .replace(/\s+/g, " ")
        .trim();
    const text = (el as HTMLElement).innerText?.replace(/\s+/g, " ").trim();
    if (text) return text;
    if (el instanceof HTMLInputElement) return el.value;
    const alt = el.querySelector("img[alt]")?.getAttribute("alt");
    return (alt || el.getAttribute("title") || "").trim();
  };
  const shown = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };
  const clips = (s: CSSStyleDeclaration) => ({
    x: s.overflowX === "hidden" || s.overflowX === "clip",
    y: s.overflowY === "hidden" || s.overflowY === "clip",
  });
  /** Whether an ancestor that clips or scrolls sideways keeps the element inside the viewport's width. */
  const containedSideways = (el: Element): boolean => {
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== "visible" && a.getBoundingClientRect().right <= vw + 0.5) return true;
    }
    return false;
  };
  /** Whether an overflow:hidden/clip ancestor cuts the element away entirely (a slide or panel not shown). */
  const clippedAway = (el: Element): boolean => {
    const r = el.getBoundingClientRect();
    for (let a = el.parentElement; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      const c = clips(getComputedStyle(a));
      if (!c.x && !c.y) continue;
      const b = a.getBoundingClientRect();
      if ((c.x && (r.right <= b.left || r.left >= b.right)) || (c.y && (r.bottom <= b.top || r.top >= b.bottom))) return true;
    }
    return false;
  };

  // 1. The page wider than the viewport.
  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > vw) {
    const culprits: Element[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const r = el.getBoundingClientRect();
      if (r.right <= vw + 0.5 || r.width === 0 || !shown(el) || containedSideways(el)) continue;
      if (getComputedStyle(el).position === "fixed") continue;
      const parent = el.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > vw + 0.5) continue;
      culprits.push(el);
      if (culprits.length >= 4) break;
    }
    problems.push({
      check: "wider",
      element: culprits.map(describe).join(" ; ") || "html",
      text: culprits[0] ? textOf(culprits[0]) : "",
      detail: `the page is ${scrollWidth - vw} px wider than the ${vw} px viewport`,
    });
  }

  // 2. Primary actions outside the viewport's width.
  const cue = (region: Element): boolean => {
    const around = region.parentElement ?? region;
    for (const c of around.querySelectorAll("[data-scroll-cue], [data-testid='scroll-hint']")) if (shown(c)) return true;
    return /scroll\s*→/i.test((around as HTMLElement).innerText ?? "");
  };
  const scroller = (el: Element): Element | null => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
      const s = getComputedStyle(a);
      if ((s.overflowX === "auto" || s.overflowX === "scroll") && a.scrollWidth > a.clientWidth + 1) return a;
    }
    return null;
  };
  for (const el of document.querySelectorAll("button, a[href], [role=button], [role=switch], [role=link], input[type=submit], input[type=button]")) {
    const name = accessibleName(el);
    const isPrimary = el.getAttribute("role") === "switch" || (el.tagName !== "A" && (el as HTMLButtonElement).type === "submit") || primary.test(name);
    if (!isPrimary || !shown(el) || clippedAway(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.left >= -0.5 && r.right <= vw + 0.5) continue;
    const region = scroller(el);
    if (region) {
      const b = region.getBoundingClientRect();
      const keyboard = region.getAttribute("role") === "region" && !!region.getAttribute("aria-label") && region.getAttribute("tabindex") !== null;
      if (b.left >= -0.5 && b.right <= vw + 0.5 && keyboard && cue(region)) continue;
    }
    problems.push({
      check: "action",
      element: describe(el),
      text: name.slice(0, 80),
      detail: `spans x ${Math.round(r.left)}…${Math.round(r.right)} of a ${vw} px viewport${region ? ` (inside a sideways-scrolling ${describe(region)} without a named, keyboard-scrollable region and a visible "Scroll →" cue, or wider than the viewport)` : ""}`,
    });
  }

  // 3. Text cut by its box.
  const cut = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) => (n.textContent && n.textContent.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT),
  });
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const host = node.parentElement;
    if (!host || !shown(host) || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION|TEXTAREA)$/.test(host.tagName)) continue;
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((l) => l.width > 0.5 && l.height > 0.5);
    if (!lines.length) continue;
    const tolerance = 0.2 * parseFloat(getComputedStyle(host).fontSize || "16");
    for (let a: Element | null = host; a && a !== document.body && a !== document.documentElement; a = a.parentElement) {
      if (cut.has(a)) continue;
      const s = getComputedStyle(a);
      const c = clips(s);
      if (!c.x && !c.y) continue;
      const b = a.getBoundingClientRect();
      // Visually hidden on purpose (sr-only: a 1 px box, or clipped away by clip-path / clip): not cut text.
      if (b.width <= 1 || b.height <= 1 || s.clipPath !== "none" || (s.clip && s.clip !== "auto")) break;
      const box = {
        left: b.left + a.clientLeft,
        top: b.top + a.clientTop,
        right: b.left + a.clientLeft + a.clientWidth,
        bottom: b.top + a.clientTop + a.clientHeight,
      };
      let partly = false;
      let inside = 0;
      let outside = 0;
      for (const l of lines) {
        const outX = c.x && (l.right <= box.left || l.left >= box.right);
        const outY = c.y && (l.bottom <= box.top + tolerance || l.top >= box.bottom - tolerance);
        if (outX || outY) {
          outside += 1;
          continue;
        }
        inside += 1;
        if ((c.x && (l.left < box.left - 1 || l.right > box.right + 1)) || (c.y && (l.top < box.top - tolerance || l.bottom > box.bottom + tolerance)))
          partly = true;
      }
      if (!partly && !(inside > 0 && outside > 0)) continue;
      // A deliberate truncation that keeps the full text: ellipsis or line clamp, and a title / aria-label with it.
      const hs = getComputedStyle(host);
      const ellipsis = s.textOverflow === "ellipsis" || hs.textOverflow === "ellipsis";
      const clamp = (s.webkitLineClamp && s.webkitLineClamp !== "none") || (hs.webkitLineClamp && hs.webkitLineClamp !== "none");
      const full = (node.textContent ?? "").replace(/\s+/g, " ").trim().toLowerCase();
      let kept = false;
      for (let t: Element | null = host; t && !kept; t = t.parentElement) {
        const said = `${t.getAttribute("title") ?? ""} ${t.getAttribute("aria-label") ?? ""}`.replace(/\s+/g, " ").toLowerCase();
        if (said.includes(full)) kept = true;
      }
      if ((ellipsis || clamp) && kept) continue;
      cut.set(
        a,
        `"${full.slice(0, 60)}" is cut by its ${s.overflowX === s.overflowY ? `overflow:${s.overflowX}` : `overflow-x:${s.overflowX}/overflow-y:${s.overflowY}`} box (${Math.round(b.width)}×${Math.round(b.height)} px)${ellipsis || clamp ? " with an ellipsis/line clamp but no title or aria-label carrying the full text" : ""}`,
      );
    }
  }
  for (const [el, detail] of cut) problems.push({ check: "cut", element: describe(el), text: textOf(el), detail });
  return problems;
}

/**
 * Check 4: focuses each visible text field, select and textarea in turn and reports the fixed or sticky elements
 * lying over it. Restores the page's scroll position and blurs the last field.
 */
export async function inspectFocus(): Promise<Problem[]> {
  const problems: Problem[] = [];
  const describe = (el: Element): string => {
    const parts: string[] = [];
    let cur: Element | null = el;
    for (let depth = 0; cur && cur !== document.body && depth < 4; depth++) {
      let part = cur.tagName.toLowerCase();
      const testid = cur.getAttribute("data-testid");
      if (cur.id) part += `#${cur.id}`;
      else if (testid) part += `[data-testid="${testid}"]`;
      else {
        const name = cur.getAttribute("name");
        const cls = [...cur.classList].filter((c) => /^[a-z][a-z0-9-]*$/i.test(c)).slice(0, 2);
        if (name) part += `[name="${name}"]`;
        else if (cls.length) part += `.${cls.join(".")}`;
      }
      parts.unshift(part);
      if (cur.id || testid) break;
      cur = cur.parentElement;
    }
    return parts.join(" > ");
  };
  const labelOf = (el: HTMLElement): string => {
    const f = el as HTMLInputElement;
    const text = f.labels?.[0]?.innerText || el.getAttribute("aria-label") || el.getAttribute("placeholder") || el.getAttribute("name") || "";
    return text.replace(/\s+/g, " ").trim().slice(0, 60);
  };
  const frame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));
  const shown = (el: Element): boolean => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1;
  };

  const fixed = [...document.body.querySelectorAll("*")].filter((el) => {
    const p = getComputedStyle(el).position;
    return p === "fixed" || p === "sticky";
  });
  const fields = [
    ...document.querySelectorAll<HTMLElement>(
      "input:not([type=hidden],[type=checkbox],[type=radio],[type=range],[type=file],[type=submit],[type=button],[type=reset],[type=image],[type=color]), select, textarea",
    ),
  ].filter((f) => shown(f) && !(f as HTMLInputElement).disabled);
  const start = { x: window.scrollX, y: window.scrollY };
  for (const field of fields) {
    if (!field.isConnected || !shown(field)) continue;
    field.focus();
    if (document.activeElement !== field) continue;
    // Focus scrolls the field into view at once; a fixed element that steps aside does so a frame or two later.
    // Only a field with a fixed element over it right now waits for the page to react (three frames) and is
    // looked at again: most fields have none, and a long form (the product editor's ~120 fields) stays quick.
    if (coversOf(field).length === 0) continue;
    await frame();
    await frame();
    await frame();
    for (const cover of coversOf(field)) {
      problems.push({
        check: "covered",
        element: describe(field),
        text: labelOf(field),
        detail: `with focus, the field lies under the ${getComputedStyle(cover).position} ${describe(cover)} ("${(cover as HTMLElement).innerText.replace(/\s+/g, " ").trim().slice(0, 40) || cover.getAttribute("aria-label") || ""}")`,
      });
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(start.x, start.y);
  await frame();
  return problems;

  /** The fixed or sticky elements drawn over the field as the page is now. */
  function coversOf(field: HTMLElement): Element[] {
    const found: Element[] = [];
    const r = field.getBoundingClientRect();
    for (const cover of fixed) {
      if (!cover.isConnected || cover.contains(field) || field.contains(cover) || !shown(cover)) continue;
      const c = cover.getBoundingClientRect();
      const left = Math.max(r.left, c.left, 0);
      const right = Math.min(r.right, c.right, window.innerWidth);
      const top = Math.max(r.top, c.top, 0);
      const bottom = Math.min(r.bottom, c.bottom, window.innerHeight);
      if (right - left < 1 || bottom - top < 1) continue;
      const points = [
        [(left + right) / 2, (top + bottom) / 2],
        [left + 1, top + 1],
        [right - 1, top + 1],
        [left + 1, bottom - 1],
        [right - 1, bottom - 1],
      ] as const;
      const over = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return !!hit && cover.contains(hit);
      });
      if (over) found.push(cover);
    }
    return found;
  }
}
