import { useNavigate } from "react-router";
import { QR_SIZE, qrSvg } from "../components/qr-code.server";
import { pageSettings } from "../data.server";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { pageMeta, pageTitle, shopNameOf } from "../seo";
import type { RootData } from "../state/shop";
import type { Route } from "./+types/qr-modal";
import { UpiPayment } from "../components/upi-payment";
import { QrImage } from "../components/qr-image";
import { upiPaymentPage } from "../upi-payment.server";

/** The spec's modal (the shop's QR of a supplied value), or with `?order=` the customer's own UPI direct payment. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get("order");
  if (orderId !== null) return { upi: await upiPaymentPage(context, orderId), svg: "", label: "" };
  const settings = await pageSettings(context, request);
  return { upi: null, svg: await qrSvg(settings.paymentQr.value, QR_SIZE), label: settings.paymentQr.label };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m?.id === "root")?.loaderData as RootData | undefined;
  const t = metaT(matches);
  if (!root) return [{ title: pageTitle(t("pages.qr.title"), shopNameOf(matches)) }];
  const { settings, origin } = root;
  return pageMeta({
    lang: root.lang,
    title: pageTitle(t("pages.qr.title"), settings.shopName),
    description: t("pages.qr.description", { shop: settings.shopName }),
    origin,
    path: "/QRModal",
    shopName: settings.shopName,
    noindex: true,
  });
};

function sameSiteReferrer(): boolean {
  try {
    return document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** Back to where the shopper came from; home when this page was opened directly. */
function useClose(): () => void {
  const navigate = useNavigate();
  const lp = useLocalePath();
  return () => {
    // React Router numbers its history entries: idx 0 is the first page of this visit.
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof idx === "number" && idx > 0) void navigate(-1);
    else if (window.history.length > 1 && sameSiteReferrer()) window.history.back();
    else void navigate(lp("/"));
  };
}

export default function QrModal({ loaderData }: Route.ComponentProps) {
  const { svg, label, upi } = loaderData;
  const close = useClose();
  const t = useT();
  if (upi) return <UpiPayment page={upi} />;
  return (
    <div className="flex min-h-[70vh] items-center justify-center bg-bark/70 px-4 py-12">
      <section
        aria-labelledby="qr-title"
        aria-describedby="qr-help"
        data-testid="qr-modal"
        className="w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-2xl sm:p-8"
      >
        <h1 id="qr-title" className="font-display text-2xl font-bold text-bark">
          {t("pages.qr.title")}
        </h1>
        <QrImage svg={svg} label={t("pages.qr.code", { label })} />
        <p className="mt-3 text-sm font-semibold text-bark">{label}</p>
        <p id="qr-help" className="mt-4 text-muted">
          {t("pages.qr.help")}
        </p>
        <button type="button" onClick={close} className="btn-primary mt-6 w-full">
          {t("pages.qr.close")}
        </button>
      </section>
    </div>
  );
}
