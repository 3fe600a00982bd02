import { useEffect, useRef, useState } from "react";
import type { ApiProduct } from "../../../lib/catalog";
import { itemLabel, type ApiOrder } from "../../../lib/orders";
import { MAX_RETURN_PHOTO_BYTES, MAX_RETURN_PHOTOS, RETURN_TYPES, type ReturnType } from "../../../lib/returns";
import { optionsText } from "../../../lib/variants";
import { getJson } from "../../api";
import { useT } from "../../i18n/use-t";
import { toast } from "../../toast";

/** Units of each order line still free to return: bought less what open or finished (not rejected) requests ask for. */
export function unitsLeft(order: ApiOrder): number[] {
  const left = order.items.map((it) => it.quantity);
  for (const r of order.returns ?? []) {
    if (r.status === "rejected") continue;
    for (const it of r.items) if (left[it.line] !== undefined) left[it.line] = Math.max(0, left[it.line]! - it.quantity);
  }
  return left;
}

type Choice = { variantId: string; text: string };

/** For each line: the product's other variants at the line's price (what an exchange may be for). */
function useExchangeChoices(order: ApiOrder, wanted: boolean): Choice[][] | null {
  const [products, setProducts] = useState<ApiProduct[] | null>(null);
  useEffect(() => {
    if (!wanted || products) return;
    const ids = [...new Set(order.items.map((it) => it.product._id))].join(",");
    void getJson<{ products: ApiProduct[] }>(`/api/product/list?ids=${encodeURIComponent(ids)}`).then((res) => setProducts(res.products ?? []));
  }, [wanted, products, order.items]);
  if (!products) return null;
  return order.items.map((it) => {
    const p = products.find((x) => x._id === it.product._id);
    if (!p?.variants) return [];
    return p.variants
      .filter((v) => v._id !== it.product.variant?._id && v.offerPrice === it.product.offerPrice && v.inStock)
      .map((v) => ({ variantId: v._id, text: optionsText(p.options ?? [], v.options) }))
      .filter((c) => c.text !== "");
  });
}

type Photo = { file: File; url: string };

/**
 * The "Return or exchange" form: per line a quantity (0 to what is left), return or exchange (and for an exchange the
 * size or colour wanted), a reason and up to three photos. Sent as multipart/form-data to POST /api/order/{id}/return.
 */
export function ReturnForm({ order, onDone, onCancel }: { order: ApiOrder; onDone: () => void; onCancel: () => void }) {
  const left = unitsLeft(order);
  const [type, setType] = useState<ReturnType>("return");
  const [qty, setQty] = useState<number[]>(() => left.map((n) => (left.filter((x) => x > 0).length === 1 && n > 0 ? 1 : 0)));
  const [swap, setSwap] = useState<string[]>(() => order.items.map(() => ""));
  const [reason, setReason] = useState("");
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [busy, setBusy] = useState(false);
  const choices = useExchangeChoices(order, type === "exchange");
  const t = useT();

  // Preview URLs live as long as the photo is chosen (removed: revoked there; the rest when the form goes).
  const shown = useRef<Photo[]>([]);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(() => () => shown.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  const setLine = (i: number, n: number) => setQty((q) => q.map((v, j) => (j === i ? Math.max(0, Math.min(left[i] ?? 0, n)) : v)));
  const addPhotos = (files: FileList | null) => {
    const list = [...(files ?? [])];
    const room = MAX_RETURN_PHOTOS - photos.length;
    if (list.length > room) toast.error(t("orders.rf.maxPhotos", { max: MAX_RETURN_PHOTOS }));
    const ok = list.slice(0, Math.max(0, room)).filter((f) => {
      if (!/^image\/(jpeg|png|webp)$/.test(f.type)) return (void toast.error(t("orders.rf.notPhoto", { name: f.name })), false);
      if (f.size > MAX_RETURN_PHOTO_BYTES)
        return (void toast.error(t("orders.rf.tooLarge", { name: f.name, mb: MAX_RETURN_PHOTO_BYTES / 1024 / 1024 })), false);
      return true;
    });
    if (ok.length) setPhotos((p) => [...p, ...ok.map((file) => ({ file, url: URL.createObjectURL(file) }))]);
  };
  const removePhoto = (i: number) => {
    const gone = photos[i];
    if (gone) URL.revokeObjectURL(gone.url);
    setPhotos((p) => p.filter((_, j) => j !== i));
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const items = qty.flatMap((quantity, line) =>
      quantity > 0 ? [{ line, quantity, ...(type === "exchange" && swap[line] ? { exchangeFor: swap[line] } : {}) }] : [],
    );
    if (items.length === 0) return void toast.error(t("orders.rf.chooseItem"));
    const form = new FormData();
    form.set("type", type);
    form.set("reason", reason);
    form.set("items", JSON.stringify(items));
    for (const p of photos) form.append("photos", p.file, p.file.name);
    setBusy(true);
    let res: { success: boolean; message?: string };
    try {
      const r = await fetch(`/api/order/${order._id}/return`, { method: "POST", credentials: "include", body: form });
      res = (await r.json()) as { success: boolean; message?: string };
    } catch {
      res = { success: false, message: t("orders.rf.failed") };
    }
    setBusy(false);
    if (!res.success) return void toast.error(res.message || t("orders.rf.notSent"));
    toast.success(res.message || t(type === "exchange" ? "orders.rf.exchangeRequested" : "orders.rf.returnRequested"));
    onDone();
  };

  return (
    <form className="space-y-4 text-sm" onSubmit={(e) => void submit(e)} aria-label={t("orders.ret.open")} data-testid="return-form">
      <fieldset>
        <legend className="font-semibold">{t("orders.rf.what")}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {RETURN_TYPES.map((rt) => (
            <label
              key={rt}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 ${type === rt ? "border-saddle bg-saddle/5" : "border-stone-300"}`}
            >
              <input type="radio" name="return-type" value={rt} checked={type === rt} onChange={() => setType(rt)} className="h-4 w-4 accent-saddle" />
              {t(`orders.rf.type.${rt}`)}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="font-semibold">{t("orders.rf.items")}</legend>
        <ul className="mt-2 divide-y divide-stone-100 rounded-lg border border-stone-200">
          {order.items.map((it, i) => {
            const name = itemLabel(it.product);
            const max = left[i] ?? 0;
            const n = qty[i] ?? 0;
            const opts = choices?.[i] ?? [];
            return (
              <li key={i} className="space-y-2 p-3" data-testid="return-line">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium break-words">{name}</p>
                    <p className="text-xs text-muted">{max === 0 ? t("orders.rf.alreadyAsked") : t("orders.rf.upTo", { max })}</p>
                  </div>
                  <div
                    className="inline-flex h-11 items-center overflow-hidden rounded-lg border border-saddle text-saddle"
                    role="group"
                    aria-label={t("orders.rf.units", { name })}
                  >
                    <button
                      type="button"
                      className="h-full w-11 text-lg font-bold disabled:opacity-40"
                      aria-label={t("orders.rf.fewer", { name })}
                      disabled={n <= 0}
                      onClick={() => setLine(i, n - 1)}
                    >
                      −
                    </button>
                    <output className="min-w-8 text-center font-semibold" aria-live="polite" data-testid="return-qty">
                      {n}
                    </output>
                    <button
                      type="button"
                      className="h-full w-11 text-lg font-bold disabled:opacity-40"
                      aria-label={t("orders.rf.more", { name })}
                      disabled={n >= max}
                      onClick={() => setLine(i, n + 1)}
                    >
                      +
                    </button>
                  </div>
                </div>
                {type === "exchange" &&
                  n > 0 &&
                  (choices && opts.length === 0 ? (
                    <p className="text-xs text-muted">{t("orders.rf.sameOnly")}</p>
                  ) : (
                    <div>
                      <label className="font-medium" htmlFor={`exchange-${i}`}>
                        {t("orders.rf.exchangeFor")}
                        <span className="sr-only">{t("orders.rf.insteadOf", { name })}</span>
                      </label>
                      <select
                        id={`exchange-${i}`}
                        className="input mt-1"
                        value={swap[i] ?? ""}
                        onChange={(e) => setSwap((s) => s.map((v, j) => (j === i ? e.target.value : v)))}
                      >
                        <option value="">{t("orders.rf.sameAgain")}</option>
                        {opts.map((c) => (
                          <option key={c.variantId} value={c.variantId}>
                            {c.text}
                          </option>
                        ))}
                      </select>
                    </div>
                  ))}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <label className="block">
        <span className="font-semibold">{t("orders.rf.reason")}</span>
        <textarea
          className="input mt-1 min-h-24"
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          placeholder={t("orders.rf.reasonPlaceholder")}
        />
      </label>

      <div>
        <p className="font-semibold" id="return-photos-label">
          {t("orders.rf.photos")} <span className="font-normal text-muted">{t("orders.rf.photosNote", { max: MAX_RETURN_PHOTOS })}</span>
        </p>
        {photos.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="return-photos-label">
            {photos.map((p, i) => (
              <li key={p.url} className="relative">
                <img src={p.url} alt={t("orders.rf.photoAlt", { n: i + 1 })} className="h-20 w-20 rounded-lg border border-stone-200 object-cover" />
                <button
                  type="button"
                  className="absolute -top-2 -right-2 h-9 w-9 rounded-full bg-bark text-white"
                  aria-label={t("orders.rf.removePhoto", { n: i + 1 })}
                  onClick={() => removePhoto(i)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < MAX_RETURN_PHOTOS && (
          <label className="btn-outline mt-2 cursor-pointer py-2 text-sm">
            {t("orders.rf.addPhotos")}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              multiple
              className="sr-only"
              data-testid="return-photos"
              onChange={(e) => {
                addPhotos(e.target.files);
                e.target.value = "";
              }}
            />
          </label>
        )}
      </div>

      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary py-2 text-sm" disabled={busy}>
          {t(busy ? "orders.rf.sending" : type === "exchange" ? "orders.rf.askExchange" : "orders.rf.askReturn")}
        </button>
        <button type="button" className="btn-outline py-2 text-sm" disabled={busy} onClick={onCancel}>
          {t("orders.rf.cancel")}
        </button>
      </div>
    </form>
  );
}
