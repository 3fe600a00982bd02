import { useEffect, useRef, useState, type CSSProperties, type FormEvent } from "react";
import { Link } from "react-router";
import { REVIEW_REPLY_MAX, type ApiReview, type ReviewStatus, type SellerReview } from "../../../lib/reviews";
import { toast } from "../../toast";
import { dateTime } from "./format";
import { sellerSend } from "./seller-api";

/** What the back office calls each status: a review waiting for the shop is "Waiting". */
export const REVIEW_STATUS_TEXT: Record<ReviewStatus, string> = { pending: "Waiting", published: "Published", hidden: "Hidden" };

const STATUS_TONE: Record<ReviewStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  published: "bg-emerald-100 text-emerald-900",
  hidden: "bg-stone-200 text-stone-800",
};

/** The seller's link to an order: the orders list searched for it (as the returns queue links orders). */
const orderLink = (orderId: string) => `/seller/Orderlist?order=${encodeURIComponent(orderId)}`;

/** The stars drawn (app.css `.stars`) and said in words: "4 of 5 stars". */
function Stars({ rating }: { rating: number }) {
  const stars = Math.max(0, Math.min(5, Math.round(rating)));
  const fill = { "--fill": `${(stars / 5) * 100}%` } as CSSProperties;
  return (
    <p className="flex items-center gap-2">
      <span aria-hidden="true" className="stars" style={fill} />
      <span className="text-xs text-muted" data-testid="review-rating">
        {stars} of 5 stars
      </span>
    </p>
  );
}

type Change = { status?: "published" | "hidden"; reply?: string };

/**
 * One customer review in the seller's list: product (to its edit page), stars, title, text, photos (full size in a
 * new tab), who wrote it, when, the order, its status, and the actions — Publish, Hide, and the shop's public reply.
 * `onSaved` is told of every saved change (the list re-fetches); `onLeave` when the review no longer belongs to the
 * list shown (published from Waiting, say), so the list can take the focus the card's button had.
 */
export function ReviewCard({
  review,
  filter,
  onSaved,
  onLeave,
}: {
  review: SellerReview;
  filter: ReviewStatus | "all";
  onSaved: () => void;
  onLeave: () => void;
}) {
  // The server's answer is shown at once; a newer copy from the list (after its re-fetch) replaces it.
  const [saved, setSaved] = useState<SellerReview | null>(null);
  const [prev, setPrev] = useState(review);
  const [draft, setDraft] = useState(review.reply?.text ?? "");
  if (prev !== review) {
    setPrev(review);
    setSaved(null);
    if ((review.reply?.text ?? "") !== (prev.reply?.text ?? "")) setDraft(review.reply?.text ?? "");
  }
  const r = saved ?? review;
  const [busy, setBusy] = useState<"status" | "reply" | null>(null);
  const [focusAfter, setFocusAfter] = useState<"publish" | "hide" | "reply" | null>(null);
  const publishRef = useRef<HTMLButtonElement>(null);
  const hideRef = useRef<HTMLButtonElement>(null);
  const replyRef = useRef<HTMLTextAreaElement>(null);

  // A button that disappears once used (Publish on a published review) hands the focus to the one left in its place.
  useEffect(() => {
    if (focusAfter === null) return;
    ({ publish: publishRef, hide: hideRef, reply: replyRef })[focusAfter].current?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const send = async (change: Change, kind: "status" | "reply") => {
    setBusy(kind);
    const res = await sellerSend<{ review: ApiReview & { status: ReviewStatus } }>("POST", `/api/seller/reviews/${encodeURIComponent(r._id)}`, change);
    setBusy(null);
    if (!res.success || !res.review) return void toast.error(res.message || "Something went wrong");
    const next: SellerReview = { ...r, ...res.review };
    toast.success(res.message || "Review saved");
    setSaved(next);
    if (kind === "reply") setDraft(next.reply?.text ?? "");
    if (kind === "status" && filter !== "all" && next.status !== filter) onLeave();
    else if (kind === "status") setFocusAfter(next.status === "published" ? "hide" : "publish");
    else setFocusAfter("reply");
    onSaved();
  };

  const id = `rev-${r._id}`;
  const who = r.author || "Customer";
  const current = r.reply?.text ?? "";
  const unchanged = draft.trim() === current;

  return (
    <li className="rounded-2xl border border-stone-200 bg-white p-4 text-sm break-words sm:p-5" data-testid="seller-review" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-title`} className="min-w-0 font-semibold">
          <Link to={`/admin/edit-product/${encodeURIComponent(r.productId)}`} className="text-saddle underline">
            {r.productName}
          </Link>
        </h3>
        <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_TONE[r.status]}`} data-testid="review-status">
          {REVIEW_STATUS_TEXT[r.status]}
        </span>
      </div>
      <div className="mt-1">
        <Stars rating={r.rating} />
      </div>
      {r.title && <p className="mt-2 font-semibold">{r.title}</p>}
      <p className="mt-1 whitespace-pre-line">{r.text}</p>

      {r.thumbs.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Photos">
          {r.thumbs.map((thumb, i) => (
            <li key={thumb}>
              <a href={r.photos[i] ?? thumb} target="_blank" rel="noreferrer" className="block">
                <img src={thumb} alt={`Photo ${i + 1} of the review`} loading="lazy" className="h-20 w-20 rounded-lg border border-stone-200 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      )}

      <p className="mt-3 text-xs text-muted">
        <span className="font-medium text-bark">{who}</span>
        {r.verifiedBuyer && <> · Verified buyer</>}
        {r.email && (
          <>
            {" "}
            ·{" "}
            <a className="text-saddle underline" href={`mailto:${r.email}`}>
              {r.email}
            </a>
          </>
        )}{" "}
        · <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
        {r.orderId && (
          <>
            {" "}
            ·{" "}
            <Link to={orderLink(r.orderId)} className="text-saddle underline" aria-label={`View order for the review by ${who}`}>
              View order
            </Link>
          </>
        )}
      </p>

      <div className="mt-3 flex flex-wrap gap-2">
        {r.status !== "published" && (
          <button
            ref={publishRef}
            type="button"
            className="btn-primary min-h-11 py-2 text-sm"
            disabled={busy !== null}
            aria-label={`Publish review by ${who}`}
            onClick={() => void send({ status: "published" }, "status")}
          >
            Publish
          </button>
        )}
        {r.status !== "hidden" && (
          <button
            ref={hideRef}
            type="button"
            className="btn-outline min-h-11 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
            disabled={busy !== null}
            aria-label={`Hide review by ${who}`}
            onClick={() => void send({ status: "hidden" }, "status")}
          >
            Hide
          </button>
        )}
        {busy === "status" && (
          <span role="status" className="self-center text-muted">
            Saving...
          </span>
        )}
      </div>

      <form
        className="mt-3 space-y-2 rounded-lg border border-stone-200 bg-cream p-3"
        aria-label={`Reply to the review by ${who}`}
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          if (!unchanged) void send({ reply: draft.trim() }, "reply");
        }}
      >
        <label htmlFor={`${id}-reply`} className="block font-medium">
          Public reply
        </label>
        <textarea
          ref={replyRef}
          id={`${id}-reply`}
          className="input min-h-24"
          maxLength={REVIEW_REPLY_MAX}
          value={draft}
          aria-describedby={`${id}-reply-help`}
          onChange={(e) => setDraft(e.target.value)}
        />
        <p id={`${id}-reply-help`} className="text-xs text-muted">
          Shown under the review on the product page{r.reply ? `; replied ${dateTime(r.reply.at)}` : ""}. {draft.length} of {REVIEW_REPLY_MAX} characters.
        </p>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className="btn-primary min-h-11 py-2 text-sm"
            disabled={busy !== null || unchanged}
            aria-label={busy === "reply" ? `Saving reply to ${who}` : `Save reply to ${who}`}
          >
            {busy === "reply" ? "Saving..." : "Save reply"}
          </button>
          {r.reply && (
            <button
              type="button"
              className="btn-outline min-h-11 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-60"
              disabled={busy !== null}
              aria-label={`Remove reply to ${who}`}
              onClick={() => void send({ reply: "" }, "reply")}
            >
              Remove reply
            </button>
          )}
        </div>
      </form>
    </li>
  );
}
