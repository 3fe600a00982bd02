/** Demo products for dogs: collars and head halters, rope leashes and braided cotton rassi. */
import { COLORWAYS as C, coilTrioPic, collarLeashPic, collarPic, cotton, headHalterPic, linePic } from "./art/index";
import type { Colorway } from "./art/palette";
import type { SeedArt } from "./images";
import { single, withOptions, type ComboStock, type DemoProduct, type SizeValue } from "./demo-variants";

const HANDMADE = "Cut, stitched and finished by hand in Kanpur.";

/** Stock per combination from a table: rows = sizes, columns = colours (undefined = not offered). */
function table(sizes: SizeValue[], colours: string[], rows: ComboStock[][]): (size: string, colour: string | undefined) => ComboStock {
  return (size, colour) => rows[sizes.findIndex((s) => s.value === size)]?.[colours.indexOf(colour ?? "")];
}

const size = (value: string, code: string, mrp: number, offerPrice: number, weight: number): SizeValue => ({ value, code, mrp, offerPrice, weight });
const colour = (c: Colorway, code: string, images: SeedArt[], value = c.name) => ({ value, code, images });

const COLLAR_SIZES = [size("S", "S", 399, 299, 45), size("M", "M", 449, 349, 60), size("L", "L", 499, 399, 75), size("XL", "XL", 549, 449, 95)];
const PADDED_SIZES = [size("M", "M", 549, 449, 85), size("L", "L", 599, 499, 105), size("XL", "XL", 679, 549, 130)];
const CLIP_SIZES = [size("S", "S", 399, 299, 40), size("M", "M", 429, 329, 55), size("L", "L", 469, 359, 70)];
const HEAD_SIZES = [size("S", "S", 649, 529, 70), size("M", "M", 699, 579, 85), size("L", "L", 749, 629.5, 100)];
const LEASH_LENGTHS = [size("1.2 m", "120", 529, 399, 190), size("1.5 m", "150", 599, 449, 230), size("1.8 m", "180", 649, 499, 270)];
const RASSI_LENGTHS = [size("2 m", "200", 329, 249, 180), size("3 m", "300", 399, 299, 260), size("5 m", "500", 549, 449, 420)];

const jacquard = (c: Colorway, code: string) => colour(c, code, [collarPic(`dc-jaq-${code}`, { color: c, stripes: true }, "ring")]);
const padded = (c: Colorway, code: string) =>
  colour(c, code, [collarPic(`dc-pad-${code}`, { color: c, padding: "#c98f5a" }, "ring"), collarPic(`dc-pad-${code}`, { color: c, padding: "#c98f5a" }, "flat")]);
const head = (c: Colorway, code: string, padding?: string) =>
  colour(c, code, [headHalterPic(`dc-hf-${code}`, { color: c, padding }, "flat"), headHalterPic(`dc-hf-${code}`, { color: c, padding }, "closeup")]);
const leash = (c: Colorway, code: string) => colour(c, code, [linePic(`dr-cot-${code}`, { material: "rope", color: c, handle: true, width: 22 }, "laid")]);
const rassi = (fleck: string, name: string, code: string) =>
  colour(C.natural, code, [linePic(`rs-brd-${code}`, { material: "braid", color: C.natural, strands: cotton(fleck), noHook: true }, "coil")], name);

export const dogProducts: DemoProduct[] = [
  withOptions({
    name: "Jacquard Nylon Dog Collar",
    category: "Dog Collar",
    description: [
      "25 mm nylon webbing with a woven cream stripe",
      "S fits necks of 25–35 cm, M 35–45 cm, L 45–55 cm, XL 55–65 cm (five adjustment holes)",
      "Brass tongue buckle, welded D-ring and a paw-print ID tag",
      "Hand wash with mild soap; air dry",
      HANDMADE,
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "DC-JAQ", sizeName: "Size",
    sizes: COLLAR_SIZES,
    colours: [jacquard(C.red, "RED"), jacquard(C.navy, "NAV"), jacquard(C.teal, "TEA"), jacquard(C.plum, "PLM")],
    stock: table(COLLAR_SIZES, ["Red", "Navy", "Teal", "Plum"], [
      [20, 15, 12, 0],
      [80, 30, 24, 10],
      [40, 22, 18, 8],
      [12, 9, undefined, undefined],
    ]),
  }),
  withOptions({
    name: "Padded Dog Collar with Tan Lining",
    category: "Dog Collar",
    description: [
      "Soft tan padding under 32 mm webbing for thick-coated and large breeds",
      "M fits necks of 35–45 cm, L 45–58 cm, XL 55–68 cm",
      "Heavy brass buckle and D-ring, box-stitched",
      "Sponge clean the lining; do not tumble dry",
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "DC-PAD", sizeName: "Size",
    sizes: PADDED_SIZES,
    colours: [padded(C.navy, "NAV"), padded(C.black, "BLK")],
    stock: table(PADDED_SIZES, ["Navy", "Black"], [
      [18, 14],
      [45, 20],
      [10, 0],
    ]),
  }),
  withOptions({
    name: "Quick-Release Dog Collar – Black",
    category: "Dog Collar",
    description: [
      "Side-release buckle that opens with one hand",
      "S fits necks of 25–35 cm, M 33–45 cm, L 43–55 cm; slide adjuster",
      "Nickel-plated D-ring and tag",
      "Machine washable in a laundry bag",
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "DC-QR", sizeName: "Size",
    sizes: CLIP_SIZES,
    shared: [collarPic("dc-qr", { color: C.black, clip: true, metal: "nickel" }, "ring"), collarPic("dc-qr", { color: C.black, clip: true, metal: "nickel" }, "flat")],
    stock: (s) => ({ S: 25, M: 70, L: 30 })[s],
  }),
  withOptions({
    name: "Halterface Dog Head Halter",
    category: "Halterface",
    description: [
      "Head collar that gently steers the nose to stop pulling",
      "Padded nose loop; neck strap with a quick-release clip",
      "S: beagles and spaniels up to 18 kg; M: labradors, retrievers, indies of 18–30 kg; L: shepherds and rottweilers, 30–45 kg",
      "Lead ring under the chin; nickel-plated fittings",
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "DC-HF", sizeName: "Size",
    sizes: HEAD_SIZES,
    colours: [head(C.orange, "SAF"), head(C.royal, "ROY", "#c98f5a")],
    stock: table(HEAD_SIZES, ["Saffron", "Royal Blue"], [
      [10, 6],
      [25, 12],
      [8, 16],
    ]),
  }),
  withOptions({
    name: "Cotton Rope Dog Leash",
    category: "Rope",
    description: [
      "Twisted 12 mm cotton rope, soft on hands",
      "1.2 m, 1.5 m or 1.8 m with a spliced hand loop",
      "Brass bolt snap on a swivel",
      "Machine washable at 30 °C in a laundry bag",
      HANDMADE,
    ],
    hsnCode: "4201", gstRate: 12,
    skuPrefix: "DR-COT", sizeName: "Length",
    sizes: LEASH_LENGTHS,
    colours: [leash(C.navy, "NAV"), leash(C.teal, "TEA"), leash(C.red, "RED")],
    stock: table(LEASH_LENGTHS, ["Navy", "Teal", "Red"], [
      [20, 12, 8],
      [55, 28, 12],
      [15, 0, undefined],
    ]),
  }),
  withOptions({
    name: "Braided Cotton Dog Rassi",
    category: "Rassi",
    description: [
      "Thick hand-braided 100 % cotton rassi, gentle on paws and hands",
      "2 m, 3 m or 5 m long with a spliced eye at one end and a tassel at the other",
      "Undyed natural cotton with a red, indigo or saffron tracer fleck",
      "Machine washable; softens with every wash",
      HANDMADE,
    ],
    hsnCode: "5607", gstRate: 5,
    skuPrefix: "RS-BRD", sizeName: "Length",
    sizes: RASSI_LENGTHS,
    colours: [rassi("#b3322c", "Red Fleck", "RED"), rassi("#2a4f9e", "Blue Fleck", "BLU"), rassi("#d9732a", "Saffron Fleck", "SAF")],
    stock: table(RASSI_LENGTHS, ["Red Fleck", "Blue Fleck", "Saffron Fleck"], [
      [30, 20, 15],
      [90, 40, 25],
      [12, undefined, 6],
    ]),
  }),
  single({
    name: "Halterface Head Halter – Small, Teal",
    category: "Halterface",
    description: [
      "Head collar for beagles, spaniels and indies up to 18 kg",
      "Soft padded nose loop; adjustable neck strap",
      "Lead ring under the chin",
      HANDMADE,
    ],
    mrp: 649, offerPrice: 529, sku: "BB-HF-002", code: "HF02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 7, weight: 70,
    images: [headHalterPic("BB-HF-002", { color: C.teal, padding: "#c98f5a" }, "flat"), headHalterPic("BB-HF-002", { color: C.teal, padding: "#c98f5a" }, "closeup")],
  }),
  single({
    name: "Halterface Head Halter – Large, Black",
    category: "Halterface",
    description: [
      "Head collar for shepherds and rottweilers of 30–45 kg",
      "Padded nose loop; neck strap with a quick-release clip",
      "Nickel-plated fittings",
      HANDMADE,
    ],
    mrp: 749, offerPrice: 629, sku: "BB-HF-003", code: "HF03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 5, weight: 100,
    images: [headHalterPic("BB-HF-003", { color: C.black }, "flat")],
  }),
  single({
    name: "Puppy Collar – Extra Small, Dusty Rose",
    category: "Dog Collar",
    description: [
      "Light 15 mm webbing for puppies and toy breeds",
      "Fits necks of 18–26 cm",
      "Small brass buckle with rounded edges",
    ],
    mrp: 249, offerPrice: 199, sku: "BB-DC-004", code: "DC04", hsnCode: "4201", gstRate: 12, inStock: true, stock: null, weight: 35,
    images: [collarPic("BB-DC-004", { color: C.rose }, "ring")],
  }),
  single({
    name: "Dog Collar & Leash Set – Medium, Teal",
    category: "Dog Collar",
    description: [
      "Matching jacquard collar and 5 ft webbing leash",
      "Collar fits necks of 35–45 cm; leash has a padded hand loop",
      "Brass buckle, D-ring and bolt snap",
      "Hand wash both; dry flat",
      HANDMADE,
    ],
    mrp: 999, offerPrice: 849, sku: "BB-DC-005", code: "DC05", hsnCode: "4201", gstRate: 12, inStock: true, stock: 20, weight: 230,
    images: [
      collarLeashPic("BB-DC-005", { color: C.teal, stripes: true }, { material: "webbing", color: C.teal }),
      collarPic("BB-DC-005", { color: C.teal, stripes: true }, "ring"),
      linePic("BB-DC-005", { material: "webbing", color: C.teal, handle: true }, "laid"),
    ],
  }),
  single({
    name: "Designer Brass-Buckle Dog Collar – Medium, Plum",
    category: "Dog Collar",
    description: [
      "Plum webbing with gold jacquard stripes and a solid brass buckle",
      "Medium: fits necks of 35–45 cm",
      "Comes gift-wrapped in a kraft box",
      HANDMADE,
    ],
    mrp: 899, offerPrice: 749, sku: "BB-DC-008", code: "DC08", hsnCode: "4201", gstRate: 18, inStock: true, stock: 9, weight: 90,
    images: [collarPic("BB-DC-008", { color: C.plum, stripes: true }, "ring"), collarPic("BB-DC-008", { color: C.plum, stripes: true }, "closeup")],
  }),
  single({
    name: "Climbing-Rope Dog Leash – 6 ft, Teal",
    category: "Rope",
    description: [
      "Strong kernmantle-style rope for big, strong dogs",
      "6 ft long with a whipped hand loop",
      "Brass snap and whipping at both joints",
      "Rinse off sand and salt after the beach",
    ],
    mrp: 799, offerPrice: 649, sku: "BB-DR-002", code: "DR02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 28, weight: 320,
    images: [linePic("BB-DR-002", { material: "rope", color: C.teal, handle: true, width: 22 }, "laid"), linePic("BB-DR-002", { material: "rope", color: C.teal, handle: true, width: 22 }, "hanging")],
  }),
  single({
    name: "Slip Rope Lead for Dogs – Olive",
    category: "Rope",
    description: [
      "Collar and leash in one: a rope loop slips over the head",
      "4.5 ft long, 10 mm rope with a spliced eye and a whipped stopper",
      "Great for vets, groomers and quick walks",
    ],
    mrp: 449, offerPrice: 349, sku: "BB-DR-003", code: "DR03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 33, weight: 150,
    images: [linePic("BB-DR-003", { material: "rope", color: C.olive, noHook: true, width: 20 }, "laid"), linePic("BB-DR-003", { material: "rope", color: C.olive, noHook: true, width: 20 }, "coil")],
  }),
  single({
    name: "Flat Webbing Dog Leash – 6 ft, Forest Green",
    category: "Rope",
    description: [
      "20 mm jacquard webbing leash with a padded hand loop",
      "6 ft (1.8 m); box-stitched at both ends",
      "Brass bolt snap on a swivel",
      "Hand wash with mild soap",
    ],
    mrp: 549, offerPrice: 429, sku: "BB-DR-004", code: "DR04", hsnCode: "4201", gstRate: 12, inStock: true, stock: 40, weight: 170,
    images: [linePic("BB-DR-004", { material: "webbing", color: C.forest, handle: true }, "laid"), linePic("BB-DR-004", { material: "webbing", color: C.forest, handle: true }, "closeup")],
  }),
  single({
    name: "Hands-Free Rope Leash – Red",
    category: "Rope",
    description: [
      "Long 8 ft rope leash to wear across the body or tie at the waist",
      "Brass bolt snap and a large loop to wear across the body",
      "Soft twisted cotton, 12 mm",
    ],
    mrp: 899, offerPrice: 749, sku: "BB-DR-005", code: "DR05", hsnCode: "4201", gstRate: 12, inStock: true, stock: 12, weight: 360,
    images: [linePic("BB-DR-005", { material: "rope", color: C.red, width: 22, handle: true }, "laid")],
  }),
  single({
    name: "Braided Cotton Rassi with Brass Hook – Natural & Blue",
    category: "Rassi",
    description: [
      "Braided cotton rassi with a brass bolt snap",
      "2.5 m long; doubles as a tie-out or a long lead",
      "Natural cotton with an indigo tracer",
      "Wash by hand or machine at 30 °C",
    ],
    mrp: 499, offerPrice: 399, sku: "BB-RS-002", code: "RS02", hsnCode: "5607", gstRate: 5, inStock: true, stock: 64, weight: 300,
    images: [linePic("BB-RS-002", { material: "braid", color: C.natural, strands: cotton("#2a4f9e") }, "laid"), linePic("BB-RS-002", { material: "braid", color: C.natural, strands: cotton("#2a4f9e") }, "coil")],
  }),
  single({
    name: "Tie-Out Rassi – 5 m, Mustard",
    category: "Rassi",
    description: [
      "Extra-long 5 m braided rassi for the garden or the farm",
      "Brass snap at one end, spliced loop at the other",
      "Dyed with colour-fast, azo-free dyes",
    ],
    mrp: 549, offerPrice: 449, sku: "BB-RS-003", code: "RS03", hsnCode: "5607", gstRate: 12, inStock: true, stock: 26, weight: 520,
    images: [linePic("BB-RS-003", { material: "braid", color: C.mustard, strands: [C.mustard.main, C.mustard.main, "#fbeccb", C.mustard.main] }, "coil")],
  }),
  single({
    name: "Thick Twisted Rassi – 2 m, Natural",
    category: "Rassi",
    description: [
      "Chunky 20 mm twisted cotton rassi for strong chewers",
      "2 m long with whipped ends",
      "Undyed cotton, no chemicals",
    ],
    mrp: 349, offerPrice: 279.5, sku: "BB-RS-004", code: "RS04", hsnCode: "5607", gstRate: 12, inStock: false, stock: 0, weight: 340,
    images: [linePic("BB-RS-004", { material: "rope", color: C.natural, strands: ["#efe3c8", "#e2d2b0", "#efe3c8"], noHook: true }, "laid")],
  }),
  single({
    name: "Rassi Multipack of 3 – Red, Blue & Saffron Fleck",
    category: "Rassi",
    description: [
      "Three braided cotton rassi, 3 m each, with spliced eyes",
      "Natural cotton with red, indigo and saffron tracers",
      "A thoughtful gift for dog lovers",
      HANDMADE,
    ],
    mrp: 1099, offerPrice: 849, sku: "BB-RS-005", code: "RS05", hsnCode: "5607", gstRate: 12, inStock: true, stock: 18, weight: 820,
    images: [
      coilTrioPic("BB-RS-005", [
        { material: "braid", color: C.natural, strands: cotton("#b3322c"), noHook: true },
        { material: "braid", color: C.natural, strands: cotton("#2a4f9e"), noHook: true },
        { material: "braid", color: C.natural, strands: cotton("#d9732a"), noHook: true },
      ]),
    ],
  }),
];
