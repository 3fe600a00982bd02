/** Demo products for dogs: collars and head halters, rope leashes and braided cotton rassi. */
import { COLORWAYS as C, coilTrioPic, collarLeashPic, collarPic, cotton, headHalterPic, linePic } from "./art/index";
import type { DemoProduct } from "./demo-catalogue";

const HANDMADE = "Cut, stitched and finished by hand in Kanpur.";

export const dogProducts: DemoProduct[] = [
  {
    name: "Jacquard Nylon Dog Collar – Medium, Red",
    category: "Dog Collar",
    description: [
      "25 mm nylon webbing with a woven cream stripe",
      "Medium: fits necks of 35–45 cm (five adjustment holes)",
      "Brass tongue buckle, welded D-ring and a paw-print ID tag",
      "Hand wash with mild soap; air dry",
      HANDMADE,
    ],
    mrp: 449, offerPrice: 349, sku: "BB-DC-001", code: "DC01", hsnCode: "4201", gstRate: 12, inStock: true, stock: 80,
    images: [
      collarPic("BB-DC-001", { color: C.red, stripes: true }, "ring"),
      collarPic("BB-DC-001", { color: C.red, stripes: true }, "flat"),
      collarPic("BB-DC-001", { color: C.red, stripes: true }, "closeup"),
      collarPic("BB-DC-001", { color: C.red, stripes: true }, "set", [C.navy, C.mustard]),
    ],
  },
  {
    name: "Padded Dog Collar – Large, Navy with Tan Lining",
    category: "Dog Collar",
    description: [
      "Soft tan padding under 32 mm webbing for thick-coated and large breeds",
      "Large: fits necks of 45–58 cm",
      "Heavy brass buckle and D-ring, box-stitched",
      "Sponge clean the lining; do not tumble dry",
    ],
    mrp: 599, offerPrice: 499, sku: "BB-DC-002", code: "DC02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 45,
    images: [
      collarPic("BB-DC-002", { color: C.navy, padding: "#c98f5a" }, "ring"),
      collarPic("BB-DC-002", { color: C.navy, padding: "#c98f5a" }, "flat"),
      collarPic("BB-DC-002", { color: C.navy, padding: "#c98f5a" }, "closeup"),
    ],
  },
  {
    name: "Quick-Release Dog Collar – Small, Black",
    category: "Dog Collar",
    description: [
      "Side-release buckle that opens with one hand",
      "Small: fits necks of 25–35 cm, slide adjuster",
      "Nickel-plated D-ring and tag",
      "Machine washable in a laundry bag",
    ],
    mrp: 399, offerPrice: 299, sku: "BB-DC-003", code: "DC03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 70,
    images: [collarPic("BB-DC-003", { color: C.black, clip: true, metal: "nickel" }, "ring"), collarPic("BB-DC-003", { color: C.black, clip: true, metal: "nickel" }, "flat")],
  },
  {
    name: "Puppy Collar – Extra Small, Dusty Rose",
    category: "Dog Collar",
    description: [
      "Light 15 mm webbing for puppies and toy breeds",
      "Fits necks of 18–26 cm",
      "Small brass buckle with rounded edges",
    ],
    mrp: 249, offerPrice: 199, sku: "BB-DC-004", code: "DC04", hsnCode: "4201", gstRate: 12, inStock: true, stock: null,
    images: [collarPic("BB-DC-004", { color: C.rose }, "ring")],
  },
  {
    name: "Dog Collar & Leash Set – Medium, Teal",
    category: "Dog Collar",
    description: [
      "Matching jacquard collar and 5 ft webbing leash",
      "Collar fits necks of 35–45 cm; leash has a padded hand loop",
      "Brass buckle, D-ring and bolt snap",
      "Hand wash both; dry flat",
      HANDMADE,
    ],
    mrp: 999, offerPrice: 849, sku: "BB-DC-005", code: "DC05", hsnCode: "4201", gstRate: 12, inStock: true, stock: 20,
    images: [
      collarLeashPic("BB-DC-005", { color: C.teal, stripes: true }, { material: "webbing", color: C.teal }),
      collarPic("BB-DC-005", { color: C.teal, stripes: true }, "ring"),
      linePic("BB-DC-005", { material: "webbing", color: C.teal, handle: true }, "laid"),
    ],
  },
  {
    name: "Halterface Dog Head Halter – Medium, Saffron",
    category: "Dog Collar",
    description: [
      "Head collar that gently steers the nose to stop pulling",
      "Padded nose loop; neck strap with a quick-release clip",
      "Medium: labradors, retrievers, indies of 18–30 kg",
      "Lead ring under the chin; nickel-plated fittings",
    ],
    mrp: 699, offerPrice: 579, sku: "BB-DC-006", code: "DC06", hsnCode: "4201", gstRate: 12, inStock: true, stock: 25,
    images: [headHalterPic("BB-DC-006", { color: C.orange }, "flat"), headHalterPic("BB-DC-006", { color: C.orange }, "closeup")],
  },
  {
    name: "Halterface Padded Head Collar – Large, Royal Blue",
    category: "Dog Collar",
    description: [
      "Extra-soft padded nose loop for large breeds",
      "Large: German shepherds, rottweilers, 30–45 kg",
      "Adjustable neck strap with a side-release clip",
      "Hand wash and air dry",
    ],
    mrp: 749, offerPrice: 629.5, sku: "BB-DC-007", code: "DC07", hsnCode: "4201", gstRate: 12, inStock: true, stock: 16,
    images: [headHalterPic("BB-DC-007", { color: C.royal, padding: "#c98f5a" }, "flat")],
  },
  {
    name: "Designer Brass-Buckle Dog Collar – Medium, Plum",
    category: "Dog Collar",
    description: [
      "Plum webbing with gold jacquard stripes and a solid brass buckle",
      "Medium: fits necks of 35–45 cm",
      "Comes gift-wrapped in a kraft box",
      HANDMADE,
    ],
    mrp: 899, offerPrice: 749, sku: "BB-DC-008", code: "DC08", hsnCode: "4201", gstRate: 18, inStock: true, stock: 9,
    images: [collarPic("BB-DC-008", { color: C.plum, stripes: true }, "ring"), collarPic("BB-DC-008", { color: C.plum, stripes: true }, "closeup")],
  },
  {
    name: "Cotton Rope Dog Leash – 5 ft, Navy & Gold",
    category: "Rope",
    description: [
      "Twisted 12 mm cotton rope, soft on hands",
      "5 ft (1.5 m) with a spliced hand loop",
      "Brass bolt snap on a swivel",
      "Machine washable at 30 °C in a laundry bag",
      HANDMADE,
    ],
    mrp: 599, offerPrice: 449, sku: "BB-DR-001", code: "DR01", hsnCode: "4201", gstRate: 12, inStock: true, stock: 55,
    images: [
      linePic("BB-DR-001", { material: "rope", color: C.navy, handle: true, width: 22 }, "laid"),
      linePic("BB-DR-001", { material: "rope", color: C.navy, handle: true, width: 22 }, "coil"),
      linePic("BB-DR-001", { material: "rope", color: C.navy, handle: true, width: 22 }, "closeup"),
    ],
  },
  {
    name: "Climbing-Rope Dog Leash – 6 ft, Teal",
    category: "Rope",
    description: [
      "Strong kernmantle-style rope for big, strong dogs",
      "6 ft long with a whipped hand loop",
      "Brass snap and whipping at both joints",
      "Rinse off sand and salt after the beach",
    ],
    mrp: 799, offerPrice: 649, sku: "BB-DR-002", code: "DR02", hsnCode: "4201", gstRate: 12, inStock: true, stock: 28,
    images: [linePic("BB-DR-002", { material: "rope", color: C.teal, handle: true, width: 22 }, "laid"), linePic("BB-DR-002", { material: "rope", color: C.teal, handle: true, width: 22 }, "hanging")],
  },
  {
    name: "Slip Rope Lead for Dogs – Olive",
    category: "Rope",
    description: [
      "Collar and leash in one: a rope loop slips over the head",
      "4.5 ft long, 10 mm rope with a spliced eye and a whipped stopper",
      "Great for vets, groomers and quick walks",
    ],
    mrp: 449, offerPrice: 349, sku: "BB-DR-003", code: "DR03", hsnCode: "4201", gstRate: 12, inStock: true, stock: 33,
    images: [linePic("BB-DR-003", { material: "rope", color: C.olive, noHook: true, width: 20 }, "laid"), linePic("BB-DR-003", { material: "rope", color: C.olive, noHook: true, width: 20 }, "coil")],
  },
  {
    name: "Flat Webbing Dog Leash – 6 ft, Forest Green",
    category: "Rope",
    description: [
      "20 mm jacquard webbing leash with a padded hand loop",
      "6 ft (1.8 m); box-stitched at both ends",
      "Brass bolt snap on a swivel",
      "Hand wash with mild soap",
    ],
    mrp: 549, offerPrice: 429, sku: "BB-DR-004", code: "DR04", hsnCode: "4201", gstRate: 12, inStock: true, stock: 40,
    images: [linePic("BB-DR-004", { material: "webbing", color: C.forest, handle: true }, "laid"), linePic("BB-DR-004", { material: "webbing", color: C.forest, handle: true }, "closeup")],
  },
  {
    name: "Hands-Free Rope Leash – Red",
    category: "Rope",
    description: [
      "Long 8 ft rope leash to wear across the body or tie at the waist",
      "Brass bolt snap and a large loop to wear across the body",
      "Soft twisted cotton, 12 mm",
    ],
    mrp: 899, offerPrice: 749, sku: "BB-DR-005", code: "DR05", hsnCode: "4201", gstRate: 12, inStock: true, stock: 12,
    images: [linePic("BB-DR-005", { material: "rope", color: C.red, width: 22, handle: true }, "laid")],
  },
  {
    name: "Braided Cotton Dog Rassi – 3 m, Natural with Red Fleck",
    category: "Rassi",
    description: [
      "Thick hand-braided 100 % cotton rassi, gentle on paws and hands",
      "3 m long with a spliced eye at one end and a tassel at the other",
      "Undyed natural cotton with a red tracer fleck",
      "Machine washable; softens with every wash",
      HANDMADE,
    ],
    mrp: 399, offerPrice: 299, sku: "BB-RS-001", code: "RS01", hsnCode: "5607", gstRate: 5, inStock: true, stock: 90,
    images: [
      linePic("BB-RS-001", { material: "braid", color: C.natural, strands: cotton("#b3322c"), noHook: true }, "laid"),
      linePic("BB-RS-001", { material: "braid", color: C.natural, strands: cotton("#b3322c"), noHook: true }, "coil"),
      linePic("BB-RS-001", { material: "braid", color: C.natural, strands: cotton("#b3322c"), noHook: true }, "closeup"),
    ],
  },
  {
    name: "Braided Cotton Rassi with Brass Hook – Natural & Blue",
    category: "Rassi",
    description: [
      "Braided cotton rassi with a brass bolt snap",
      "2.5 m long; doubles as a tie-out or a long lead",
      "Natural cotton with an indigo tracer",
      "Wash by hand or machine at 30 °C",
    ],
    mrp: 499, offerPrice: 399, sku: "BB-RS-002", code: "RS02", hsnCode: "5607", gstRate: 5, inStock: true, stock: 64,
    images: [linePic("BB-RS-002", { material: "braid", color: C.natural, strands: cotton("#2a4f9e") }, "laid"), linePic("BB-RS-002", { material: "braid", color: C.natural, strands: cotton("#2a4f9e") }, "coil")],
  },
  {
    name: "Tie-Out Rassi – 5 m, Mustard",
    category: "Rassi",
    description: [
      "Extra-long 5 m braided rassi for the garden or the farm",
      "Brass snap at one end, spliced loop at the other",
      "Dyed with colour-fast, azo-free dyes",
    ],
    mrp: 549, offerPrice: 449, sku: "BB-RS-003", code: "RS03", hsnCode: "5607", gstRate: 12, inStock: true, stock: 26,
    images: [linePic("BB-RS-003", { material: "braid", color: C.mustard, strands: [C.mustard.main, C.mustard.main, "#fbeccb", C.mustard.main] }, "coil")],
  },
  {
    name: "Thick Twisted Rassi – 2 m, Natural",
    category: "Rassi",
    description: [
      "Chunky 20 mm twisted cotton rassi for strong chewers",
      "2 m long with whipped ends",
      "Undyed cotton, no chemicals",
    ],
    mrp: 349, offerPrice: 279.5, sku: "BB-RS-004", code: "RS04", hsnCode: "5607", gstRate: 12, inStock: false, stock: 0,
    images: [linePic("BB-RS-004", { material: "rope", color: C.natural, strands: ["#efe3c8", "#e2d2b0", "#efe3c8"], noHook: true }, "laid")],
  },
  {
    name: "Rassi Multipack of 3 – Red, Blue & Saffron Fleck",
    category: "Rassi",
    description: [
      "Three braided cotton rassi, 3 m each, with spliced eyes",
      "Natural cotton with red, indigo and saffron tracers",
      "A thoughtful gift for dog lovers",
      HANDMADE,
    ],
    mrp: 1099, offerPrice: 849, sku: "BB-RS-005", code: "RS05", hsnCode: "5607", gstRate: 12, inStock: true, stock: 18,
    images: [
      coilTrioPic("BB-RS-005", [
        { material: "braid", color: C.natural, strands: cotton("#b3322c"), noHook: true },
        { material: "braid", color: C.natural, strands: cotton("#2a4f9e"), noHook: true },
        { material: "braid", color: C.natural, strands: cotton("#d9732a"), noHook: true },
      ]),
    ],
  },
];
