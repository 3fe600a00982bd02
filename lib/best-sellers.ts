/**
 * The home page's best sellers (issue 19, item 5): the in-stock products with the most units sold, most first (the
 * shop's own order between equals); when nothing has sold, the spec's first in stock.
 */
export function bestSellers<P extends { _id: string; inStock: boolean }>(products: P[], sold: Map<string, number>, count: number): P[] {
  const inStock = products.filter((p) => p.inStock);
  const ranked = inStock.map((p, index) => ({ p, index, units: sold.get(p._id) ?? 0 })).filter((r) => r.units > 0);
  ranked.sort((a, b) => b.units - a.units || a.index - b.index);
  const top = ranked.slice(0, count).map((r) => r.p);
  // Fewer sellers than places: the rest in the shop's order, as the spec has them.
  for (const p of inStock) if (top.length < count && !top.includes(p)) top.push(p);
  return top;
}
