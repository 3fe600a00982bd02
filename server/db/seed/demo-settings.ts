/**
 * Settings of the fictional demo shop "Bunai & Bridle" (bunai: weaving). Picture
 * fields hold the storage names of the seed artwork, which the seed renders.
 */
import { DEFAULT_POLICIES } from "../../../lib/default-policies";
import { DEFAULT_DELIVERY_DAYS } from "../../../lib/delivery";
import { DEFAULT_SHIPPING_RULES } from "../../../lib/shipping-rules";
import { DEFAULT_UPI } from "../../../lib/upi";
import type { ShopSettings } from "../../../lib/shop-settings";
import { CONTENT_ART } from "./art/index";
import { demoSettingsHi } from "./demo-settings-hi";
import { seedImageName, type SeedArt } from "./images";
import { GALLERY_VIDEO } from "./media";

const nameOf = (a: SeedArt) => seedImageName(a.slug, a.svg());

/** Every picture the settings refer to, for the seed to render. */
export const settingsArt: SeedArt[] = [CONTENT_ART.founder, CONTENT_ART.about, CONTENT_ART.brand, CONTENT_ART.videoPoster, ...CONTENT_ART.gallery];

const [loom, braiding, quality, packing, shipping] = CONTENT_ART.gallery.map(nameOf) as [string, string, string, string, string];

export const demoSettings: ShopSettings = {
  shopName: "Bunai & Bridle",
  legalName: "Bunai & Bridle Handicrafts Pvt. Ltd.",
  tagline: "Handwoven halters, lead ropes and dog collars from Kanpur",
  gstin: "09AAFCB4821K1ZK",
  address: {
    line1: "Plot 14, Artisan Lane, Dada Nagar Industrial Estate",
    line2: "Near Panki Road",
    city: "Kanpur",
    state: "Uttar Pradesh",
    stateCode: "09",
    pincode: "208022",
    country: "India",
  },
  phones: ["+91 98390 12345", "+91 512 246 8100"],
  emails: { sales: "sales@bunaiandbridle.example", support: "support@bunaiandbridle.example" },
  whatsappNumber: "919839012345",
  hours: "9am to 6pm Mon-Sat",
  since: 2024,
  founder: {
    name: "Kavita Mishra",
    title: "Founder & Master Weaver",
    experienceYears: 8,
    intro: [
      "I grew up a few lanes away from Kanpur's saddlery workshops, where my father stitched harness for the city's tonga horses. I learnt to braid rope before I learnt to ride a bicycle, and I have now spent more than eight years weaving webbing and tying halters for riders, stables and dog lovers.",
      "In 2024 I started Bunai & Bridle with six artisans and two narrow looms. We weave our own webbing, braid our own cotton rope and fit every buckle by hand, so we know exactly what goes into each halter, lead and collar that leaves the workshop.",
      "Every order still passes through my hands before it is packed. If something is not right for your horse or your dog, write to us: we will make it right.",
    ],
    photo: nameOf(CONTENT_ART.founder),
  },
  banners: [
    { headline: "Handwoven Halters for Every Horse", subline: "Padded, classic and knotted rope halters, made to measure in our Kanpur workshop" },
    { headline: "Collars Your Dog Will Love to Wear", subline: "Soft jacquard webbing, solid brass buckles and a paw-print tag" },
    { headline: "Braided Cotton Rassi, Straight from the Loom", subline: "Gentle on paws and hands, tough enough for daily walks" },
    { headline: "Free Gift Wrap on Every Set", subline: "Halter & lead combos and collar & leash sets, packed in kraft and cotton" },
  ],
  about: {
    heading: "Made by Hand, Made to Last",
    paragraphs: [
      "Bunai & Bridle is a small textile workshop in Kanpur, Uttar Pradesh. We weave webbing on narrow looms, braid cotton rope on our own braiding machines and turn them into halters, lead ropes, collars, leashes and rassi for horses and dogs.",
      "Every piece is cut, stitched, knotted and finished by hand, with solid brass or nickel fittings that do not rust. We sell directly to riders, stables, dog owners and pet shops across India, so you pay for craft, not for middlemen.",
    ],
    image: nameOf(CONTENT_ART.about),
  },
  hero: {
    products: {
      heading: "Tack and Walking Gear, Made by Hand",
      text: "Browse halters, lead ropes, dog collars, rope leashes and braided rassi. Every product is woven, braided and stitched in our own workshop.",
    },
    about: {
      heading: "Our Story",
      text: "From two narrow looms in Kanpur to stables and homes across India: meet the people who make every halter, lead and collar.",
    },
    contact: {
      heading: "We'd Love to Hear from You",
      text: "Questions about sizes, bulk orders for your stable or pet shop, or custom colours? Write to us or call: we answer every message within one working day.",
    },
  },
  whyChooseUs: [
    { title: "Handmade in India", text: "Woven, braided and stitched by skilled artisans in our own Kanpur workshop." },
    { title: "Solid Brass Fittings", text: "Buckles, rings and snaps that do not rust, bend or pinch." },
    { title: "Animal-First Design", text: "Soft padding, rounded edges and breakaway options for comfort and safety." },
    { title: "Fair Prices, Direct", text: "No middlemen: workshop prices with GST invoices for every order." },
    { title: "Easy Returns", text: "Wrong size? Exchange it within 7 days of delivery." },
  ],
  testimonials: [
    {
      name: "Harpreet Kaur",
      place: "Ludhiana, Punjab",
      text: "The padded halter fits my Marwari mare perfectly and the brass has not tarnished after a whole monsoon. Beautiful stitching.",
    },
    {
      name: "Arjun Rathore",
      place: "Jodhpur, Rajasthan",
      text: "We bought twelve lead ropes for our stable. Soft on the hands, strong snaps, and they arrived in three days.",
    },
    {
      name: "Meera Iyer",
      place: "Bengaluru, Karnataka",
      text: "My indie, Bagheera, pulls like a tractor. The Halterface head collar changed our walks completely.",
    },
    {
      name: "Rohan D'Souza",
      place: "Pune, Maharashtra",
      text: "Our riding school has used their rope halters for a year. The knots stay tight and the colours do not fade.",
    },
    {
      name: "Farhan Qureshi",
      place: "Lucknow, Uttar Pradesh",
      text: "The braided cotton rassi is thick, soft and washes well. My labrador chews everything except this!",
    },
  ],
  processSteps: [
    {
      title: "Sourcing Raw Materials",
      text: "We buy cotton yarn, polypropylene and brass fittings from trusted mills and foundries in Uttar Pradesh and Gujarat.",
    },
    { title: "Manufacturing", text: "Webbing is woven on our narrow looms and rope is braided on our own machines, then cut, stitched and knotted by hand." },
    { title: "Quality Check", text: "Every buckle, stitch and knot is tested by hand and measured against the size chart before it is approved." },
    { title: "Eco-Friendly Packing", text: "Products are packed in kraft boxes and cotton bags with paper filler: no plastic bubble wrap." },
    {
      title: "Customer Orders via Website or App",
      text: "Order on our website or app, pay online or choose cash on delivery, and get a GST invoice instantly.",
    },
    { title: "Shipping and Delivery", text: "We dispatch within two working days through trusted couriers and share the tracking link by email and WhatsApp." },
  ],
  mission: "To make safe, comfortable and beautiful handmade gear for horses and dogs, while giving the artisans of Kanpur steady, fairly paid work.",
  vision: "To be India's most trusted workshop brand for animal accessories, known for craft that lasts and care for every animal that wears it.",
  coreValues: [
    { title: "Quality First", text: "We would rather make fewer pieces than let one weak stitch leave the workshop." },
    { title: "Ethical Manufacturing", text: "Fair wages, safe workplaces and regular hours for every artisan." },
    { title: "Animal Safety", text: "Rounded edges, padding where it matters and fittings tested for strength." },
    { title: "Innovation & Improvement", text: "We listen to riders, trainers and vets and keep refining our designs." },
    { title: "Customer-Centric Approach", text: "Honest advice on sizes, quick answers and easy exchanges." },
  ],
  gallery: [
    { kind: "video", src: GALLERY_VIDEO.name, poster: nameOf(CONTENT_ART.videoPoster), alt: "Cotton rope being braided on the braiding machine" },
    { kind: "image", src: loom, alt: "Weaving halter webbing on a narrow loom" },
    { kind: "image", src: braiding, alt: "The rope braiding machine in our workshop" },
    { kind: "image", src: quality, alt: "Quality check of a finished halter" },
    { kind: "image", src: packing, alt: "A lead rope packed in a kraft box with paper filler" },
    { kind: "image", src: shipping, alt: "Parcels ready for dispatch" },
  ],
  brand: {
    heading: "The Bunai & Bridle Promise",
    paragraphs: [
      "Bunai means weaving. Every product starts as thread on our looms and braiding machines and ends as a halter, lead or collar finished by the same team of artisans.",
      "We make small batches, so we can keep an eye on every detail: the tension of the weave, the strength of the stitches and the finish of the brass.",
    ],
    points: [
      { title: "Woven In-House", text: "Webbing and rope are made in our own workshop, not bought in." },
      { title: "Tested by Hand", text: "Each buckle, snap and knot is pulled and checked before packing." },
      { title: "Plastic-Free Packing", text: "Kraft boxes, cotton bags and paper tape." },
      { title: "Made for Indian Weather", text: "Colour-fast dyes and rust-free fittings for heat, dust and monsoon." },
    ],
    image: nameOf(CONTENT_ART.brand),
  },
  social: [
    { network: "instagram", url: "https://www.example.com/social/instagram/bunaiandbridle" },
    { network: "facebook", url: "https://www.example.com/social/facebook/bunaiandbridle" },
    { network: "youtube", url: "https://www.example.com/social/youtube/bunaiandbridle" },
  ],
  pricing: { pricesIncludeTax: false, shippingFeePaise: 3900, shippingTaxed: false, defaultGstRateBp: 1200 },
  paymentQr: { value: "upi://pay?pa=demo@upi&pn=Bunai%20%26%20Bridle%20Handicrafts&cu=INR", label: "Scan with any UPI app (demo payee)" },
  shipping: { trackingUrlTemplate: "https://t.17track.net/en#nums={id}" },
  returnWindowDays: 7,
  refundDays: 7,
  delivery: { days: { ...DEFAULT_DELIVERY_DAYS }, dispatchDays: 1 },
  shippingRules: structuredClone(DEFAULT_SHIPPING_RULES),
  // UPI direct stays off until the owner enters their own UPI ID (a demo payee would take real money nowhere).
  upi: { ...DEFAULT_UPI },
  grievanceOfficer: { name: "Kavita Mishra", email: "grievance@bunaiandbridle.example", phone: "+91 512 246 8100" },
  policies: structuredClone(DEFAULT_POLICIES),
  translations: { hi: demoSettingsHi },
};
