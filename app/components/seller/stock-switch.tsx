/** The In Stock switch of a product row: a button with role="switch", named after the product. Its touch area reaches 44 px beyond the drawn 28 px track. */
export function StockSwitch({ on, label, disabled, onToggle }: { on: boolean; label: string; disabled?: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className={`relative inline-flex h-7 w-12 after:absolute after:-inset-2 after:content-[''] shrink-0 items-center rounded-full transition-colors disabled:cursor-wait disabled:opacity-60 ${on ? "bg-moss" : "bg-stone-400"}`}
    >
      <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-6" : "translate-x-1"}`} />
    </button>
  );
}
