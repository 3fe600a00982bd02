import type { MetaDescriptor } from "react-router";

type PageMetaInput = {
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
  const url = m.origin + m.path;
  const tags: MetaDescriptor[] = [
    { title: m.title },
    { name: "description", content: m.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: m.shopName },
    { property: "og:title", content: m.title },
    { property: "og:description", content: m.description },
    { property: "og:url", content: url },
    { property: "og:type", content: m.type ?? "website" },
    { property: "og:locale", content: "en_IN" },
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
