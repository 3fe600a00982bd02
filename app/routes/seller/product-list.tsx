import { useEffect, useState } from "react";
import { Link } from "react-router";
import { categorySlug, imageUrl } from "../../../lib/catalog";
import type { SellerProduct } from "../../../lib/product-admin";
import { lowStockText, type SellerListProduct } from "../../../lib/variant-stock";
import { Dialog } from "../../components/dialog";
import { CategoryHindi } from "../../components/seller/category-hindi";
import { EditProductForm } from "../../components/seller/edit-product-form";
import { rupees } from "../../components/seller/format";
import { sellerSend, useSellerData } from "../../components/seller/seller-api";
import { StockSwitch } from "../../components/seller/stock-switch";
import { usePhone } from "../../components/seller/use-phone";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";

const th = "px-4 py-3 font-medium whitespace-nowrap";
const td = "px-4 py-3";

/**
 * Below 768 px a product is a card: photo, name, prices and stock figures,
 * then the In Stock switch, Edit and Delete in one row, each 44 px tall.
 */
function ProductCard({
  product: p,
  category,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  product: SellerListProduct;
  category: string;
  busy: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const btn = "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold";
  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4" data-testid="product-row">
      <div className="flex gap-3">
        {p.image[0] ? (
          <img
            src={imageUrl(p.image[0], 240)}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="h-16 w-16 shrink-0 rounded-md border border-stone-200 object-cover"
          />
        ) : (
          <span aria-hidden="true" className="h-16 w-16 shrink-0 rounded-md bg-sand" />
        )}
        <div className="min-w-0 flex-1">
          <p className="font-medium break-words">{p.name}</p>
          <p className="text-xs text-muted">{category}</p>
          <p className="mt-1 text-sm">
            <span className="font-semibold">{rupees(p.offerPrice)}</span> <span className="text-xs text-muted line-through">{rupees(p.price)}</span>
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">Variants</dt>
        <dd data-testid="variant-count">{p.variantCount > 1 ? `${p.variantCount} variants` : "1"}</dd>
        <dt className="text-muted">Stock</dt>
        <dd data-testid="stock-cell">
          {p.totalStock ?? <span className="text-muted">Not counted</span>}
          {p.totalStock !== null && p.uncountedVariants > 0 && <span className="text-xs text-muted"> + {p.uncountedVariants} not counted</span>}
          {p.heldStock > 0 && <span className="block text-xs text-amber-800">{p.heldStock} held by unpaid orders</span>}
          {p.lowStock.length > 0 && (
            <ul className="mt-0.5 space-y-0.5 text-xs font-medium text-red-800">
              {p.lowStock.slice(0, 3).map((l) => (
                <li key={l._id}>{lowStockText(l)}</li>
              ))}
              {p.lowStock.length > 3 && <li>+ {p.lowStock.length - 3} more low</li>}
            </ul>
          )}
        </dd>
      </dl>
      <div className="mt-3 flex items-center gap-2">
        <div className="flex min-h-11 flex-1 items-center gap-3 pl-1 text-sm">
          <StockSwitch on={p.inStockSetting} label={`In stock: ${p.name}`} disabled={busy} onToggle={onToggle} />
          <span aria-hidden="true" className={p.inStockSetting && !p.inStock ? "text-amber-800" : "text-muted"}>
            {p.inStockSetting ? (p.inStock ? "In stock" : "Sold out") : "Out of stock"}
          </span>
        </div>
        <button type="button" className={`${btn} border border-stone-300 hover:bg-sand`} aria-label={`Edit ${p.name}`} onClick={onEdit}>
          Edit
        </button>
        <button
          type="button"
          className={`${btn} border border-red-300 text-red-800 hover:bg-red-50 disabled:opacity-60`}
          aria-label={`Delete ${p.name}`}
          disabled={busy}
          onClick={onDelete}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

/**
 * Spec: the product list with the edit-product modal, the In Stock switch and
 * delete (after "Are you sure you want to delete this product?").
 */
export default function ProductList() {
  const { categories } = useShop();
  const phone = usePhone();
  const { data, loading, reload } = useSellerData<{ products: SellerListProduct[] }>("/api/seller/products");
  const [products, setProducts] = useState<SellerListProduct[]>([]);
  const [editing, setEditing] = useState<SellerListProduct | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    setProducts(data?.products ?? []);
    // An open edit form follows the reloaded product (after a save refused as stale).
    setEditing((e) => (e ? (data?.products.find((p) => p._id === e._id) ?? null) : null));
  }, [data]);

  /** A saved product in place at once; the variant figures (count, total, low stock) come with the reload. */
  const replace = (p: SellerProduct) => {
    setProducts((list) => list.map((x) => (x._id === p._id ? { ...x, ...p } : x)));
    reload();
  };
  const categoryText = (path: string) => categories.find((c) => categorySlug(c.path) === categorySlug(path))?.text ?? path;

  const toggle = async (p: SellerProduct) => {
    setPending(p._id);
    const res = await sellerSend<{ product: SellerProduct }>("POST", "/api/product/stock", { id: p._id, inStock: !p.inStockSetting });
    setPending(null);
    if (!res.success || !res.product) return void toast.error(res.message || "Something went wrong while updating stock.");
    replace(res.product);
    toast.success(res.message || "Stock Updated");
  };

  const remove = async (p: SellerProduct) => {
    if (!window.confirm("Are you sure you want to delete this product?")) return;
    setPending(p._id);
    const res = await sellerSend("DELETE", `/api/product/${p._id}`);
    setPending(null);
    if (!res.success) return void toast.error("Error deleting product.");
    setProducts((list) => list.filter((x) => x._id !== p._id));
    toast.success("Product deleted");
  };

  return (
    <div>
      <h1 className="font-display text-3xl font-bold">All Products</h1>
      {loading && !data ? (
        <p className="mt-8 text-muted">Loading...</p>
      ) : products.length === 0 ? (
        <p className="mt-8 text-muted">
          No products yet.{" "}
          <Link to="/seller/add-product" className="font-medium text-saddle underline">
            Add a product
          </Link>
        </p>
      ) : phone ? (
        <div role="region" aria-label="Products" className="mt-4">
          <ul className="space-y-3">
            {products.map((p) => (
              <ProductCard
                key={p._id}
                product={p}
                category={categoryText(p.category)}
                busy={pending === p._id}
                onToggle={() => void toggle(p)}
                onEdit={() => setEditing(p)}
                onDelete={() => void remove(p)}
              />
            ))}
          </ul>
        </div>
      ) : (
        <div className="mt-6 overflow-x-auto rounded-2xl border border-stone-200 bg-white" role="region" aria-label="Products" tabIndex={0}>
          <table className="w-full min-w-[900px] text-left text-sm">
            <thead className="bg-sand text-muted">
              <tr>
                <th className={th}>Product</th>
                <th className={th}>Category</th>
                <th className={th}>Price</th>
                <th className={th}>Offer Price</th>
                <th className={th}>Variants</th>
                <th className={th}>Stock</th>
                <th className={th}>In Stock</th>
                <th className={th}>Action</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p._id} className="border-t border-stone-100" data-testid="product-row">
                  <td className={td}>
                    <div className="flex items-center gap-3">
                      {p.image[0] ? (
                        <img
                          src={imageUrl(p.image[0], 240)}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          className="h-12 w-12 shrink-0 rounded-md border border-stone-200 object-cover"
                        />
                      ) : (
                        <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-md bg-sand" />
                      )}
                      <span className="min-w-44">
                        <span className="font-medium">{p.name}</span>
                        {/* Phones see the figures without scrolling the table sideways. */}
                        <span className="block text-xs text-muted md:hidden">
                          {p.variantCount > 1 ? `${p.variantCount} variants · ` : ""}
                          {p.totalStock === null ? "Stock not counted" : `${p.totalStock} in stock`}
                          {p.heldStock > 0 ? ` · ${p.heldStock} held` : ""}
                          {p.lowStock.length > 0 && (
                            <span className="block font-medium text-red-800">
                              {lowStockText(p.lowStock[0]!)}
                              {p.lowStock.length > 1 ? ` + ${p.lowStock.length - 1} more` : ""}
                            </span>
                          )}
                        </span>
                      </span>
                    </div>
                  </td>
                  <td className={td}>{categoryText(p.category)}</td>
                  <td className={`${td} whitespace-nowrap`}>{rupees(p.price)}</td>
                  <td className={`${td} whitespace-nowrap font-semibold`}>{rupees(p.offerPrice)}</td>
                  <td className={`${td} whitespace-nowrap`} data-testid="variant-count">
                    {p.variantCount > 1 ? `${p.variantCount} variants` : "1"}
                  </td>
                  <td className={td} data-testid="stock-cell">
                    <span className="whitespace-nowrap">{p.totalStock ?? <span className="text-muted">Not counted</span>}</span>
                    {p.totalStock !== null && p.uncountedVariants > 0 && (
                      <span className="block text-xs whitespace-nowrap text-muted">+ {p.uncountedVariants} not counted</span>
                    )}
                    {p.heldStock > 0 && <span className="block text-xs whitespace-nowrap text-amber-800">{p.heldStock} held by unpaid orders</span>}
                    {p.lowStock.length > 0 && (
                      <ul className="mt-1 max-w-48 space-y-0.5 text-xs font-medium text-red-800">
                        {p.lowStock.slice(0, 3).map((l) => (
                          <li key={l._id}>{lowStockText(l)}</li>
                        ))}
                        {p.lowStock.length > 3 && <li>+ {p.lowStock.length - 3} more low</li>}
                      </ul>
                    )}
                  </td>
                  <td className={td}>
                    <div className="flex items-center gap-2">
                      <StockSwitch on={p.inStockSetting} label={`In stock: ${p.name}`} disabled={pending === p._id} onToggle={() => void toggle(p)} />
                      {p.inStockSetting && !p.inStock && <span className="text-xs text-amber-800">Sold out</span>}
                    </div>
                  </td>
                  <td className={td}>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className="rounded-lg border border-stone-300 px-3 py-1 hover:bg-sand"
                        aria-label={`Edit ${p.name}`}
                        onClick={() => setEditing(p)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        className="rounded-lg border border-red-300 px-3 py-1 text-red-800 hover:bg-red-50 disabled:opacity-60"
                        aria-label={`Delete ${p.name}`}
                        disabled={pending === p._id}
                        onClick={() => void remove(p)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <CategoryHindi />
      {editing && (
        <Dialog title="Edit Product" width="max-w-2xl has-[[data-variant-grid]]:max-w-6xl" onClose={() => setEditing(null)}>
          <p className="mt-1 text-center text-sm">
            <Link to={`/admin/edit-product/${editing._id}`} className="font-medium text-saddle underline">
              Open as a page
            </Link>
          </p>
          <div className="mt-4">
            <EditProductForm
              key={editing.updatedAt}
              product={editing}
              onStale={reload}
              onCancel={() => setEditing(null)}
              onSaved={(p) => {
                replace(p);
                setEditing(null);
              }}
            />
          </div>
        </Dialog>
      )}
    </div>
  );
}
