/**
 * The grid's columns per breakpoint (2, md 3, lg 4, xl 5) and, for each, the literal classes that hide or show an item
 * there (Tailwind only builds class names it finds written out).
 */
const GRID_BREAKPOINTS = [
  { columns: 2, hide: "hidden", show: "" },
  { columns: 3, hide: "md:hidden", show: "md:block" },
  { columns: 4, hide: "lg:hidden", show: "lg:block" },
  { columns: 5, hide: "xl:hidden", show: "xl:block" },
] as const;

/**
 * Issue 15: where the last row would hold one card alone (5 best sellers in 4 columns), that card is left out at that
 * width; the lists that use this (home page) link to the full listing. "" when the item shows everywhere.
 */
export function orphanClasses(index: number, count: number): string {
  const classes: string[] = [];
  let hidden = false;
  for (const b of GRID_BREAKPOINTS) {
    const hide = count > b.columns && count % b.columns === 1 && index === count - 1;
    if (hide !== hidden) classes.push(hide ? b.hide : b.show);
    hidden = hide;
  }
  return classes.join(" ");
}
