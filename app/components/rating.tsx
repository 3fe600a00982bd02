import type { CSSProperties } from "react";
import { useT } from "../i18n/use-t";

/**
 * A product's rating from its published reviews: the stars, the average and how many reviews (decision 032). Nothing
 * at all without a review: a product no one has reviewed shows no stars. One element draws the stars (app.css `.stars`).
 */
export function Rating({ value, count, className }: { value: number | null; count?: number; className?: string }) {
  const t = useT();
  if (value === null || !count) return null;
  const fill = { "--fill": `${(Math.max(0, Math.min(5, value)) / 5) * 100}%` } as CSSProperties;
  return (
    <div className={`flex items-center gap-1 ${className ?? ""}`} role="img" aria-label={t("rating.label", { value, count })}>
      <span aria-hidden="true" className="stars" style={fill} />
      <span aria-hidden="true" className="text-xs text-muted">
        {value.toFixed(1)} ({count})
      </span>
    </div>
  );
}
