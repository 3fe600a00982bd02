import { CAROUSEL_INTERVAL_MS } from "../../lib/catalog";
import { ChevronLeft, ChevronRight, PauseIcon, PlayIcon } from "./media-icons";
import { ProductCard, type CardProduct } from "./product-card";
import { useRotation } from "./use-rotation";
import { useT } from "../i18n/use-t";

/** Six products sliding one step every 5 s (spec), with previous/next and pause. */
export function ProductCarousel({ products, title }: { products: CardProduct[]; title: string }) {
  const { index, paused, setPaused, go } = useRotation(products.length, CAROUSEL_INTERVAL_MS);
  const t = useT();
  if (products.length === 0) return null;
  // The strip always starts at the current product and wraps around, so it is never half empty.
  const visible = Array.from({ length: Math.min(4, products.length) }, (_, i) => products[(index + i) % products.length]!);
  return (
    <section className="container-page py-12" aria-roledescription="carousel" aria-labelledby="carousel-heading">
      <div className="flex items-end justify-between gap-4">
        <h2 id="carousel-heading" className="heading-section">
          {title}
        </h2>
        <div className="flex gap-1">
          <button
            type="button"
            onClick={() => setPaused(!paused)}
            className="rounded-full border border-stone-300 p-2 hover:bg-sand"
            aria-label={t(paused ? "carousel.play" : "carousel.pause")}
          >
            {paused ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
          </button>
          <button
            type="button"
            onClick={() => go(index - 1)}
            className="rounded-full border border-stone-300 p-2 hover:bg-sand"
            aria-label={t("carousel.prev")}
          >
            <ChevronLeft className="h-4 w-4" />
          </button>
          <button
            type="button"
            onClick={() => go(index + 1)}
            className="rounded-full border border-stone-300 p-2 hover:bg-sand"
            aria-label={t("carousel.next")}
          >
            <ChevronRight className="h-4 w-4" />
          </button>
        </div>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4" data-testid="carousel-track" aria-live={paused ? "polite" : "off"}>
        {visible.map((p, i) => (
          <li key={p._id} className={i >= 2 ? (i >= 3 ? "hidden lg:block" : "hidden sm:block") : undefined} aria-roledescription="slide">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}
