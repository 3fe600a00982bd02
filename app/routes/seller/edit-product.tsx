import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { SellerProduct } from "../../../lib/product-admin";
import { EditProductForm } from "../../components/seller/edit-product-form";
import { SellerLogin } from "../../components/seller/seller-login";
import { useSellerData } from "../../components/seller/seller-api";
import { useShop } from "../../state/shop";
import { SellerHeader } from "../../components/seller/seller-header";
import { StockLedger } from "../../components/seller/stock-ledger";
import type { Route } from "./+types/edit-product";

export const meta: Route.MetaFunction = () => [{ title: "Edit product" }, { name: "robots", content: "noindex" }];

const backLink = (
  <Link to="/seller/product-list" className="font-medium text-saddle underline">
    ← Back to Product List
  </Link>
);

/** The product by id from the seller's list (which includes the stock count and the switch). */
function EditLoaded({ id }: { id: string }) {
  const { data, loading, failed, reload } = useSellerData<{ products: SellerProduct[] }>("/api/seller/products");
  const [product, setProduct] = useState<SellerProduct | null>(null);
  useEffect(() => setProduct(data?.products.find((p) => p._id === id) ?? null), [data, id]);

  if (loading && !data) return <p className="mt-8 text-muted">Loading...</p>;
  if (!product) {
    return (
      <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-6">
        <p className="font-semibold">{failed ? "The product could not be loaded." : "Product not found"}</p>
        <p className="mt-2 text-sm text-muted">It may have been deleted.</p>
        <p className="mt-4">{backLink}</p>
      </div>
    );
  }
  return (
    <>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 md:p-6">
        {product.heldStock > 0 && (
          <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {product.heldStock} held by unpaid online orders (already taken from the stock count; they come back if the payment fails).
          </p>
        )}
        {/* Remounted with the saved product, so the form shows what the server stored (e.g. the SKU in capitals). */}
        <EditProductForm key={product.updatedAt} product={product} onSaved={setProduct} onStale={reload} />
      </div>
      <StockLedger productId={product._id} version={product.updatedAt} />
    </>
  );
}

/** Spec: /admin/edit-product/{id}, outside the seller layout: the seller login screen unless the seller flag is set. */
export default function EditProductPage({ params }: Route.ComponentProps) {
  const { isSeller, settings } = useShop();
  if (!isSeller) return <SellerLogin next={`/admin/edit-product/${params.id}`} />;
  return (
    <div className="min-h-screen bg-cream">
      <SellerHeader shopName={settings.shopName}>
        <Link to="/seller/product-list" className="rounded-full border border-stone-300 px-4 py-1.5 text-sm font-medium hover:bg-sand">
          ← Product List
        </Link>
      </SellerHeader>
      <div className="mx-auto max-w-3xl p-4 has-[[data-variant-grid]]:max-w-6xl md:p-8">
        <h1 className="font-display text-3xl font-bold">Edit Product</h1>
        <EditLoaded id={params.id} />
      </div>
    </div>
  );
}
