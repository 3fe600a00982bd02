import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apportion } from "./apportion";
import { creditableTotal, creditAmount, creditQuantities, creditTotals, formatCreditNoteNumber, remainingLines, type CreditNoteLine } from "./credit-note";
import type { InvoiceLine } from "./invoice";
import { priceOrder } from "./pricing";

/** An invoice line as buildInvoice makes it: tax per line to the paisa, CGST+SGST (half each) or IGST. */
function line(sr: number, taxable: number, ratePercent: number, quantity: number, interState: boolean): InvoiceLine {
  const tax = Math.round((taxable * ratePercent) / 100);
  const cgst = interState ? 0 : Math.floor(tax / 2);
  const sgst = interState ? 0 : tax - cgst;
  const igst = interState ? tax : 0;
  return {
    sr,
    description: `Item ${sr}`,
    hsn: "6307",
    quantity,
    unitPricePaise: Math.round(taxable / quantity),
    valuePaise: taxable,
    discountPaise: 0,
    taxablePaise: taxable,
    gstRate: ratePercent,
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    totalPaise: taxable + cgst + sgst + igst,
  };
}

const arbInvoice = fc
  .record({
    interState: fc.boolean(),
    lines: fc.array(
      fc.record({ taxable: fc.integer({ min: 1, max: 5_000_000 }), rate: fc.constantFrom(0, 5, 12, 18, 28), quantity: fc.integer({ min: 1, max: 9 }) }),
      { minLength: 1, maxLength: 6 },
    ),
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
        for (const l of remainingLines(invoice, notes))
          for (const k of ["taxablePaise", "cgstPaise", "sgstPaise", "igstPaise", "quantity"] as const) expect(l[k]).toBeGreaterThanOrEqual(0);
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

  describe("a line with a coupon discount (issue 19): what was charged for it, not its unit price, comes back", () => {
    /** The invoice line buildInvoice makes of ₹749 × 2 with ₹149.80 off (10 %), prices before GST. */
    function discounted(interState: boolean, gstRateBp: number): InvoiceLine {
      const [l] = priceOrder(
        [{ productId: "p1", name: "Halter", unitPricePaise: 74_900, quantity: 2, gstRateBp, hsnCode: "4201", discountPaise: 14_980 }],
        { pricesIncludeTax: false, shippingFeePaise: 0, shippingTaxed: false },
        { shopStateCode: "09", deliveryStateCode: interState ? "27" : "09" },
      ).lines;
      return {
        sr: 1,
        description: l!.name,
        hsn: l!.hsnCode,
        quantity: 2,
        unitPricePaise: 74_900,
        valuePaise: l!.lineTotalPaise,
        discountPaise: l!.discountPaise,
        taxablePaise: l!.taxablePaise,
        gstRate: gstRateBp / 100,
        cgstPaise: l!.cgstPaise,
        sgstPaise: l!.sgstPaise,
        igstPaise: l!.igstPaise,
        totalPaise: l!.grossPaise,
      };
    }

    it("one of two units returned: exactly half the line's taxable value (₹1,348.20 → ₹674.10) and GST, not ₹749 + GST", () => {
      const invoice = { lines: [discounted(false, 1200)] };
      expect(invoice.lines[0]).toMatchObject({
        valuePaise: 149_800,
        discountPaise: 14_980,
        taxablePaise: 134_820,
        cgstPaise: 8_089,
        sgstPaise: 8_089,
        totalPaise: 150_998,
      });
      const [first] = creditQuantities(remainingLines(invoice, []), [{ line: 0, quantity: 1 }]);
      expect(first).toMatchObject({ quantity: 1, taxablePaise: 67_410, totalPaise: 75_499 });
      expect(first!.cgstPaise + first!.sgstPaise).toBe(8_089);
      // CGST 80.89 does not halve: the odd paisa goes to the earlier part (largest remainder), the next unit gets the rest.
      expect([first!.cgstPaise, first!.sgstPaise]).toEqual([4_045, 4_044]);
      expect(first!.totalPaise).toBeLessThan(74_900 + 8_988); // the undiscounted unit with its GST would be ₹838.88
      const [second] = creditQuantities(remainingLines(invoice, [[first!]]), [{ line: 0, quantity: 1 }]);
      expect(second).toMatchObject({ quantity: 1, taxablePaise: 67_410, cgstPaise: 4_044, sgstPaise: 4_045, totalPaise: 75_499 });
      expect(creditableTotal(remainingLines(invoice, [[first!], [second!]]))).toBe(0);
    });

    it("an odd line total: the first unit gets the lower half (floor), the last unit the rest, so the two add up to the line", () => {
      // Inter-state at 5 %: taxable ₹1,348.20 + IGST ₹67.41 = ₹1,415.61.
      const invoice = { lines: [discounted(true, 500)] };
      expect(invoice.lines[0]).toMatchObject({ taxablePaise: 134_820, igstPaise: 6_741, totalPaise: 141_561 });
      const [first] = creditQuantities(remainingLines(invoice, []), [{ line: 0, quantity: 1 }]);
      expect(first).toMatchObject({ taxablePaise: 67_410, igstPaise: 3_370, cgstPaise: 0, sgstPaise: 0, totalPaise: 70_780 });
      const [second] = creditQuantities(remainingLines(invoice, [[first!]]), [{ line: 0, quantity: 1 }]);
      expect(second).toMatchObject({ taxablePaise: 67_410, igstPaise: 3_371, totalPaise: 70_781 });
      expect(first!.totalPaise + second!.totalPaise).toBe(141_561);
    });

    it("cancelling the order credits the discounted total, to the paisa", () => {
      const invoice = { lines: [discounted(false, 1200)] };
      const lines = creditAmount(remainingLines(invoice, []), creditableTotal(remainingLines(invoice, [])));
      expect(creditTotals(lines)).toEqual({ taxablePaise: 134_820, cgstPaise: 8_089, sgstPaise: 8_089, igstPaise: 0, totalPaise: 150_998 });
    });
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
