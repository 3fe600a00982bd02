import { imageSrcSet, imageUrl } from "../../lib/catalog";

type Props = {
  file: string | undefined;
  alt: string;
  sizes: string;
  className?: string;
  priority?: boolean;
  size?: number;
};

/** A stored product image with its WebP width variants; square, with intrinsic size set. */
export function ProductImage({ file, alt, sizes, className, priority = false, size = 480 }: Props) {
  if (!file) {
    // No photo: a sand square. With alt "" it is decoration (an order line beside its name), so hidden like an <img alt="">.
    if (alt === "") return <div aria-hidden="true" className={`aspect-square bg-sand ${className ?? ""}`} />;
    return <div role="img" aria-label={alt} className={`aspect-square bg-sand ${className ?? ""}`} />;
  }
  return (
    <img
      src={imageUrl(file, 480)}
      srcSet={imageSrcSet(file)}
      sizes={sizes}
      alt={alt}
      width={size}
      height={size}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={className}
    />
  );
}
