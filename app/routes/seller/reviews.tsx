import { useRef, useState } from "react";
import type { ReviewStatus, SellerReview } from "../../../lib/reviews";
import { REVIEW_STATUS_TEXT, ReviewCard } from "../../components/seller/review-card";
import { useSellerData } from "../../components/seller/seller-api";
import { LoadFailed } from "../../components/seller/form-field";
import { toast } from "../../toast";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = () => [{ title: "Reviews" }, { name: "robots", content: "noindex" }];

type Filter = ReviewStatus | "all";
type ReviewList = { reviews: SellerReview[]; counts: Record<ReviewStatus, number>; page: number; pages: number };

const FILTERS: Filter[] = ["pending", "published", "hidden", "all"];

/**
 * Customer reviews (issue 19, item 1; decision 032): the ones waiting for the shop first, then published, hidden or
 * all of them, newest first, 20 a page. Each can be published or hidden and given the shop's public reply.
 */
export default function SellerReviews() {
  const [filter, setFilter] = useState<Filter>("pending");
  const [page, setPage] = useState(1);
  const loaded = useSellerData<ReviewList>(`/api/seller/reviews?status=${filter}&page=${page}`, (m) => toast.error(m));
  const listTitle = useRef<HTMLHeadingElement>(null);
  const data = loaded.data;
  const counts = data?.counts;
  const pages = data?.pages ?? 1;
  // The last review of the last page was published or hidden away: show the page that is now the last.
  if (data && !loaded.loading && data.page === page && page > data.pages) setPage(data.pages);

  const choose = (f: Filter) => {
    setFilter(f);
    setPage(1);
  };
  const goTo = (p: number) => {
    setPage(p);
    listTitle.current?.focus();
  };
  const label = (f: Filter) => (f === "all" ? "All" : `${REVIEW_STATUS_TEXT[f]}${counts ? ` (${counts[f]})` : ""}`);
  const first = loaded.loading && !data;

  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-3xl font-bold">Reviews</h1>
      <p className="mt-1 text-sm text-muted">A review shows on its product page once you publish it.</p>
      <div className="mt-6 flex flex-wrap gap-1 rounded-lg border border-saddle p-0.5 sm:inline-flex" role="group" aria-label="Which reviews">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={filter === f}
            className={`min-h-11 flex-auto rounded-md px-4 text-sm font-semibold whitespace-nowrap ${filter === f ? "bg-saddle text-white" : "text-saddle hover:bg-sand"}`}
            onClick={() => choose(f)}
            data-testid={`reviews-filter-${f}`}
          >
            {label(f)}
          </button>
        ))}
      </div>

      <section className="mt-6" aria-labelledby="reviews-list-title" aria-busy={loaded.loading}>
        <h2 id="reviews-list-title" ref={listTitle} tabIndex={-1} className="mb-3 text-sm font-semibold text-muted">
          {filter === "all" ? "All reviews" : `${REVIEW_STATUS_TEXT[filter]} reviews`}
          {pages > 1 ? ` · page ${page} of ${pages}` : ""}
        </h2>
        {first ? (
          <p className="text-muted">Loading...</p>
        ) : !data && loaded.failed ? (
          <LoadFailed what="reviews" onRetry={loaded.reload} />
        ) : !data || data.reviews.length === 0 ? (
          <p className="rounded-2xl border border-stone-200 bg-white p-5 text-muted" data-testid="reviews-empty">
            {filter === "pending" ? "No reviews waiting" : "No reviews here yet"}
          </p>
        ) : (
          <ul className={`space-y-3 transition-opacity ${loaded.loading ? "opacity-60" : ""}`}>
            {data.reviews.map((r) => (
              <ReviewCard key={r._id} review={r} filter={filter} onSaved={loaded.reload} onLeave={() => listTitle.current?.focus()} />
            ))}
          </ul>
        )}

        {pages > 1 && (
          <nav className="mt-6 flex flex-wrap items-center justify-between gap-3" aria-label="Review pages">
            <button
              type="button"
              className="btn-outline min-h-11 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
              disabled={page <= 1 || loaded.loading}
              onClick={() => goTo(page - 1)}
            >
              Previous<span className="sr-only"> page</span>
            </button>
            <span className="text-sm text-muted">
              Page {page} of {pages}
            </span>
            <button
              type="button"
              className="btn-outline min-h-11 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
              disabled={page >= pages || loaded.loading}
              onClick={() => goTo(page + 1)}
            >
              Next<span className="sr-only"> page</span>
            </button>
          </nav>
        )}
      </section>
    </div>
  );
}
