import { BANNER_INTERVAL_MS } from "../../lib/catalog";
import type { ShopSettings } from "../../lib/shop-settings";
import { PauseIcon, PlayIcon } from "./media-icons";
import { ProductImage } from "./product-image";
import { useRotation } from "./use-rotation";
import { useLocalePath, useT } from "../i18n/use-t";
import { ShopLink } from "./shop-link";

/** Home banner: four headlines rotating every 4 s (spec), with a pause control. */
export function HomeBanner({ banners, images }: { banners: ShopSettings["banners"]; images: string[] }) {
  const { index, paused, setPaused, go } = useRotation(banners.length, BANNER_INTERVAL_MS);
  const current = banners[index] ?? banners[0];
  const t = useT();
  const lp = useLocalePath();
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("banner.label")}
      className="relative overflow-hidden bg-gradient-to-br from-sand via-cream to-amber-100"
    >
      <div className="container-page grid items-center gap-8 py-10 md:grid-cols-2 md:py-16">
        <div>
          <div aria-live={paused ? "polite" : "off"} className="min-h-40 sm:min-h-44">
            <p className="text-sm font-semibold tracking-widest text-saddle uppercase">{t("banner.kicker")}</p>
            <h1 data-testid="banner-headline" className="mt-3 font-display text-3xl leading-tight font-bold text-bark sm:text-5xl">
              {current?.headline}
            </h1>
            <p className="mt-4 max-w-lg text-base text-muted sm:text-lg">{current?.subline}</p>
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <ShopLink to={lp("/products")} className="btn-primary">
              {t("banner.shop")}
            </ShopLink>
            <ShopLink to={lp("/AboutUs")} className="btn-outline">
              {t("banner.story")}
            </ShopLink>
          </div>
          <div className="mt-6 flex items-center gap-2">
            <button
              type="button"
              onClick={() => setPaused(!paused)}
              className="rounded-full p-2 text-saddle hover:bg-saddle/10"
              aria-label={t(paused ? "banner.play" : "banner.pause")}
            >
              {paused ? <PlayIcon className="h-4 w-4" /> : <PauseIcon className="h-4 w-4" />}
            </button>
            {banners.map((b, i) => (
              <button
                key={b.headline}
                type="button"
                onClick={() => go(i)}
                aria-label={t("banner.show", { n: i + 1, count: banners.length })}
                aria-current={i === index}
                className="flex h-8 w-8 items-center justify-center"
              >
                <span className={`block h-2.5 rounded-full transition-all ${i === index ? "w-6 bg-saddle" : "w-2.5 bg-stone-400"}`} />
              </button>
            ))}
          </div>
        </div>
        <div className="relative mx-auto grid w-full max-w-md grid-cols-2 gap-3" aria-hidden="true">
          {images.slice(0, 4).map((file, i) => (
            <div key={file} className={`overflow-hidden rounded-2xl bg-white shadow-md ${i % 2 === 1 ? "translate-y-6" : ""}`}>
              <ProductImage file={file} alt="" sizes="(min-width: 768px) 220px, 45vw" priority={i < 2} className="aspect-square w-full object-cover" />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
