import { useRouteLoaderData } from "react-router";
import type { ApiUser } from "../../lib/accounts";
import type { Category } from "../../lib/catalog";
import type { ShopIdentity } from "../../lib/shop-settings";
import type { Lang } from "../../lib/i18n";

export type RootData = {
  /** The page's language (from its path; decision 022). */
  lang: Lang;
  /** Identity and contact details; a page's own content comes with its loader. */
  settings: ShopIdentity;
  categories: Category[];
  /** Absolute origin for canonical and Open Graph URLs. */
  origin: string;
  /** The logged-in customer with their saved cart, or null. */
  user: ApiUser | null;
  /** The spec's seller flag: a live seller session came with this request. */
  isSeller: boolean;
  /** The seller's role ('owner' or 'staff'), null without a seller session. */
  sellerRole?: "owner" | "staff" | null;
  /** Online payment: Razorpay Checkout, the embedded sandbox, or not offered. */
  payments: "razorpay" | "sandbox" | null;
  /** Login with a one-time code by SMS is offered (an SMS provider, or the files of the demo shop). */
  otpLogin?: boolean;
  /** Order updates on WhatsApp are offered at checkout (the Cloud API, or the files of the demo shop; decision 031). */
  whatsappUpdates?: boolean;
};

/** Shop identity, categories and session facts, loaded once by the root route for every page. */
export function useShop(): RootData {
  const data = useRouteLoaderData("root") as RootData | undefined;
  if (!data) throw new Error("useShop() used outside the root route");
  return data;
}
