import { useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { productPath } from "../../lib/catalog";
import { MAX_REVIEW_PHOTOS, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from "../../lib/reviews";
import { langHeader } from "../api";
import { ProductImage } from "../components/product-image";
import { catalogSnapshot, notFoundResponse, productIn, requestLang } from "../data.server";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { reviewWriteState } from "../reviews.server";
import { privatePageMeta } from "../seo";
import { openLogin } from "../state/auth";
import { toast } from "../toast";
import type { Route } from "./+types/write-review";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  privatePageMeta(metaT(matches)("review.heading", { name: loaderData?.product.name ?? "" }), matches);

/** Issue 19, item 1: a customer's review of a product they received (once; the shop checks it before it shows). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const stored = (await catalogSnapshot(context)).byId.get(params.id);
  if (!stored) throw notFoundResponse();
  const lang = requestLang(request);
  const p = productIn(stored, lang);
  return { product: { _id: p._id, name: p.name, category: p.category, image: p.image[0] }, state: await reviewWriteState(context, p._id, lang) };
}

export default function WriteReview({ loaderData }: Route.ComponentProps) {
  const { product, state } = loaderData;
  const t = useT();
  const lp = useLocalePath();
  return (
    <section className="container-page max-w-2xl py-10">
      <div className="flex items-center gap-4">
        {product.image && <ProductImage file={product.image} alt="" sizes="64px" size={240} className="size-16 rounded-lg object-cover" />}
        <h1 className="font-display text-2xl font-bold text-bark">{t("review.heading", { name: product.name })}</h1>
      </div>
      <div className="mt-6">
        {state.kind === "visitor" ? (
          <div className="rounded-2xl bg-sand p-6 text-center">
            <p className="text-muted">{t("review.login")}</p>
            <button type="button" className="btn-primary mt-4" onClick={() => openLogin()}>
              {t("review.loginButton")}
            </button>
          </div>
        ) : state.kind === "refused" ? (
          <p className="rounded-2xl bg-sand p-6 text-bark" data-testid="review-refused">
            {state.message}
          </p>
        ) : state.kind === "written" ? (
          <div className="rounded-2xl border border-stone-200 p-6" data-testid="review-written">
            <p className="text-sm font-semibold text-moss">{t(`review.status.${state.review.status}`)}</p>
            <p className="mt-2 text-sm text-muted">
              {t("review.yours")}: {t("review.starLabel", { n: state.review.rating })}
            </p>
            <h2 className="mt-1 font-semibold text-bark">{state.review.title}</h2>
            <p className="mt-1 whitespace-pre-line text-bark">{state.review.text}</p>
          </div>
        ) : (
          <ReviewForm productId={product._id} />
        )}
      </div>
      <Link to={lp(productPath(product))} className="mt-8 inline-block underline">
        {t("review.back")}
      </Link>
    </section>
  );
}

function ReviewForm({ productId }: { productId: string }) {
  const t = useT();
  const revalidator = useRevalidator();
  const [stars, setStars] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    if (stars < 1) return setError(t("review.chooseStars"));
    const photos = form.getAll("photos").filter((f) => f instanceof File && f.size > 0);
    if (photos.length > MAX_REVIEW_PHOTOS) return setError(t("review.tooManyPhotos"));
    setError(null);
    setBusy(true);
    try {
      const res = await fetch(`/api/product/${productId}/reviews`, { method: "POST", credentials: "include", headers: langHeader(), body: form });
      const body = (await res.json()) as { success: boolean; message?: string };
      if (!body.success) throw new Error(body.message ?? t("toast.failed"));
      toast.success(body.message ?? "");
      await revalidator.revalidate();
    } catch (err) {
      setError(err instanceof Error ? err.message : t("toast.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-5" noValidate>
      <fieldset>
        <legend className="font-semibold text-bark">{t("review.stars")}</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input type="radio" name="rating" value={n} className="peer sr-only" checked={stars === n} onChange={() => setStars(n)} />
              <span
                aria-hidden="true"
                className={`block text-4xl leading-none peer-focus-visible:outline-2 peer-focus-visible:outline-saddle ${n <= stars ? "text-brass" : "text-stone-300"}`}
              >
                ★
              </span>
              <span className="sr-only">{t("review.starLabel", { n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor="review-title" className="font-semibold text-bark">
          {t("review.titleLabel")}
        </label>
        <input id="review-title" name="title" required maxLength={REVIEW_TITLE_MAX} placeholder={t("review.titleHint")} className="input mt-1 w-full" />
      </div>
      <div>
        <label htmlFor="review-text" className="font-semibold text-bark">
          {t("review.textLabel")}
        </label>
        <textarea id="review-text" name="text" required rows={6} maxLength={REVIEW_TEXT_MAX} placeholder={t("review.textHint")} className="input mt-1 w-full" />
      </div>
      <div>
        <label htmlFor="review-photos" className="font-semibold text-bark">
          {t("review.photos")}
        </label>
        <input id="review-photos" name="photos" type="file" accept="image/jpeg,image/png,image/webp" multiple className="mt-1 block w-full text-sm" />
      </div>
      {error && (
        <p role="alert" className="font-medium text-red-700" data-testid="review-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t("review.sending") : t("review.submit")}
      </button>
    </form>
  );
}
