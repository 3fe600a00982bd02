import type { CSSProperties } from "react";
import { CARD_RATING } from "../../lib/catalog";
import { useT } from "../i18n/use-t";

/** The spec's fixed rating: four of five stars, shown as (4). One element draws the stars (app.css `.stars`). */
export function Rating({ value = CARD_RATING, className }: { value?: number; className?: string }) {
  const t = useT();
  const fill = { "--fill": `${(Math.max(0, Math.min(5, value)) / 5) * 100}%` } as CSSProperties;
  return (
    <div className={`flex items-center gap-1 ${className ?? ""}`} role="img" aria-label={t("rating.label", { value })}>
      <span aria-hidden="true" className="stars" style={fill} />
      <span aria-hidden="true" className="text-xs text-muted">
        ({value})
      </span>
    </div>
  );
}
