/** Demo products for horses: webbing halters, rope halters and lead ropes. */
import { COLORWAYS as C, coilTrioPic, halterPic, linePic } from "./art/index";
import type { HalterOptions } from "./art/halters";
import type { Colorway } from "./art/palette";
import { single, withOptions, type ComboStock, type DemoProduct, type SizeValue } from "./demo-variants";

const HANDMADE = "Handmade in our Kanpur workshop; every piece is checked buckle by buckle before it ships.";

/** Stock per combination from a table: rows = sizes, columns = colours (undefined = not offered). */
function table(sizes: string[], colours: string[], rows: ComboStock[][]): (size: string, colour: string | undefined) => ComboStock {
  return (size, colour) => rows[sizes.indexOf(size)]?.[colours.indexOf(colour ?? "")];
}

const HALTER_SIZES = ["Pony", "Cob", "Full", "Extra Full"];
const halterSizes = (prices: [number, number][], weights: number[], only = HALTER_SIZES): SizeValue[] =>
  only.map((value) => {
    const i = HALTER_SIZES.indexOf(value);
    return { value, code: ["PON", "COB", "FUL", "XF"][i]!, mrp: prices[i]![0], offerPrice: prices[i]![1], weight: weights[i]! };
  });
const colour = (c: Colorway, code: string, images: ReturnType<typeof halterPic>[]) => ({ value: c.name, code, images });
const halterColour = (prefix: string, o: Omit<HalterOptions, "color">, c: Colorway, code: string, views: ("head" | "closeup" | "hanging")[]) =>
  colour(c, code, views.map((v) => halterPic(`${prefix}-${code}`, { ...o, color: c }, v)));

const PADDED_COLOURS = [
  halterColour("hh-pad", { kind: "padded" }, C.black, "BLK", ["head"]),
  halterColour("hh-pad", { kind: "padded" }, C.burgundy, "BUR", ["head"]),
  halterColour("hh-pad", { kind: "padded" }, C.navy, "NAV", ["head"]),
  halterColour("hh-pad", { kind: "padded" }, C.forest, "FGR", ["head"]),
];

export const horseProducts: DemoProduct[] = [
  withOptions({
    name: "Padded Nylon Horse Halter",
    category: "horse accessories",
    description: [
      "Double-layer 25 mm nylon webbing with soft neoprene padding on the noseband and crown",
      "Pony (250–400 kg), Cob (450–550 kg), Full (550–650 kg) and Extra Full (650 kg and up); adjustable crown and chin strap",
      "Solid cast brass buckle, square rings and a lead ring that will not rust",
      "Hand wash in lukewarm water with mild soap; dry in the shade",
      HANDMADE,
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "HH-PAD", sizeName: "Size",
    sizes: halterSizes([[1399, 1099], [1499, 1199], [1599, 1299], [1749, 1399]], [380, 420, 460, 510]),
    colours: PADDED_COLOURS,
    // Pony / Forest Green and Extra Full / Burgundy are not made; Full / Black is sold out.
    stock: table(HALTER_SIZES, ["Black", "Burgundy", "Navy", "Forest Green"], [
      [6, 8, 5, undefined],
      [10, 12, 9, 7],
      [0, 11, 14, 6],
      [4, undefined, 3, 2],
    ]),
  }),
  withOptions({
    name: "Classic Webbing Horse Halter",
    category: "horse accessories",
    description: [
      "Heavy 25 mm polypropylene webbing woven on our own looms, with jacquard edge stripes",
      "Pony, Cob and Full sizes; adjustable crown, fixed noseband",
      "Brass-plated buckle and rings, bar-tacked at every stress point",
      "Rinse off mud and sweat with plain water after use",
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "HH-WEB", sizeName: "Size",
    sizes: halterSizes([[1049, 849], [1149, 899], [1199, 949], [1299, 1049]], [340, 370, 400, 440], ["Pony", "Cob", "Full"]),
    colours: [
      halterColour("hh-web", { kind: "webbing" }, C.navy, "NAV", ["head"]),
      halterColour("hh-web", { kind: "webbing" }, C.red, "RED", ["head"]),
      halterColour("hh-web", { kind: "webbing" }, C.royal, "ROY", ["head"]),
    ],
    shared: [halterPic("hh-web", { kind: "webbing", color: C.navy }, "set", [C.red, C.royal])],
    stock: table(["Pony", "Cob", "Full"], ["Navy", "Red", "Royal Blue"], [
      [12, 0, 8],
      [20, 9, 11],
      [40, 6, 15],
    ]),
  }),
  single({
    name: "Foal Halter with Brass Fittings – Forest Green",
    category: "horse accessories",
    description: [
      "Light 19 mm webbing sized for foals and miniature horses",
      "Fully adjustable crown and noseband to grow with the foal",
      "Small solid brass buckle and rings with rounded edges",
      HANDMADE,
    ],
    mrp: 899, offerPrice: 749, sku: "BB-HH-003", code: "HH03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 12, weight: 240,
    images: [halterPic("BB-HH-003", { kind: "webbing", color: C.forest }, "hanging"), halterPic("BB-HH-003", { kind: "webbing", color: C.forest }, "closeup")],
  }),
  single({
    name: "Halter & Lead Rope Combo – Full Size, Royal Blue",
    category: "horse accessories",
    description: [
      "Matching webbing halter and 8 ft twisted cotton lead rope",
      "Lead rope ends in a brass bolt snap and a whipped tassel",
      "Full size halter with adjustable crown and chin strap",
      "Wash both pieces by hand; never bleach",
      "Packed together in a reusable cotton bag",
    ],
    mrp: 1999, offerPrice: 1649, sku: "BB-HH-004", code: "HH04", hsnCode: "4201", gstRate: 12, inStock: true, stock: 15, weight: 820,
    images: [
      halterPic("BB-HH-004", { kind: "webbing", color: C.royal, lead: C.royal }, "head"),
      halterPic("BB-HH-004", { kind: "webbing", color: C.royal }, "hanging"),
      linePic("BB-HH-004", { material: "rope", color: C.royal }, "coil"),
    ],
  }),
  single({
    name: "Jacquard Horse Halter – Pony Size, Red",
    category: "horse accessories",
    description: [
      "Woven jacquard webbing with a cream edge stripe",
      "Pony size (250–400 kg); adjustable crown",
      "Brass-plated buckle and square rings",
      "Hand wash and air dry",
    ],
    mrp: 1099, offerPrice: 899.5, sku: "BB-HH-005", code: "HH05", hsnCode: "4201", gstRate: 12, inStock: false, stock: 0, weight: 330,
    images: [halterPic("BB-HH-005", { kind: "webbing", color: C.red }, "head"), halterPic("BB-HH-005", { kind: "webbing", color: C.red }, "set", [C.mustard, C.teal])],
  }),
  single({
    name: "Leather-Trim Show Halter – Full Size, Chocolate",
    category: "horse accessories",
    description: [
      "Webbing halter trimmed with vegetable-tanned leather on the crown",
      "Nickel-plated roller buckle and engraved name plate",
      "Full size, adjustable at the crown and chin",
      "Wipe the leather with a damp cloth and condition monthly",
      HANDMADE,
    ],
    mrp: 2499, offerPrice: 2199, sku: "BB-HH-006", code: "HH06", hsnCode: "4201", gstRate: 18, inStock: true, stock: 6, weight: 560,
    images: [
      halterPic("BB-HH-006", { kind: "webbing", color: C.chocolate, metal: "nickel" }, "head"),
      halterPic("BB-HH-006", { kind: "webbing", color: C.chocolate, metal: "nickel" }, "closeup"),
      halterPic("BB-HH-006", { kind: "webbing", color: C.chocolate, metal: "nickel" }, "hanging"),
    ],
  }),
  withOptions({
    name: "Knotted Rope Halter",
    category: "halter",
    description: [
      "Tied by hand from 6 mm stiff cotton-poly rope with four noseband knots (5 mm rope for ponies)",
      "Pony, Cob and Full sizes; adjust by re-tying the crown knot",
      "No metal parts on the halter: nothing to rust or pinch",
      "Soak in soapy water, rinse and hang to dry",
      HANDMADE,
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "RH-KNT", sizeName: "Size",
    sizes: halterSizes([[849, 699], [949, 749], [999, 799], [1099, 899]], [180, 200, 220, 240], ["Pony", "Cob", "Full"]),
    colours: [
      halterColour("rh-knt", { kind: "rope" }, C.teal, "TEA", ["head"]),
      halterColour("rh-knt", { kind: "rope" }, C.black, "BLK", ["head"]),
      halterColour("rh-knt", { kind: "rope" }, C.red, "RED", ["head"]),
      halterColour("rh-knt", { kind: "rope" }, C.mustard, "MUS", ["hanging"]),
    ],
    stock: table(["Pony", "Cob", "Full"], ["Teal", "Black", "Red", "Mustard"], [
      [8, 5, undefined, null],
      [12, 10, 7, null],
      [30, 18, 9, "off"],
    ]),
  }),
  single({
    name: "Four-Knot Training Rope Halter – Black",
    category: "halter",
    description: [
      "Firm 6 mm rope gives clear, gentle cues for groundwork",
      "Full size; fiador knot under the jaw for a lead rope",
      "Tied and checked by hand, knot by knot",
      "Rinse with water after muddy sessions",
    ],
    mrp: 1099, offerPrice: 899, sku: "BB-RH-002", code: "RH02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 18, weight: 230,
    images: [halterPic("BB-RH-002", { kind: "rope", color: C.black }, "closeup"), halterPic("BB-RH-002", { kind: "rope", color: C.black }, "hanging")],
  }),
  single({
    name: "Rope Halter with 10 ft Lead – Red",
    category: "halter",
    description: [
      "Knotted rope halter with a matching 10 ft twisted lead rope",
      "Lead has a solid brass bolt snap and a tassel end",
      "Full size; crown tied with a sheet bend for easy adjusting",
      "Hand wash, dry in the shade",
    ],
    mrp: 1699, offerPrice: 1399, sku: "BB-RH-003", code: "RH03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 10, weight: 640,
    images: [
      halterPic("BB-RH-003", { kind: "rope", color: C.red, lead: C.red }, "head"),
      halterPic("BB-RH-003", { kind: "rope", color: C.red }, "hanging"),
      linePic("BB-RH-003", { material: "rope", color: C.red }, "coil"),
    ],
  }),
  single({
    name: "Rope Halter Trio – Navy, Plum & Olive",
    category: "halter",
    description: [
      "Three knotted rope halters, one of each colour, for a small yard",
      "Full size, tied from 6 mm cotton-poly rope",
      "Save more than buying them one by one",
      HANDMADE,
    ],
    mrp: 2499, offerPrice: 2149, sku: "BB-RH-005", code: "RH05", hsnCode: "4201", gstRate: 12, inStock: true, stock: 5, weight: 690,
    images: [halterPic("BB-RH-005", { kind: "rope", color: C.navy }, "set", [C.plum, C.olive]), halterPic("BB-RH-005", { kind: "rope", color: C.navy }, "head")],
  }),
  withOptions({
    name: "Cotton Lead Rope with Brass Bolt Snap",
    category: "Lead Rope",
    description: [
      "Soft twisted 16 mm cotton rope that is kind to bare hands",
      "2 m, 2.5 m or 3 m long with a whipped end and tassel",
      "Solid brass swivel bolt snap",
      "Machine washable in a laundry bag at 30 °C",
      HANDMADE,
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "LR-COT", sizeName: "Length",
    sizes: [
      { value: "2 m", code: "200", mrp: 649, offerPrice: 499, weight: 380 },
      { value: "2.5 m", code: "250", mrp: 699, offerPrice: 549, weight: 450 },
      { value: "3 m", code: "300", mrp: 799, offerPrice: 629, weight: 530 },
    ],
    colours: [
      colour(C.navy, "NAV", [linePic("lr-cot-nav", { material: "rope", color: C.navy }, "laid")]),
      colour(C.burgundy, "BUR", [linePic("lr-cot-bur", { material: "rope", color: C.burgundy }, "laid")]),
      colour(C.forest, "FGR", [linePic("lr-cot-fgr", { material: "rope", color: C.forest }, "laid")]),
      colour(C.orange, "SAF", [linePic("lr-cot-saf", { material: "rope", color: C.orange }, "laid")]),
    ],
    stock: table(["2 m", "2.5 m", "3 m"], ["Navy", "Burgundy", "Forest Green", "Saffron"], [
      [25, 14, 10, 6],
      [60, 22, 18, 0],
      [15, 9, undefined, undefined],
    ]),
  }),
  single({
    name: "Poly-Cotton Lead Rope – 10 ft, Burgundy",
    category: "Lead Rope",
    description: [
      "Hard-wearing poly-cotton blend that keeps its twist",
      "10 ft (3 m) long, 16 mm thick",
      "Brass bolt snap on a swivel; whipped tassel end",
      "Rinse and hang to dry",
    ],
    mrp: 749, offerPrice: 599, sku: "BB-LR-002", code: "LR02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 35, weight: 540,
    images: [linePic("BB-LR-002", { material: "rope", color: C.burgundy }, "coil"), linePic("BB-LR-002", { material: "rope", color: C.burgundy }, "hanging")],
  }),
  single({
    name: "Heavy-Duty Lead Rope with Nickel Snap – Forest Green",
    category: "Lead Rope",
    description: [
      "Thick 18 mm rope for strong or young horses",
      "9 ft long; nickel-plated bolt snap rated for daily yard work",
      "Splice-free whipped joint at the snap",
      "Wash by hand and dry in the shade",
    ],
    mrp: 899, offerPrice: 729, sku: "BB-LR-003", code: "LR03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 22, weight: 610,
    images: [linePic("BB-LR-003", { material: "rope", color: C.forest, metal: "nickel" }, "laid"), linePic("BB-LR-003", { material: "rope", color: C.forest, metal: "nickel" }, "closeup")],
  }),
  single({
    name: "Twisted Lead Rope with Tassel End – Saffron",
    category: "Lead Rope",
    description: [
      "Bright saffron cotton rope with a dark fleck",
      "8 ft long with a brass snap and a hand-tied tassel",
      "Handmade in small batches",
    ],
    mrp: 649, offerPrice: 499, sku: "BB-LR-004", code: "LR04", hsnCode: "4201", gstRate: 12, inStock: false, stock: null, weight: 400,
    images: [linePic("BB-LR-004", { material: "rope", color: C.orange }, "coil"), linePic("BB-LR-004", { material: "rope", color: C.orange }, "hanging")],
  }),
  single({
    name: "Lead Rope Value Pack of 3 – Mixed Colours",
    category: "Lead Rope",
    description: [
      "Three 8 ft cotton lead ropes: navy, mustard and teal",
      "Each with a brass bolt snap and a whipped tassel end",
      "Ideal for riding schools and busy yards",
      HANDMADE,
    ],
    mrp: 1799, offerPrice: 1499, sku: "BB-LR-005", code: "LR05", hsnCode: "4201", gstRate: 12, inStock: true, stock: 14, weight: 1250,
    images: [
      coilTrioPic("BB-LR-005", [
        { material: "rope", color: C.navy },
        { material: "rope", color: C.mustard },
        { material: "rope", color: C.teal },
      ]),
      linePic("BB-LR-005", { material: "rope", color: C.mustard }, "laid"),
    ],
  }),
];
