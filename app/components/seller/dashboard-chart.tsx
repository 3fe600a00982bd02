import type { DashboardDay } from "../../../lib/dashboard";
import { rupees } from "./format";

/**
 * Orders (bars) and revenue (line) for the last 30 days, as a plain SVG: no
 * charting library, nothing to download. A table with the same figures
 * follows for screen readers and for reading exact numbers.
 */
export function DashboardChart({ days }: { days: DashboardDay[] }) {
  const W = 720;
  const H = 220;
  const pad = { l: 36, r: 12, t: 12, b: 28 };
  const maxOrders = Math.max(1, ...days.map((d) => d.orders));
  const maxRevenue = Math.max(1, ...days.map((d) => d.revenue));
  const step = (W - pad.l - pad.r) / days.length;
  const y = (v: number, max: number) => pad.t + (H - pad.t - pad.b) * (1 - v / max);
  const line = days.map((d, i) => `${i === 0 ? "M" : "L"}${(pad.l + step * (i + 0.5)).toFixed(1)},${y(d.revenue, maxRevenue).toFixed(1)}`).join(" ");
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="w-full" role="img" aria-label={`Orders and revenue per day for the last ${days.length} days`}>
        <line x1={pad.l} x2={W - pad.r} y1={H - pad.b} y2={H - pad.b} stroke="#d6d3d1" />
        <text x={pad.l - 6} y={pad.t + 8} textAnchor="end" fontSize="11" fill="#5f5246">
          {maxOrders}
        </text>
        <text x={pad.l - 6} y={H - pad.b} textAnchor="end" fontSize="11" fill="#5f5246">
          0
        </text>
        {days.map((d, i) => (
          <rect key={d.date} x={pad.l + step * i + step * 0.15} width={step * 0.7} y={y(d.orders, maxOrders)} height={H - pad.b - y(d.orders, maxOrders)} fill="#e9d8c1">
            <title>{`${d.date}: ${d.orders} orders, ${rupees(d.revenue)}`}</title>
          </rect>
        ))}
        <path d={line} fill="none" stroke="#7a3e1d" strokeWidth="2" />
        {[0, Math.floor(days.length / 2), days.length - 1].map((i) => (
          <text key={i} x={pad.l + step * (i + 0.5)} y={H - 8} textAnchor="middle" fontSize="11" fill="#5f5246">
            {days[i]?.date.slice(5)}
          </text>
        ))}
      </svg>
      <figcaption className="mt-2 flex gap-4 text-xs text-muted">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-3 bg-[#e9d8c1]" />
          Orders (bars)
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-3 bg-saddle align-middle" />
          Revenue (line, peak {rupees(maxRevenue)})
        </span>
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-muted">Figures by day</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th className="py-1">Date</th>
              <th className="py-1 text-right">Orders</th>
              <th className="py-1 text-right">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t border-stone-100">
                <td className="py-1">{d.date}</td>
                <td className="py-1 text-right">{d.orders}</td>
                <td className="py-1 text-right">{rupees(d.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
