import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportion, creditableTotal, creditAmount, creditQuantities, creditTotals, formatCreditNoteNumber, remainingLines, type CreditNoteLine } from "./credit-note";
import type { InvoiceLine } from "./invoice";

/** An invoice line as buildInvoice makes it: tax per line to the paisa, CGST+SGST (half each) or IGST. */
function line(sr: number, taxable: number, ratePercent: number, quantity: number, interState: boolean): InvoiceLine {
  const tax = Math.round((taxable * ratePercent) / 100);
  const cgst = interState ? 0 : Math.floor(tax / 2);
  const sgst = interState ? 0 : tax - cgst;
  const igst = interState ? tax : 0;
  return { sr, description: `Item ${sr}`, hsn: "6307", quantity, unitPricePaise: Math.round(taxable / quantity), taxablePaise: taxable, gstRate: ratePercent, cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst, totalPaise: taxable + cgst + sgst + igst };
}

const arbInvoice = fc
  .record({
    interState: fc.boolean(),
    lines: fc.array(fc.record({ taxable: fc.integer({ min: 1, max: 5_000_000 }), rate: fc.constantFrom(0, 5, 12, 18, 28), quantity: fc.integer({ min: 1, max: 9 }) }), { minLength: 1, maxLength: 6 }),
  })
  .map(({ interState, lines }) => ({ lines: lines.map((l, i) => line(i + 1, l.taxable, l.rate, l.quantity, interState)) }));

/** A step after an order was invoiced: a partial refund (a share of what is left), a return of units, or the cancellation of the rest. */
const arbStep = fc.oneof(
  fc.record({ kind: fc.constant("refund" as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ kind: fc.constant("return" as const), pick: fc.nat(), units: fc.nat() }),
  fc.record({ kind: fc.constant("cancel" as const) }),
);

describe("credit notes: invoice − credit notes is what was kept, to the paisa", () => {
  it("for random invoices and random sequences of partial refunds, returns and cancellations", () => {
    fc.assert(
      fc.property(arbInvoice, fc.array(arbStep, { maxLength: 8 }), (invoice, steps) => {
        const invoiceTotal = invoice.lines.reduce((s, l) => s + l.totalPaise, 0);
        const notes: CreditNoteLine[][] = [];
        let givenBack = 0;
        for (const step of steps) {
          const left = remainingLines(invoice, notes);
          const leftTotal = creditableTotal(left);
          if (leftTotal === 0) break;
          let lines: CreditNoteLine[] = [];
          if (step.kind === "cancel") lines = creditAmount(left, leftTotal);
          else if (step.kind === "refund") {
            const amount = Math.max(1, Math.floor(leftTotal * step.share));
            lines = creditAmount(left, amount);
            expect(creditTotals(lines).totalPaise).toBe(amount);
          } else {
            const withUnits = left.filter((l) => l.quantity > 0);
            if (withUnits.length === 0) continue;
            const target = withUnits[step.pick % withUnits.length]!;
            lines = creditQuantities(left, [{ line: target.line, quantity: 1 + (step.units % target.quantity) }]);
          }
          for (const l of lines) {
            // Never negative, never more than was left on the line, parts add up.
            for (const k of ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise"] as const) {
              expect(l[k]).toBeGreaterThanOrEqual(0);
              expect(l[k]).toBeLessThanOrEqual(left[l.line]![k]);
            }
            expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
          }
          givenBack += creditTotals(lines).totalPaise;
          notes.push(lines);
        }
        const kept = creditableTotal(remainingLines(invoice, notes));
        expect(invoiceTotal - givenBack).toBe(kept);
        for (const l of remainingLines(invoice, notes)) for (const k of ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "quantity"] as const) expect(l[k]).toBeGreaterThanOrEqual(0);
        // A cancellation at the end leaves nothing.
        if (steps.at(-1)?.kind === "cancel") expect(kept).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it("apportions exactly and never above a weight", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e9 }), { minLength: 1, maxLength: 8 }), fc.double({ min: 0, max: 1, noNaN: true }), (weights, share) => {
        const total = weights.reduce((s, w) => s + w, 0);
        const amount = Math.floor(total * share);
        const parts = apportion(amount, weights);
        expect(parts.reduce((s, p) => s + p, 0)).toBe(amount);
        parts.forEach((p, i) => expect(p).toBeLessThanOrEqual(weights[i]!));
      }),
    );
  });

  it("keeps the CGST/SGST split of an intra-state line and IGST of an inter-state one", () => {
    const intra = { lines: [line(1, 100_000, 12, 2, false)] };
    const [l] = creditAmount(remainingLines(intra, []), 5_600);
    expect(l).toMatchObject({ taxablePaise: 5_000, cgstPaise: 300, sgstPaise: 300, igstPaise: 0, totalPaise: 5_600, quantity: 0 });
    const inter = { lines: [line(1, 100_000, 12, 2, true)] };
    expect(creditAmount(remainingLines(inter, []), 112_000)[0]).toMatchObject({ taxablePaise: 100_000, igstPaise: 12_000, cgstPaise: 0, quantity: 2 });
  });

  it("refuses more than is left", () => {
    const inv = { lines: [line(1, 1_000, 12, 1, false)] };
    expect(() => creditAmount(remainingLines(inv, []), 1_121)).toThrow(RangeError);
    expect(() => creditQuantities(remainingLines(inv, []), [{ line: 0, quantity: 2 }])).toThrow(RangeError);
  });

  it("numbers credit notes CN/26-27/000001 (SCN for sandbox orders), at most 16 characters", () => {
    expect(formatCreditNoteNumber("26-27", 1)).toBe("CN/26-27/000001");
    expect(formatCreditNoteNumber("26-27", 42, "sandbox")).toBe("SCN/26-27/000042");
    expect(formatCreditNoteNumber("26-27", 1_000_000).length).toBeLessThanOrEqual(16);
    expect(formatCreditNoteNumber("26-27", 1_000_000, "sandbox").length).toBeLessThanOrEqual(16);
  });
});
