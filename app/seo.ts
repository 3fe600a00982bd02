import type { MetaDescriptor } from "react-router";
import { OG_LOCALE, pathIn, type Lang } from "../lib/i18n";

type PageMetaInput = {
  /** The page's language: its canonical URL is the path in that language (issue 17). English when left out. */
  lang?: Lang;
  title: string;
  description: string;
  origin: string;
  path: string;
  shopName: string;
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
};

/** Title, description, canonical URL, Open Graph and Twitter tags of one page. */
export function pageMeta(m: PageMetaInput): MetaDescriptor[] {
  const url = m.origin + pathIn(m.lang ?? "en", m.path);
  const tags: MetaDescriptor[] = [
    { title: m.title },
    { name: "description", content: m.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: m.shopName },
    { property: "og:title", content: m.title },
    { property: "og:description", content: m.description },
    { property: "og:url", content: url },
    { property: "og:type", content: m.type ?? "website" },
    { property: "og:locale", content: OG_LOCALE[m.lang ?? "en"] },
    { name: "twitter:card", content: m.image ? "summary_large_image" : "summary" },
  ];
  if (m.image) tags.push({ property: "og:image", content: m.origin + m.image });
  if (m.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

export function clip(text: string, max = 160): string {
  const t = text.replace(/\s+/g, " ").trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * Issue 15, one pattern on every page: "Cart · Shop name", "Padded Nylon Horse Halter · Shop name"; the home page
 * (no page name) is the shop name alone.
 */
export function pageTitle(page: string | null | undefined, shopName: string): string {
  return page ? (shopName ? `${page} · ${shopName}` : page) : shopName;
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The shop's name from the root route's data, for meta functions ("" before it loaded). */
export function shopNameOf(matches: readonly MatchLike[]): string {
  return (matches.find((m) => m?.id === "root")?.loaderData as { settings?: { shopName?: string } } | undefined)?.settings?.shopName ?? "";
}

/** Title and noindex of a private page (cart, orders, forms): "Cart · Shop name". */
export function privatePageMeta(page: string, matches: readonly MatchLike[]): MetaDescriptor[] {
  return [{ title: pageTitle(page, shopNameOf(matches)) }, { name: "robots", content: "noindex" }];
}
