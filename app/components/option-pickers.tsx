import { useRef, type KeyboardEvent } from "react";
import { isColourOption, valueState, type Choosable } from "../../lib/variant-choice";
import type { ProductOption, VariantChoice } from "../../lib/variants";
import { useT } from "../i18n/use-t";

type Props = {
  product: Choosable;
  choice: VariantChoice;
  /** Colour value → CSS colour (from the loader). */ swatches: Record<string, string>;
  onChoose: (name: string, value: string) => void;
};

/** One radio group per option (ARIA radio pattern: one tab stop, arrow keys move and choose). */
export function OptionPickers({ product, choice, swatches, onChoose }: Props) {
  return (
    <div className="mt-6 space-y-5">
      {(product.options ?? []).map((option) => (
        <OptionGroup key={option.name} product={product} option={option} choice={choice} swatches={swatches} onChoose={onChoose} />
      ))}
    </div>
  );
}

function OptionGroup({ product, option, choice, swatches, onChoose }: Props & { option: ProductOption }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useT();
  const chosen = choice[option.name];
  const colour = isColourOption(option.name);
  const labelId = `option-${option.name.replace(/[^A-Za-z0-9]+/g, "-")}`;
  const states = option.values.map((value) => valueState(product, choice, option.name, value));
  const checkedIndex = option.values.findIndex((v) => v === chosen);
  const tabStop = checkedIndex >= 0 ? checkedIndex : 0;

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === "ArrowRight" || e.key === "ArrowDown" ? 1 : e.key === "ArrowLeft" || e.key === "ArrowUp" ? -1 : 0;
    const jump = e.key === "Home" ? 0 : e.key === "End" ? option.values.length - 1 : null;
    if (step === 0 && jump === null) return;
    e.preventDefault();
    const n = option.values.length;
    const next = jump ?? (index + step + n) % n;
    refs.current[next]?.focus();
    if (states[next] === "available") onChoose(option.name, option.values[next]!);
  };

  return (
    <div>
      <p className="text-sm font-semibold">
        <span id={labelId}>{option.name}</span>
        {chosen && <span className="font-normal text-muted">: {chosen}</span>}
      </p>
      <div role="radiogroup" aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        {option.values.map((value, i) => {
          const state = states[i]!;
          const off = state !== "available";
          const checked = value === chosen;
          const css = colour ? (swatches[value] ?? null) : null;
          return (
            <button
              key={value}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              aria-disabled={off || undefined}
              tabIndex={i === tabStop ? 0 : -1}
              data-value={value}
              onClick={() => {
                if (!off) onChoose(option.name, value);
              }}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`inline-flex min-h-11 min-w-11 items-center gap-2 rounded-lg border-2 px-3 py-1.5 text-sm ${
                checked ? "border-saddle bg-sand font-semibold" : "border-stone-300 bg-white"
              } ${off ? "cursor-not-allowed text-muted" : "hover:border-saddle"}`}
            >
              {css && (
                <span aria-hidden="true" className="inline-block h-5 w-5 shrink-0 rounded-full border border-stone-400" style={{ backgroundColor: css }} />
              )}
              <span className={off ? "line-through" : undefined}>{value}</span>
              {off && <span className="text-xs">{t("picker.soldOut")}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
