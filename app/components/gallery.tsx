import { useState } from "react";
import { imageUrl } from "../../lib/catalog";
import type { ShopSettings } from "../../lib/shop-settings";
import { StoredImage, storedUrl } from "./about-image";
import { PlayIcon } from "./media-icons";
import { useT } from "../i18n/use-t";

export type GalleryItem = ShopSettings["gallery"][number];

const VIDEO_TYPES: Record<string, string> = { mp4: "video/mp4", webm: "video/webm" };

function videoType(file: string): string | undefined {
  return VIDEO_TYPES[file.slice(file.lastIndexOf(".") + 1).toLowerCase()];
}

function MainDisplay({ item }: { item: GalleryItem }) {
  if (item.kind === "video") {
    return (
      <video
        // React sets `muted` as a property only; the ref keeps it muted after hydration too.
        ref={(v) => {
          if (v) v.muted = true;
        }}
        controls
        muted
        playsInline
        preload="none"
        poster={item.poster ? storedUrl(item.poster, 800) : undefined}
        aria-label={item.alt}
        className="h-full w-full bg-bark object-contain"
      >
        <source src={imageUrl(item.src)} type={videoType(item.src)} />
        {item.alt}
      </video>
    );
  }
  return (
    <StoredImage
      file={item.src}
      alt={item.alt}
      width={800}
      height={600}
      sizes="(min-width: 1024px) 760px, calc(100vw - 2rem)"
      className="h-full w-full object-contain"
    />
  );
}

function Thumbnail({ item, active, onSelect }: { item: GalleryItem; active: boolean; onSelect: () => void }) {
  const still = item.kind === "video" ? item.poster : item.src;
  const t = useT();
  return (
    <button
      type="button"
      onClick={onSelect}
      aria-pressed={active}
      aria-label={t(item.kind === "video" ? "gallery.play" : "gallery.show", { name: item.alt })}
      data-testid="gallery-thumb"
      className={`relative block aspect-square w-full overflow-hidden rounded-lg border-2 bg-sand transition ${
        active ? "border-saddle ring-2 ring-brass/50" : "border-transparent opacity-85 hover:border-brass hover:opacity-100"
      }`}
    >
      {still && <img src={storedUrl(still, 240)} alt="" width={240} height={240} loading="lazy" decoding="async" className="h-full w-full object-cover" />}
      {item.kind === "video" && (
        <span className="absolute inset-0 flex items-center justify-center bg-bark/30" aria-hidden="true">
          <span className="flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-saddle shadow">
            <PlayIcon className="h-4 w-4" />
          </span>
        </span>
      )}
    </button>
  );
}

/** Product gallery: a large main display and one thumbnail per item; a thumbnail makes its item the main display. */
export function Gallery({ items, label }: { items: GalleryItem[]; label: string }) {
  const [current, setCurrent] = useState(0);
  const item = items[current] ?? items[0];
  if (!item) return null;
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
      <figure data-testid="gallery-main" data-kind={item.kind} data-src={item.src} className="overflow-hidden rounded-2xl bg-sand shadow-sm">
        <div className="aspect-[4/3]">
          <MainDisplay key={item.src} item={item} />
        </div>
        <figcaption className="px-4 py-3 text-sm text-muted">{item.alt}</figcaption>
      </figure>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6 lg:grid-cols-3" aria-label={label}>
        {items.map((it, i) => (
          <li key={it.src}>
            <Thumbnail item={it} active={i === current} onSelect={() => setCurrent(i)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
