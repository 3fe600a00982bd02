import type { RouterContextProvider } from "react-router";
import type { Lang } from "../lib/i18n";
import { hindiMessage } from "../lib/messages-hi";
import type { ApiReview, ReviewStatus } from "../lib/reviews";
import { findOwnReview, reviewRefusal, toApiReview } from "../server/modules/reviews/reviews";
import { servicesContext, userContext } from "./request-context";

export type ReviewWriteState =
  { kind: "visitor" } | { kind: "can" } | { kind: "refused"; message: string } | { kind: "written"; review: ApiReview & { status: ReviewStatus } };

/** The review page's state for this request's customer: log in, write, why not, or the review they wrote. */
export async function reviewWriteState(context: Readonly<RouterContextProvider>, productId: string, lang: Lang): Promise<ReviewWriteState> {
  const user = context.get(userContext);
  if (!user) return { kind: "visitor" };
  const { db } = context.get(servicesContext).database;
  const own = await findOwnReview(db, user._id, productId);
  if (own) return { kind: "written", review: { ...toApiReview(own), status: own.status } };
  const refusal = await reviewRefusal(db, user._id, productId);
  if (!refusal) return { kind: "can" };
  return { kind: "refused", message: lang === "hi" ? hindiMessage(refusal.message) : refusal.message };
}
