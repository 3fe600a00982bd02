import { CARD_RATING } from "../../lib/catalog";
import { StarIcon } from "./icons";

/** The spec's fixed rating: four of five stars, shown as (4). */
export function Rating({ value = CARD_RATING, className }: { value?: number; className?: string }) {
  return (
    <div className={`flex items-center gap-0.5 ${className ?? ""}`} role="img" aria-label={`Rated ${value} out of 5`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <StarIcon key={i} filled={i <= value} className="h-4 w-4 text-brass" />
      ))}
      <span aria-hidden="true" className="ml-1 text-xs text-muted">
        ({value})
      </span>
    </div>
  );
}
