import type { DashboardDay } from "../../../lib/dashboard";
import { dayMonth, rupees } from "./format";

/**
 * Orders (bars) and revenue (line) for the last 30 days, as a plain SVG: no
 * charting library, nothing to download. The SVG stretches to its box; the
 * axis labels are HTML text ("25 Oct"), so they stay 12 px on a 360 px phone
 * instead of shrinking with the drawing. A table with the same figures
 * follows for screen readers and for reading exact numbers.
 */
export function DashboardChart({ days }: { days: DashboardDay[] }) {
  const n = Math.max(1, days.length);
  const W = n * 10;
  const H = 100;
  const maxOrders = Math.max(1, ...days.map((d) => d.orders));
  // A staff login's figures carry no revenue (decision record 016): the chart then shows orders alone.
  const money = days.some((d) => d.revenue !== undefined);
  const maxRevenue = Math.max(1, ...days.map((d) => d.revenue ?? 0));
  const y = (v: number, max: number) => H - (H - 4) * (v / max);
  const line = days.map((d, i) => `${i === 0 ? "M" : "L"}${(10 * (i + 0.5)).toFixed(1)},${y(d.revenue ?? 0, maxRevenue).toFixed(1)}`).join(" ");
  const last = days.length - 1;
  // First, last and middle day everywhere; the quarters too where there is room.
  const ticks = [...new Set([0, Math.round(last / 4), Math.round(last / 2), Math.round((3 * last) / 4), last])].filter((i) => i >= 0 && i <= last);
  const place = (i: number) => (i === 0 ? { left: 0 } : i === last ? { right: 0 } : { left: `${((i + 0.5) / n) * 100}%`, transform: "translateX(-50%)" });
  return (
    <figure className="mt-3">
      <div className="flex gap-2">
        <div aria-hidden="true" className="flex h-44 w-6 shrink-0 flex-col justify-between text-right text-xs text-muted">
          <span className="-mt-1.5">{maxOrders}</span>
          <span className="-mb-1.5">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${W} ${H}`}
            preserveAspectRatio="none"
            className="block h-44 w-full border-b border-stone-300"
            role="img"
            aria-label={`${money ? "Orders and revenue" : "Orders"} per day for the last ${days.length} days`}
          >
            {days.map((d, i) => (
              <rect key={d.date} x={10 * i + 1.5} width={7} y={y(d.orders, maxOrders)} height={H - y(d.orders, maxOrders)} fill="#e9d8c1">
                <title>{money ? `${dayMonth(d.date)}: ${d.orders} orders, ${rupees(d.revenue ?? 0)}` : `${dayMonth(d.date)}: ${d.orders} orders`}</title>
              </rect>
            ))}
            {money && <path d={line} fill="none" stroke="#7a3e1d" strokeWidth="2" vectorEffect="non-scaling-stroke" />}
          </svg>
          <div aria-hidden="true" className="relative mt-1 h-5 text-xs whitespace-nowrap text-muted" data-testid="chart-axis">
            {ticks.map((i) => (
              <span key={i} className={`absolute top-0 ${i === 0 || i === last || i === Math.round(last / 2) ? "" : "hidden sm:inline"}`} style={place(i)}>
                {dayMonth(days[i]!.date)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-3 bg-[#e9d8c1]" />
          Orders (bars)
        </span>
        {money && (
          <span>
            <span aria-hidden="true" className="mr-1 inline-block h-0.5 w-3 bg-saddle align-middle" />
            Revenue (line, peak {rupees(maxRevenue)})
          </span>
        )}
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="flex min-h-11 cursor-pointer items-center text-muted">Figures by day</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th className="py-1">Date</th>
              <th className="py-1 text-right">Orders</th>
              {money && <th className="py-1 text-right">Revenue</th>}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date} className="border-t border-stone-100">
                <td className="py-1">{dayMonth(d.date)}</td>
                <td className="py-1 text-right">{d.orders}</td>
                {money && <td className="py-1 text-right">{rupees(d.revenue ?? 0)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
