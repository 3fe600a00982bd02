import { HONEYPOT_FIELD } from "../../lib/honeypot";
import { useT } from "../i18n/use-t";

/**
 * The honeypot field (lib/honeypot.ts): off screen, out of the tab order and
 * hidden from screen readers, so only bots that fill every field fill it.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const t = useT();
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      <label>
        {t("honeypot.label")}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
      </label>
    </div>
  );
}
