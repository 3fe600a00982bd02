import { useEffect, useRef, useState } from "react";
import { categoryText } from "../../../lib/catalog";
import type { ApiCoupon } from "../../../lib/coupon-admin";
import { CouponCard } from "../../components/seller/coupon-card";
import { CouponForm, type CouponProduct } from "../../components/seller/coupon-form";
import { useSellerData } from "../../components/seller/seller-api";
import { LoadFailed } from "../../components/seller/form-field";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import type { Route } from "./+types/coupons";

export const meta: Route.MetaFunction = () => [{ title: "Coupons" }, { name: "robots", content: "noindex" }];

type Editing = ApiCoupon | "new" | null;

/**
 * Coupons (issue 19, item 2; decision 033): the shop's codes, newest first, each with what it takes off, its
 * conditions and what it has given away. The owner creates one, edits one (not its code) or switches it off and
 * on; staff see the list only (the server refuses them the rest). With no coupon yet, the owner sees the form.
 */
export default function SellerCoupons() {
  const { sellerRole, categories } = useShop();
  const owner = sellerRole !== "staff";
  const loaded = useSellerData<{ coupons: ApiCoupon[] }>("/api/seller/coupons", (m) => toast.error(m));
  const products = useSellerData<{ products: CouponProduct[] }>("/api/seller/products");
  const [editing, setEditing] = useState<Editing>(null);
  const [focusAfter, setFocusAfter] = useState<"form" | "list" | string | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const listTitle = useRef<HTMLHeadingElement>(null);
  const data = loaded.data;
  const first = loaded.loading && !data;
  // The first coupon: nothing to list, so the form is open.
  const open: Editing = owner ? (editing ?? (data && data.coupons.length === 0 ? "new" : null)) : null;

  useEffect(() => {
    if (focusAfter === null) return;
    if (focusAfter === "form") formTitle.current?.focus();
    else if (focusAfter === "list") listTitle.current?.focus();
    else document.getElementById(`cpn-${focusAfter}-edit`)?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const edit = (next: ApiCoupon | "new") => {
    setEditing(next);
    setFocusAfter("form");
  };
  const close = () => {
    setFocusAfter(editing && editing !== "new" ? editing._id : "list");
    setEditing(null);
  };
  const names = new Map((products.data?.products ?? []).map((p) => [p._id, p.name]));
  const productName = (id: string) => names.get(id) ?? (products.data ? "Product no longer in the shop" : "Product");
  const categoryName = (path: string) => categoryText(categories, path);

  return (
    <div className="max-w-3xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-display text-3xl font-bold">Coupons</h1>
          <p className="mt-1 text-sm text-muted">Codes shoppers type in the cart for a discount or free shipping.</p>
        </div>
        {owner && open === null && data && (
          <button type="button" className="btn-primary min-h-11 py-2 text-sm" onClick={() => edit("new")}>
            New coupon
          </button>
        )}
      </div>

      {open !== null && (
        <div className="mt-6">
          <CouponForm
            key={open === "new" ? "new" : open._id}
            coupon={open === "new" ? null : open}
            products={products.data?.products ?? (products.failed ? [] : null)}
            titleRef={formTitle}
            onSaved={(saved, created) => {
              setFocusAfter(created ? "list" : saved._id);
              setEditing(null);
              loaded.reload();
            }}
            onCancel={editing === null ? undefined : close}
          />
        </div>
      )}

      <section className="mt-8" aria-labelledby="coupons-list-title" aria-busy={loaded.loading}>
        <h2 id="coupons-list-title" ref={listTitle} tabIndex={-1} className="mb-3 font-display text-2xl font-bold">
          Your coupons{data && data.coupons.length > 0 ? ` (${data.coupons.length})` : ""}
        </h2>
        {first ? (
          <p className="text-muted">Loading...</p>
        ) : !data && loaded.failed ? (
          <LoadFailed what="coupons" onRetry={loaded.reload} />
        ) : !data || data.coupons.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-5 text-muted" data-testid="coupons-empty">
            No coupons yet
          </p>
        ) : (
          <ul className={`space-y-3 transition-opacity ${loaded.loading ? "opacity-60" : ""}`}>
            {data.coupons.map((c) => (
              <CouponCard
                key={c._id}
                coupon={c}
                owner={owner}
                categoryName={categoryName}
                productName={productName}
                onEdit={() => edit(c)}
                onSaved={loaded.reload}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
