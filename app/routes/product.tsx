import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { categoryListingPath, imageUrl, productPath, RELATED_PRODUCTS } from "../../lib/catalog";
import { ProductImage } from "../components/product-image";
import { Price } from "../components/price";
import { ProductGrid } from "../components/product-card";
import { Rating } from "../components/rating";
import { catalogSnapshot, notFoundResponse, toCard } from "../data.server";
import { clip, pageMeta } from "../seo";
import { addToCart } from "../state/cart";
import { useShop, type RootData } from "../state/shop";
import type { Route } from "./+types/product";

export async function loader({ context, params }: Route.LoaderArgs) {
  const snap = await catalogSnapshot(context);
  const product = snap.byId.get(params.id);
  if (!product) throw notFoundResponse();
  const related = snap.products
    .filter((p) => p.inStock && p._id !== product._id && p.category === product.category)
    .slice(0, RELATED_PRODUCTS)
    .map(toCard);
  const categoryText = snap.categories.find((c) => c.path === product.category)?.text ?? product.category;
  return { product, related, categoryText };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  if (!root || !loaderData) return [{ title: "Product not found" }];
  const { product: p, categoryText } = loaderData;
  const s = root.settings;
  const url = root.origin + productPath(p);
  const images = p.image.map((f) => root.origin + imageUrl(f));
  const tags = pageMeta({
    title: `${p.name} – ${s.shopName}`,
    description: clip(`${p.name}. ${p.description.join(" ")}`),
    origin: root.origin,
    path: productPath(p),
    shopName: s.shopName,
    image: p.image[0] ? imageUrl(p.image[0], 800) : undefined,
    type: "product",
  });
  tags.push(
    { property: "product:price:amount", content: p.offerPrice.toFixed(2) },
    { property: "product:price:currency", content: "INR" },
    {
      "script:ld+json": [
        {
          "@context": "https://schema.org",
          "@type": "Product",
          name: p.name,
          image: images,
          description: p.description.join(" "),
          sku: p.sku,
          mpn: p.code,
          category: categoryText,
          brand: { "@type": "Brand", name: s.shopName },
          offers: {
            "@type": "Offer",
            url,
            priceCurrency: "INR",
            price: p.offerPrice.toFixed(2),
            availability: p.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
            itemCondition: "https://schema.org/NewCondition",
            seller: { "@type": "Organization", name: s.legalName },
          },
        },
        {
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: [
            { "@type": "ListItem", position: 1, name: "Home", item: `${root.origin}/` },
            { "@type": "ListItem", position: 2, name: "Products", item: `${root.origin}/products` },
            { "@type": "ListItem", position: 3, name: categoryText, item: root.origin + categoryListingPath(p.category) },
            { "@type": "ListItem", position: 4, name: p.name, item: url },
          ],
        },
      ],
    },
  );
  return tags;
};

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, related, categoryText } = loaderData;
  const { settings } = useShop();
  const navigate = useNavigate();
  const [selected, setSelected] = useState(0);
  const main = product.image[selected] ?? product.image[0];
  const taxWording = settings.pricing.pricesIncludeTax ? "inclusive of all taxes" : "+ GST";

  return (
    <div className="container-page py-8" key={product._id}>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-1">
          <li><Link to="/" className="hover:text-saddle hover:underline">Home</Link> /</li>
          <li><Link to="/products" className="hover:text-saddle hover:underline">Products</Link> /</li>
          <li><Link to={categoryListingPath(product.category)} className="hover:text-saddle hover:underline">{categoryText}</Link> /</li>
          <li aria-current="page" className="font-medium text-bark">{product.name}</li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 md:grid-cols-2 lg:gap-12">
        <div className="flex flex-col-reverse gap-3 sm:flex-row">
          {product.image.length > 1 && (
            <ul className="flex gap-2 sm:flex-col" aria-label="Product images">
              {product.image.map((file, i) => (
                <li key={file}>
                  <button
                    type="button"
                    onClick={() => setSelected(i)}
                    aria-label={`Show image ${i + 1} of ${product.image.length}`}
                    aria-pressed={i === selected}
                    className={`block w-16 overflow-hidden rounded-lg border-2 sm:w-20 ${i === selected ? "border-saddle" : "border-transparent"}`}
                  >
                    <ProductImage file={file} alt="" sizes="80px" size={240} className="aspect-square w-full object-cover" />
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex-1 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            <ProductImage file={main} alt={product.name} sizes="(min-width: 768px) 45vw, 100vw" size={800} priority className="aspect-square w-full object-cover" />
          </div>
        </div>

        <div>
          <h1 className="font-display text-2xl font-bold sm:text-3xl">{product.name}</h1>
          <Rating value={product.rating} className="mt-2" />
          <div className="mt-5">
            <Price price={product.price} offerPrice={product.offerPrice} large />
            <p className="text-sm text-muted" data-testid="tax-wording">({taxWording})</p>
          </div>
          <h2 className="mt-6 font-semibold">About Product</h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-muted">
            {product.description.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm text-muted">
            <dt>SKU</dt>
            <dd className="text-bark">{product.sku}</dd>
            <dt>Availability</dt>
            <dd className={product.inStock ? "font-semibold text-moss" : "font-semibold text-red-800"}>{product.inStock ? "In stock" : "Out of stock"}</dd>
          </dl>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <button type="button" disabled={!product.inStock} onClick={() => addToCart(product._id)} className="btn-outline flex-1 py-3.5 disabled:cursor-not-allowed disabled:opacity-60">
              Add to Cart
            </button>
            <button
              type="button"
              disabled={!product.inStock}
              onClick={() => {
                addToCart(product._id);
                void navigate("/cart");
              }}
              className="btn-primary flex-1 py-3.5"
            >
              Buy now
            </button>
          </div>
        </div>
      </div>

      <section className="mt-16" aria-labelledby="related-heading">
        <h2 id="related-heading" className="heading-section text-center">
          Related Products
        </h2>
        <div className="mt-6">
          {related.length > 0 ? <ProductGrid products={related} /> : <p className="text-center text-muted">No related products are in stock right now.</p>}
        </div>
        <div className="mt-8 text-center">
          <Link to="/products" className="btn-outline px-10">
            See More<span className="sr-only"> products</span>
          </Link>
        </div>
      </section>
    </div>
  );
}
