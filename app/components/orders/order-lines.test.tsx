import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { buildShippingLabel } from "../../../lib/label";
import { itemLabel, type ApiOrder } from "../../../lib/orders";
import { sampleItem, sampleOrder } from "../../../lib/testing/sample-order";
import { labelDocument } from "../seller/label-html";
import { OrderLines } from "../seller/order-lines";
import { renderInPage } from "./in-page.testing";
import { OrderCard } from "./order-card";

/** A halter ordered in Cob / Burgundy, and a collar from an order line made before variants. */
const cob = sampleItem(2, {
  _id: "prd_halter",
  name: "Padded Halter",
  sku: "BB-HH-COB-BUR",
  variant: { _id: "var_cob_burgundy", options: { Size: "Cob", Colour: "Burgundy" }, optionsText: "Cob / Burgundy", sku: "BB-HH-COB-BUR" },
});
const old = sampleItem(1, { _id: "prd_collar", name: "Dog collar", sku: "BB-DC-001", variant: null });
const order = (items: ApiOrder["items"]) => sampleOrder({ items });

/** My Orders' card as the server renders it (inside the router: it links to the order's page). */
const card = (o: ApiOrder, path = "/my-orders") => renderInPage(<OrderCard order={o} onInvoice={() => {}} />, path);

/** The text of each element marked data-testid="order-line", tags dropped. */
function lines(html: string): string[] {
  return [...html.matchAll(/<li[^>]*data-testid="order-line"[^>]*>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, "").replace(/&amp;/g, "&"));
}

describe("My Orders: the options chosen on each line", () => {
  it("links each order to its own page", () => {
    const o = order([cob]);
    expect(card(o)).toContain(`href="/my-orders/${o._id}"`);
  });

  it("on a Hindi page links to the Hindi order page and reads in Hindi", () => {
    const o = order([cob]);
    const html = card(o, "/hi/my-orders");
    expect(html).toContain(`href="/hi/my-orders/${o._id}"`);
    expect(html).toContain("ऑर्डर का ब्योरा");
    expect(html).toContain("कैश ऑन डिलीवरी");
  });

  it("shows Cob / Burgundy and the variant's SKU under the name", () => {
    const [line] = lines(card(order([cob])));
    expect(line).toContain("Padded Halter");
    expect(line).toContain("Cob / Burgundy");
    expect(line).toContain("SKU BB-HH-COB-BUR");
  });

  it("a line from before variants looks as it always did: name and price, no options, no SKU", () => {
    const html = card(order([old]));
    expect(lines(html)).toEqual(["Dog collar1 × ₹250.00₹250.00"]);
    expect(html).not.toContain("line-options");
    expect(html).not.toContain("line-sku");
  });
});

describe("seller screens: every line with its options and SKU", () => {
  it("names the quantity, product, options and the variant's SKU; an old line its SKU alone", () => {
    const got = lines(renderToStaticMarkup(<OrderLines order={order([cob, old])} />));
    expect(got).toEqual(["2 × Padded HalterCob / Burgundy · SKU BB-HH-COB-BUR", "1 × Dog collarSKU BB-DC-001"]);
  });

  it("a product without options shows its SKU and no empty options text", () => {
    const plain = sampleItem(1, { name: "Lead Rope", sku: "BB-LR-001", variant: { _id: "var_rope", options: {}, optionsText: "", sku: "BB-LR-001" } });
    expect(lines(renderToStaticMarkup(<OrderLines order={order([plain])} />))).toEqual(["1 × Lead RopeSKU BB-LR-001"]);
  });

  it("the label preview prints the line as the PDF label does: Padded Halter (Cob / Burgundy)", () => {
    const o = order([cob, old]);
    const label = buildShippingLabel(o, { trackingUrlTemplate: "https://t.example/{id}" });
    const html = labelDocument(label, null, null);
    expect(itemLabel(cob.product)).toBe("Padded Halter (Cob / Burgundy)");
    expect(html).toContain('<tr><td>Padded Halter (Cob / Burgundy)</td><td class="q">2</td></tr>');
    expect(html).toContain('<tr><td>Dog collar</td><td class="q">1</td></tr>');
  });
});
