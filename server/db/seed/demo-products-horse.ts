/** Demo products for horses: webbing halters, rope halters and lead ropes. */
import { COLORWAYS as C, coilTrioPic, halterPic, linePic } from "./art/index";
import type { DemoProduct } from "./demo-catalogue";

const HANDMADE = "Handmade in our Kanpur workshop; every piece is checked buckle by buckle before it ships.";

export const horseProducts: DemoProduct[] = [
  {
    name: "Padded Nylon Horse Halter – Cob Size, Burgundy",
    category: "horse accessories",
    description: [
      "Double-layer 25 mm nylon webbing with soft neoprene padding on the noseband and crown",
      "Cob size (fits 450–550 kg horses); adjustable crown and chin strap",
      "Solid cast brass buckle, square rings and a lead ring that will not rust",
      "Hand wash in lukewarm water with mild soap; dry in the shade",
      HANDMADE,
    ],
    mrp: 1499, offerPrice: 1199, sku: "BB-HH-001", code: "HH01", hsnCode: "4201", gstRate: 12, inStock: true, stock: 24,
    images: [
      halterPic("BB-HH-001", { kind: "padded", color: C.burgundy }, "head"),
      halterPic("BB-HH-001", { kind: "padded", color: C.burgundy }, "closeup"),
      halterPic("BB-HH-001", { kind: "padded", color: C.burgundy }, "hanging"),
      halterPic("BB-HH-001", { kind: "padded", color: C.burgundy }, "set", [C.navy, C.forest]),
    ],
  },
  {
    name: "Classic Webbing Horse Halter – Full Size, Navy",
    category: "horse accessories",
    description: [
      "Heavy 25 mm polypropylene webbing woven on our own looms, with jacquard edge stripes",
      "Full size (550–650 kg); adjustable crown, fixed noseband",
      "Brass-plated buckle and rings, bar-tacked at every stress point",
      "Rinse off mud and sweat with plain water after use",
    ],
    mrp: 1199, offerPrice: 949, sku: "BB-HH-002", code: "HH02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 40,
    images: [halterPic("BB-HH-002", { kind: "webbing", color: C.navy }, "head"), halterPic("BB-HH-002", { kind: "webbing", color: C.navy }, "hanging")],
  },
  {
    name: "Foal Halter with Brass Fittings – Forest Green",
    category: "horse accessories",
    description: [
      "Light 19 mm webbing sized for foals and miniature horses",
      "Fully adjustable crown and noseband to grow with the foal",
      "Small solid brass buckle and rings with rounded edges",
      HANDMADE,
    ],
    mrp: 899, offerPrice: 749, sku: "BB-HH-003", code: "HH03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 12,
    images: [halterPic("BB-HH-003", { kind: "webbing", color: C.forest }, "hanging"), halterPic("BB-HH-003", { kind: "webbing", color: C.forest }, "closeup")],
  },
  {
    name: "Halter & Lead Rope Combo – Full Size, Royal Blue",
    category: "horse accessories",
    description: [
      "Matching webbing halter and 8 ft twisted cotton lead rope",
      "Lead rope ends in a brass bolt snap and a whipped tassel",
      "Full size halter with adjustable crown and chin strap",
      "Wash both pieces by hand; never bleach",
      "Packed together in a reusable cotton bag",
    ],
    mrp: 1999, offerPrice: 1649, sku: "BB-HH-004", code: "HH04", hsnCode: "4201", gstRate: 12, inStock: true, stock: 15,
    images: [
      halterPic("BB-HH-004", { kind: "webbing", color: C.royal, lead: C.royal }, "head"),
      halterPic("BB-HH-004", { kind: "webbing", color: C.royal }, "hanging"),
      linePic("BB-HH-004", { material: "rope", color: C.royal }, "coil"),
    ],
  },
  {
    name: "Jacquard Horse Halter – Pony Size, Red",
    category: "horse accessories",
    description: [
      "Woven jacquard webbing with a cream edge stripe",
      "Pony size (250–400 kg); adjustable crown",
      "Brass-plated buckle and square rings",
      "Hand wash and air dry",
    ],
    mrp: 1099, offerPrice: 899.5, sku: "BB-HH-005", code: "HH05", hsnCode: "4201", gstRate: 12, inStock: false, stock: 0,
    images: [halterPic("BB-HH-005", { kind: "webbing", color: C.red }, "head"), halterPic("BB-HH-005", { kind: "webbing", color: C.red }, "set", [C.mustard, C.teal])],
  },
  {
    name: "Leather-Trim Show Halter – Full Size, Chocolate",
    category: "horse accessories",
    description: [
      "Webbing halter trimmed with vegetable-tanned leather on the crown",
      "Nickel-plated roller buckle and engraved name plate",
      "Full size, adjustable at the crown and chin",
      "Wipe the leather with a damp cloth and condition monthly",
      HANDMADE,
    ],
    mrp: 2499, offerPrice: 2199, sku: "BB-HH-006", code: "HH06", hsnCode: "4201", gstRate: 18, inStock: true, stock: 6,
    images: [
      halterPic("BB-HH-006", { kind: "webbing", color: C.chocolate, metal: "nickel" }, "head"),
      halterPic("BB-HH-006", { kind: "webbing", color: C.chocolate, metal: "nickel" }, "closeup"),
      halterPic("BB-HH-006", { kind: "webbing", color: C.chocolate, metal: "nickel" }, "hanging"),
    ],
  },
  {
    name: "Knotted Rope Halter – Teal with Gold Fleck",
    category: "halter",
    description: [
      "Tied by hand from 6 mm stiff cotton-poly rope with four noseband knots",
      "One size fits most horses; adjust by re-tying the crown knot",
      "No metal parts on the halter: nothing to rust or pinch",
      "Soak in soapy water, rinse and hang to dry",
      HANDMADE,
    ],
    mrp: 999, offerPrice: 799, sku: "BB-RH-001", code: "RH01", hsnCode: "4201", gstRate: 12, inStock: true, stock: 30,
    images: [
      halterPic("BB-RH-001", { kind: "rope", color: C.teal }, "head"),
      halterPic("BB-RH-001", { kind: "rope", color: C.teal }, "closeup"),
      halterPic("BB-RH-001", { kind: "rope", color: C.teal }, "hanging"),
    ],
  },
  {
    name: "Four-Knot Training Rope Halter – Black",
    category: "halter",
    description: [
      "Firm 6 mm rope gives clear, gentle cues for groundwork",
      "Cob and full sizes; fiador knot under the jaw for a lead rope",
      "Tied and checked by hand, knot by knot",
      "Rinse with water after muddy sessions",
    ],
    mrp: 1099, offerPrice: 899, sku: "BB-RH-002", code: "RH02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 18,
    images: [halterPic("BB-RH-002", { kind: "rope", color: C.black }, "head"), halterPic("BB-RH-002", { kind: "rope", color: C.black }, "hanging")],
  },
  {
    name: "Rope Halter with 10 ft Lead – Red",
    category: "halter",
    description: [
      "Knotted rope halter with a matching 10 ft twisted lead rope",
      "Lead has a solid brass bolt snap and a tassel end",
      "Full size; crown tied with a sheet bend for easy adjusting",
      "Hand wash, dry in the shade",
    ],
    mrp: 1699, offerPrice: 1399, sku: "BB-RH-003", code: "RH03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 10,
    images: [
      halterPic("BB-RH-003", { kind: "rope", color: C.red, lead: C.red }, "head"),
      halterPic("BB-RH-003", { kind: "rope", color: C.red }, "hanging"),
      linePic("BB-RH-003", { material: "rope", color: C.red }, "coil"),
    ],
  },
  {
    name: "Pony Rope Halter – Mustard",
    category: "halter",
    description: [
      "Pony-sized knotted halter in soft 5 mm rope",
      "Fits ponies of 250–400 kg; adjustable crown knot",
      "Bright mustard colour, easy to spot in the tack room",
    ],
    mrp: 849, offerPrice: 699, sku: "BB-RH-004", code: "RH04", hsnCode: "4201", gstRate: 12, inStock: true, stock: null,
    images: [halterPic("BB-RH-004", { kind: "rope", color: C.mustard }, "hanging")],
  },
  {
    name: "Rope Halter Trio – Navy, Plum & Olive",
    category: "halter",
    description: [
      "Three knotted rope halters, one of each colour, for a small yard",
      "Full size, tied from 6 mm cotton-poly rope",
      "Save more than buying them one by one",
      HANDMADE,
    ],
    mrp: 2499, offerPrice: 2149, sku: "BB-RH-005", code: "RH05", hsnCode: "4201", gstRate: 12, inStock: true, stock: 5,
    images: [halterPic("BB-RH-005", { kind: "rope", color: C.navy }, "set", [C.plum, C.olive]), halterPic("BB-RH-005", { kind: "rope", color: C.navy }, "head")],
  },
  {
    name: "Cotton Lead Rope with Brass Bolt Snap – 8 ft, Navy",
    category: "Lead Rope",
    description: [
      "Soft twisted 16 mm cotton rope that is kind to bare hands",
      "8 ft (2.4 m) long with a whipped end and tassel",
      "Solid brass swivel bolt snap",
      "Machine washable in a laundry bag at 30 °C",
      HANDMADE,
    ],
    mrp: 699, offerPrice: 549, sku: "BB-LR-001", code: "LR01", hsnCode: "4201", gstRate: 12, inStock: true, stock: 60,
    images: [
      linePic("BB-LR-001", { material: "rope", color: C.navy }, "laid"),
      linePic("BB-LR-001", { material: "rope", color: C.navy }, "coil"),
      linePic("BB-LR-001", { material: "rope", color: C.navy }, "closeup"),
      linePic("BB-LR-001", { material: "rope", color: C.navy }, "hanging"),
    ],
  },
  {
    name: "Poly-Cotton Lead Rope – 10 ft, Burgundy",
    category: "Lead Rope",
    description: [
      "Hard-wearing poly-cotton blend that keeps its twist",
      "10 ft (3 m) long, 16 mm thick",
      "Brass bolt snap on a swivel; whipped tassel end",
      "Rinse and hang to dry",
    ],
    mrp: 749, offerPrice: 599, sku: "BB-LR-002", code: "LR02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 35,
    images: [linePic("BB-LR-002", { material: "rope", color: C.burgundy }, "laid"), linePic("BB-LR-002", { material: "rope", color: C.burgundy }, "coil")],
  },
  {
    name: "Heavy-Duty Lead Rope with Nickel Snap – Forest Green",
    category: "Lead Rope",
    description: [
      "Thick 18 mm rope for strong or young horses",
      "9 ft long; nickel-plated bolt snap rated for daily yard work",
      "Splice-free whipped joint at the snap",
      "Wash by hand and dry in the shade",
    ],
    mrp: 899, offerPrice: 729, sku: "BB-LR-003", code: "LR03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 22,
    images: [linePic("BB-LR-003", { material: "rope", color: C.forest, metal: "nickel" }, "laid"), linePic("BB-LR-003", { material: "rope", color: C.forest, metal: "nickel" }, "closeup")],
  },
  {
    name: "Twisted Lead Rope with Tassel End – Saffron",
    category: "Lead Rope",
    description: [
      "Bright saffron cotton rope with a dark fleck",
      "8 ft long with a brass snap and a hand-tied tassel",
      "Handmade in small batches",
    ],
    mrp: 649, offerPrice: 499, sku: "BB-LR-004", code: "LR04", hsnCode: "4201", gstRate: 12, inStock: false, stock: null,
    images: [linePic("BB-LR-004", { material: "rope", color: C.orange }, "coil"), linePic("BB-LR-004", { material: "rope", color: C.orange }, "hanging")],
  },
  {
    name: "Lead Rope Value Pack of 3 – Mixed Colours",
    category: "Lead Rope",
    description: [
      "Three 8 ft cotton lead ropes: navy, mustard and teal",
      "Each with a brass bolt snap and a whipped tassel end",
      "Ideal for riding schools and busy yards",
      HANDMADE,
    ],
    mrp: 1799, offerPrice: 1499, sku: "BB-LR-005", code: "LR05", hsnCode: "4201", gstRate: 12, inStock: true, stock: 14,
    images: [
      coilTrioPic("BB-LR-005", [
        { material: "rope", color: C.navy },
        { material: "rope", color: C.mustard },
        { material: "rope", color: C.teal },
      ]),
      linePic("BB-LR-005", { material: "rope", color: C.mustard }, "laid"),
    ],
  },
];
