import type { CSSProperties } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { pathIn, type Lang } from "../../lib/i18n";
import type { DatedReview, DatedReviewPage } from "../../lib/reviews";
import { CATALOGUE } from "../i18n/catalogue.server";
import { translator, type T } from "../i18n/use-t";

const stars = (value: number) => ({ "--fill": `${(value / 5) * 100}%` }) as CSSProperties;

/**
 * The product page's reviews (issue 19, item 1) as HTML, rendered here on the server: the published average, count
 * and 1–5 star distribution, then the reviews newest first with "Verified buyer", photos and the shop's reply.
 * Nothing in them reacts to the shopper, so the page ships them as markup and no script (its 120 KB budget); the
 * product page adds "More reviews" (a link to `?reviews=N`, N pages shown) below. React escapes every text as usual.
 */
export function productReviewsHtml(page: DatedReviewPage, productId: string, lang: Lang): string {
  return renderToStaticMarkup(<ProductReviews page={page} productId={productId} lang={lang} t={translator(CATALOGUE[lang])} />);
}

function ProductReviews({ page, productId, lang, t }: { page: DatedReviewPage; productId: string; lang: Lang; t: T }) {
  const { rating, reviewCount, distribution, reviews } = page;
  return (
    <>
      <h2 id="reviews-heading" className="heading-section">
        {t("reviews.title")}
      </h2>
      <div className="mt-6 grid gap-8 md:grid-cols-[16rem_1fr]">
        <div>
          {rating !== null ? (
            <>
              <p className="flex items-center gap-3">
                <span className="text-4xl font-bold text-bark" data-testid="reviews-average">
                  {rating.toFixed(1)}
                </span>
                <span className="stars" style={stars(rating)} role="img" aria-label={t("reviews.stars", { value: rating.toFixed(1) })} />
              </p>
              <p className="mt-1 text-sm text-muted" data-testid="reviews-count">
                {reviewCount === 1 ? t("reviews.one") : t("reviews.count", { count: reviewCount })}
              </p>
              <ul className="mt-4 space-y-1.5 text-sm" aria-label={t("reviews.distribution")}>
                {[5, 4, 3, 2, 1].map((n) => {
                  const c = distribution[n - 1] ?? 0;
                  return (
                    <li key={n} className="flex items-center gap-2">
                      <span className="w-8 shrink-0 text-muted" aria-hidden="true">
                        {n} ★
                      </span>
                      <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200" aria-hidden="true">
                        <span className="block h-full rounded-full bg-brass" style={{ width: `${reviewCount ? (c / reviewCount) * 100 : 0}%` }} />
                      </span>
                      <span className="w-6 shrink-0 text-right text-muted" aria-hidden="true">
                        {c}
                      </span>
                      <span className="sr-only">{t("reviews.bar", { stars: n, count: c })}</span>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="text-muted">{t("reviews.none")}</p>
          )}
          <a href={pathIn(lang, `/review/${productId}`)} className="btn-outline mt-5 inline-block" rel="nofollow">
            {t("reviews.write")}
          </a>
        </div>
        <ol className="space-y-6">
          {reviews.map((r) => (
            <Review key={r._id} review={r} t={t} />
          ))}
        </ol>
      </div>
    </>
  );
}

function Review({ review: r, t }: { review: DatedReview; t: T }) {
  return (
    <li className="border-b border-stone-200 pb-6" data-testid="review">
      <span className="stars" style={stars(r.rating)} role="img" aria-label={t("reviews.stars", { value: r.rating })} />
      <h3 className="mt-1 font-semibold text-bark">{r.title}</h3>
      <p className="text-xs text-muted">
        {r.author} · <span className="font-medium text-moss">{t("reviews.verified")}</span> · {r.date}
      </p>
      <p className="mt-2 whitespace-pre-line text-bark">{r.text}</p>
      {r.thumbs.length > 0 && (
        <ul className="mt-3 flex gap-2">
          {r.thumbs.map((src, i) => (
            <li key={src}>
              <a href={r.photos[i]} target="_blank" rel="noopener">
                <img
                  src={src}
                  alt={t("reviews.photo", { n: i + 1, author: r.author })}
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className="size-18 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {r.reply && (
        <div className="mt-3 rounded-lg bg-sand p-3 text-sm">
          <p className="font-semibold text-bark">{t("reviews.reply")}</p>
          <p className="mt-1 whitespace-pre-line text-bark">{r.reply.text}</p>
        </div>
      )}
    </li>
  );
}
