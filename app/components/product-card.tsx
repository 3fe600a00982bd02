import { Link } from "react-router";
import { productPath, type ApiProduct } from "../../lib/catalog";
import { ProductImage } from "./product-image";
import { Price } from "./price";
import { CartButton } from "./quantity-control";
import { Rating } from "./rating";

export type CardProduct = Pick<ApiProduct, "_id" | "name" | "category" | "price" | "offerPrice" | "image" | "inStock">;

/** Reusable product tile (spec): first image, name, category, prices, rating (4), Quick View, Add or − qty +. */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const href = productPath(product);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md" data-testid="product-card">
      <Link to={href} className="relative block overflow-hidden bg-sand" tabIndex={-1} aria-hidden="true">
        <ProductImage
          file={product.image[0]}
          alt=""
          sizes="(min-width: 1280px) 240px, (min-width: 768px) 30vw, 50vw"
          priority={priority}
          className="aspect-square w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs tracking-wide text-muted uppercase">{product.category}</p>
        <h3 className="line-clamp-2 text-sm font-semibold text-bark sm:text-base">
          <Link to={href} className="hover:text-saddle">
            {product.name}
          </Link>
        </h3>
        <Rating />
        <div className="mt-auto pt-1">
          <Price price={product.price} offerPrice={product.offerPrice} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <Link to={href} className="text-sm font-medium text-saddle underline-offset-4 hover:underline" aria-label={`Quick View: ${product.name}`}>
            Quick View
          </Link>
          <CartButton productId={product._id} productName={product.name} disabled={!product.inStock} />
        </div>
      </div>
    </article>
  );
}

export function ProductGrid({ products, priorityCount = 0 }: { products: CardProduct[]; priorityCount?: number }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
      {products.map((p, i) => (
        <li key={p._id}>
          <ProductCard product={p} priority={i < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
