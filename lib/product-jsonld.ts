/**
 * A product page's schema.org JSON-LD. A product with one variant is a
 * `Product` with one `Offer` (as before variants); a product with several is a
 * `ProductGroup` (productGroupID, variesBy, hasVariant), each variant a
 * `Product` with its own SKU, name, image and Offer, as Google documents
 * product variants.
 */
import { imageUrl, productPath, type ApiProduct } from "./catalog";
import { hasPickers, variantPath } from "./variant-choice";
import type { ReviewPage } from "./reviews";
import { optionsText, type ApiVariant } from "./variants";

export type JsonLdShop = { origin: string; shopName: string; legalName: string; categoryText: string };
type Json = Record<string, unknown>;

/** Option names schema.org has a property for: that property's name. */
const PROPERTY_OF: Record<string, string> = { size: "size", colour: "color", color: "color", material: "material", pattern: "pattern" };

function propertyOf(optionName: string): string | null {
  return PROPERTY_OF[optionName.trim().toLowerCase()] ?? null;
}

function offer(url: string, price: number, inStock: boolean, legalName: string): Json {
  return {
    "@type": "Offer",
    url,
    priceCurrency: "INR",
    price: price.toFixed(2),
    availability: inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: legalName },
  };
}

/** `aggregateRating` and `review` from published reviews only, and only when there are some (decision 032). */
function reviewsLd(reviews: ReviewPage | undefined): Json {
  if (!reviews || reviews.rating === null || reviews.reviewCount === 0) return {};
  return {
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: reviews.rating.toFixed(1),
      reviewCount: reviews.reviewCount,
      bestRating: "5",
      worstRating: "1",
    },
    review: reviews.reviews.map((r) => ({
      "@type": "Review",
      name: r.title,
      reviewBody: r.text,
      datePublished: r.createdAt.slice(0, 10),
      author: { "@type": "Person", name: r.author },
      reviewRating: { "@type": "Rating", ratingValue: String(r.rating), bestRating: "5", worstRating: "1" },
    })),
  };
}

export function productJsonLd(p: ApiProduct, shop: JsonLdShop, reviews?: ReviewPage): Json {
  const url = shop.origin + productPath(p);
  const images = (files: string[]) => files.map((f) => shop.origin + imageUrl(f));
  const common = {
    "@context": "https://schema.org",
    name: p.name,
    description: p.description.join(" "),
    category: shop.categoryText,
    brand: { "@type": "Brand", name: shop.shopName },
    ...reviewsLd(reviews),
  };
  if (!hasPickers(p)) {
    return {
      ...common,
      "@type": "Product",
      image: images(p.image),
      sku: p.sku,
      mpn: p.code,
      offers: offer(url, p.offerPrice, p.inStock, shop.legalName),
    };
  }
  const options = p.options ?? [];
  const variesBy = [...new Set(options.map((o) => propertyOf(o.name)).filter((x) => x !== null))].map((prop) => `https://schema.org/${prop}`);
  const variant = (v: ApiVariant): Json => {
    const out: Json = {
      "@type": "Product",
      name: `${p.name} (${optionsText(options, v.options)})`,
      sku: v.sku,
      mpn: v.code,
      image: images(v.image.length > 0 ? v.image : p.image),
      inProductGroupWithID: p._id,
    };
    for (const o of options) {
      const prop = propertyOf(o.name);
      const value = v.options[o.name];
      if (prop && value) out[prop] = value;
    }
    out.offers = offer(shop.origin + variantPath(p, v._id), v.offerPrice, v.inStock, shop.legalName);
    return out;
  };
  return {
    ...common,
    "@type": "ProductGroup",
    url,
    image: images(p.image),
    productGroupID: p._id,
    variesBy,
    hasVariant: (p.variants ?? []).map(variant),
  };
}
