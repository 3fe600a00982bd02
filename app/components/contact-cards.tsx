import type { ReactNode } from "react";
import type { ShopIdentity } from "../../lib/shop-settings";
import { useT } from "../i18n/use-t";
import { iconProps } from "./icons";
import { ShopAddress, telHref } from "./shop-address";

type IconProps = { className?: string };
const svg = (className = "h-6 w-6") => iconProps(className);

const MailIcon = ({ className }: IconProps) => (
  <svg {...svg(className)}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m22 7-10 6L2 7" />
  </svg>
);
const HeadsetIcon = ({ className }: IconProps) => (
  <svg {...svg(className)}>
    <path d="M3 14v-2a9 9 0 0 1 18 0v2" />
    <path d="M21 15a2 2 0 0 1-2 2h-1v-6h1a2 2 0 0 1 2 2zM3 15a2 2 0 0 0 2 2h1v-6H5a2 2 0 0 0-2 2z" />
    <path d="M18 17v1a3 3 0 0 1-3 3h-3" />
  </svg>
);
const PinIcon = ({ className }: IconProps) => (
  <svg {...svg(className)}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
    <circle cx="12" cy="10" r="3" />
  </svg>
);
const PhoneIcon = ({ className }: IconProps) => (
  <svg {...svg(className)}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />
  </svg>
);

function Card({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <article className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-sand text-saddle">{icon}</span>
      <h2 className="mt-4 font-display text-xl font-bold text-bark">{title}</h2>
      <div className="mt-2 text-sm leading-relaxed text-muted">{children}</div>
    </article>
  );
}

const linkClass = "font-semibold wrap-anywhere text-saddle underline-offset-4 hover:underline";

/** The four cards of the Contact page: sales, support, address, phones and hours. */
export function ContactCards({ settings }: { settings: ShopIdentity }) {
  const t = useT();
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      <Card icon={<MailIcon />} title={t("pages.contact.sales")}>
        <p>{t("pages.contact.salesText")}</p>
        <p className="mt-3">
          <a href={`mailto:${settings.emails.sales}`} className={linkClass}>
            {settings.emails.sales}
          </a>
        </p>
      </Card>
      <Card icon={<HeadsetIcon />} title={t("pages.contact.support")}>
        <p>{t("pages.contact.supportText")}</p>
        <p className="mt-3">
          <a href={`mailto:${settings.emails.support}`} className={linkClass}>
            {settings.emails.support}
          </a>
        </p>
      </Card>
      <Card icon={<PinIcon />} title={t("pages.contact.visit")}>
        <ShopAddress settings={settings} />
      </Card>
      <Card icon={<PhoneIcon />} title={t("pages.contact.call")}>
        <ul className="space-y-1">
          {settings.phones.map((p) => (
            <li key={p}>
              <a href={telHref(p)} className={linkClass}>
                {p}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-3">{settings.hours}</p>
      </Card>
    </div>
  );
}
