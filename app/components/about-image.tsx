import { imageSrcSet, imageUrl, type IMAGE_WIDTHS } from "../../lib/catalog";

type Width = (typeof IMAGE_WIDTHS)[number];

/** Stored WebP files have width variants (240/480/800); other formats are served as they are. */
export function hasVariants(file: string): boolean {
  return file.endsWith(".webp");
}

/** URL of a stored file at a width, falling back to the file itself when it has no variants. */
export function storedUrl(file: string, width: Width): string {
  return hasVariants(file) ? imageUrl(file, width) : imageUrl(file);
}

type StoredImageProps = {
  file: string;
  alt: string;
  /** Intrinsic size, so the browser reserves the space before the image loads. */
  width: number;
  height: number;
  sizes: string;
  className?: string;
  /** Default 800: the width variant used as `src` for browsers without srcset. */
  fallbackWidth?: Width;
  priority?: boolean;
};

/** An `<img>` of a stored image with srcset, intrinsic size and lazy loading. */
export function StoredImage({ file, alt, width, height, sizes, className, fallbackWidth = 800, priority = false }: StoredImageProps) {
  const variants = hasVariants(file);
  return (
    <img
      src={storedUrl(file, fallbackWidth)}
      srcSet={variants ? imageSrcSet(file) : undefined}
      sizes={variants ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
