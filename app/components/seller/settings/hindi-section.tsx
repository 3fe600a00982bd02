import { DEFAULT_POLICIES } from "../../../../lib/default-policies";
import { DEFAULT_POLICIES_HI } from "../../../../lib/default-policies-hi";
import { POLICY_LABELS, POLICY_SLUGS, policyPath, type PolicySlug } from "../../../../lib/shop-policies";
import type { ShopSettings } from "../../../../lib/shop-settings";
import { getIn, HINDI_PREFIX, hindiPath, type Path } from "./draft";
import { TextField } from "./fields";
import { useSettingsForm } from "./form-context";

/** One translatable text: its English path, its label, and whether it is long (a textarea). */
type One = { path: Path; label: string; long?: boolean };
/** A list: one Hindi twin per English item (`fields` of each item, or the item itself when it is a text). */
type Many = { list: Path; noun: string; long?: boolean; fields?: { key: string; label: string; long?: boolean }[] };
type Spec = One | Many;
type Group = { id: string; title: string; page: string; specs: Spec[]; hint?: string };

const titled = [
  { key: "title", label: "Title" },
  { key: "text", label: "Text", long: true },
];

/** What the seller can translate, grouped by the page it is on (the same paths as the English, lib/shop-settings.ts). */
export const HINDI_GROUPS: Group[] = [
  {
    id: "shop",
    title: "Shop details",
    page: "/hi/ContactSection",
    specs: [
      { path: "tagline", label: "Tagline" },
      { path: "hours", label: "Opening hours" },
      { path: "hero.contact.heading", label: "Contact page heading" },
      { path: "hero.contact.text", label: "Contact page text", long: true },
      { path: "paymentQr.label", label: "Text under the payment QR" },
    ],
  },
  {
    id: "home",
    title: "Home page",
    page: "/hi",
    specs: [
      {
        list: "banners",
        noun: "Banner",
        fields: [
          { key: "headline", label: "Headline" },
          { key: "subline", label: "Line below" },
        ],
      },
      { list: "whyChooseUs", noun: "Reason", fields: titled },
      {
        list: "testimonials",
        noun: "Testimonial",
        fields: [
          { key: "text", label: "What they said", long: true },
          { key: "name", label: "Customer's name in Hindi (optional)" },
          { key: "place", label: "Place in Hindi (optional)" },
        ],
      },
      { path: "hero.products.heading", label: "Products page heading" },
      { path: "hero.products.text", label: "Products page text", long: true },
    ],
  },
  {
    id: "about",
    title: "About page",
    page: "/hi/AboutUs",
    specs: [
      { path: "hero.about.heading", label: "Page heading" },
      { path: "hero.about.text", label: "Page text", long: true },
      { path: "founder.title", label: "Founder's title" },
      { list: "founder.intro", noun: "Founder's introduction, paragraph", long: true },
      { path: "about.heading", label: "About the shop: heading" },
      { list: "about.paragraphs", noun: "About the shop, paragraph", long: true },
      { list: "processSteps", noun: "Process step", fields: titled },
      { path: "mission", label: "Mission", long: true },
      { path: "vision", label: "Vision", long: true },
      { list: "coreValues", noun: "Core value", fields: titled },
      { list: "gallery", noun: "Gallery caption", fields: [{ key: "alt", label: "Caption" }] },
    ],
  },
  {
    id: "brand",
    title: "Brand page",
    page: "/hi/BrandBondingSection",
    specs: [
      { path: "brand.heading", label: "Heading" },
      { list: "brand.paragraphs", noun: "Our story, paragraph", long: true },
      { list: "brand.points", noun: "What sets us apart, point", fields: titled },
    ],
  },
  ...POLICY_SLUGS.map((slug) => ({
    id: `policy-${slug}`,
    title: `Policy: ${POLICY_LABELS[slug]}`,
    page: `/hi${policyPath(slug)}`,
    hint: "Keep the words in braces ({returnDays}, {shippingFee} …) as they are, in Latin letters: the page fills them in Hindi from your settings.",
    specs: [
      { path: `policies.${slug}.title`, label: "Page title" },
      { list: `policies.${slug}.paragraphs`, noun: "Paragraph", long: true },
    ],
  })),
];

/** Every English text path a group translates (lists expanded to the English items there are now). */
export function groupPaths(draft: ShopSettings, group: Group): One[] {
  return group.specs.flatMap((spec): One[] => {
    if ("path" in spec) return [spec];
    const items = (getIn(draft, spec.list) as unknown[] | undefined) ?? [];
    return items.flatMap((_, i) =>
      spec.fields
        ? spec.fields.map((f) => ({ path: `${spec.list}.${i}.${f.key}`, label: `${spec.noun} ${i + 1}: ${f.label}`, long: f.long }))
        : [{ path: `${spec.list}.${i}`, label: `${spec.noun} ${i + 1}`, long: spec.long }],
    );
  });
}

const filled = (v: unknown) => typeof v === "string" && v.trim() !== "";

/**
 * What a Hindi page shows while the Hindi field at `path` is blank: the English, or for a policy still on the
 * default English text, the default's Hindi (lib/localise-settings.ts decides the same way).
 */
function blankShows(draft: ShopSettings, path: Path): string {
  const english = String(getIn(draft, path) ?? "");
  const policy = /^policies\.([a-z]+)\./.exec(path)?.[1] as PolicySlug | undefined;
  if (policy && JSON.stringify(draft.policies[policy]) === JSON.stringify(DEFAULT_POLICIES[policy])) {
    const standard = getIn(DEFAULT_POLICIES_HI, path.slice("policies.".length));
    if (typeof standard === "string") return standard;
  }
  return english;
}

function HindiTwin({ path, label, long }: One) {
  const { draft } = useSettingsForm();
  const english = String(getIn(draft, path) ?? "");
  return (
    <TextField
      path={hindiPath(path)}
      label={label}
      long={long}
      rows={long ? 4 : undefined}
      lang="hi"
      placeholder={blankShows(draft, path)}
      above={
        <p className="rounded-md bg-sand/70 px-2 py-1 text-xs text-muted" lang="en" data-testid="hindi-english">
          <span className="font-semibold">English:</span> {english}
        </p>
      }
    />
  );
}

/** A page's texts, folded (the first page open): a phone shows one page's fields at a time. Opens itself on a problem. */
function HindiGroup({ group, first }: { group: Group; first: boolean }) {
  const { draft, errors } = useSettingsForm();
  const paths = groupPaths(draft, group);
  const done = paths.filter((p) => filled(getIn(draft, hindiPath(p.path)))).length;
  const problem = paths.some((p) => errors[hindiPath(p.path)]);
  const hindiProblem = Object.keys(errors).some((e) => e.startsWith(HINDI_PREFIX));
  const standard = paths.some((p) => blankShows(draft, p.path) !== String(getIn(draft, p.path) ?? ""));
  return (
    <details open={hindiProblem ? problem : first} className="rounded-2xl border border-stone-200 bg-white" data-testid={`hindi-${group.id}`}>
      <summary className="flex min-h-12 cursor-pointer flex-wrap items-center justify-between gap-x-3 px-4 py-2 font-semibold">
        <span>{group.title}</span>
        <span className="text-xs font-normal text-muted">
          {done} of {paths.length} in Hindi
        </span>
      </summary>
      <div className="grid gap-4 border-t border-stone-200 p-4">
        {group.hint && <p className="text-xs text-muted">{group.hint}</p>}
        {standard && (
          <p className="text-xs text-muted">
            This page is still the standard English text, so a blank field shows the standard Hindi (greyed in the box). Rewrite the English and the blank
            fields show your English instead.
          </p>
        )}
        {paths.map((p) => (
          <HindiTwin key={p.path} {...p} />
        ))}
        <a href={group.page} target="_blank" rel="noreferrer" className="text-sm text-saddle underline">
          See the Hindi page as saved (opens a new tab)
        </a>
      </div>
    </details>
  );
}

/**
 * Settings → Hindi (हिन्दी): the Hindi twin of every text the storefront shows, page by page, each under the
 * English it translates. A blank field shows the English on the Hindi pages (`/hi`); saved with the rest.
 */
export function HindiSection() {
  return (
    <>
      <p className="rounded-2xl border border-stone-200 bg-sand/60 p-4 text-sm">
        The Hindi pages (<code className="font-mono text-xs">/hi</code>) show these texts. Leave a field blank and that page shows the English instead. Names,
        pictures and prices are the same in both languages. Same length limits as the English.
      </p>
      {HINDI_GROUPS.map((g, i) => (
        <HindiGroup key={g.id} group={g} first={i === 0} />
      ))}
    </>
  );
}
