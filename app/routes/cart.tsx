import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { cartLineView, lineOrderable, orderLine } from "../../lib/cart-line";
import { gstinProblem, normaliseGstin } from "../../lib/gstin";
import { stateByName } from "../../lib/india";
import { COUPON_MESSAGES, couponDiscount, ruleOfCartCoupon } from "../../lib/coupons";
import { formatPrice, rupeesToPaise } from "../../lib/money";
import { codRefusal, priceCheckout, type CheckoutInput } from "../../lib/shipping-rules";
import { upiOffered } from "../../lib/upi";
import { codRefusalWords, useDeliveryAnswer } from "../components/delivery-ask";
import { CartLines } from "../components/cart/cart-lines";
import { OrderSummary, type PaymentMethod } from "../components/cart/order-summary";
import { useAddresses, type ApiAddress } from "../components/cart/use-addresses";
import { useCartProducts } from "../components/cart/use-cart-products";
import { useCheckout } from "../components/cart/use-checkout";
import { CouponField } from "../components/cart/coupon-field";
import { useCoupon } from "../components/cart/use-coupon";
import { openLogin } from "../state/auth";
import { useCart } from "../state/cart";
import { useShop } from "../state/shop";
import { toast } from "../toast";
import { privatePageMeta } from "../seo";
import { metaT, useLocalePath, useT } from "../i18n/use-t";
import { gstinMessage } from "../components/cart/client-messages";
import type { Route } from "./+types/cart";
import { customerCart, type CustomerCart } from "../cart.server";

const PaymentModal = lazy(() => import("../components/cart/payment-modal"));

/** A customer's cart comes drawn whole from the server (decision 035); a visitor's lives in the browser. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { drawn: await customerCart(context, request) };
}

/** A visit from another page of the shop fetches the cart's products and addresses itself, as before (no server trip first). */
export function clientLoader(): { drawn: CustomerCart | null } {
  return { drawn: null };
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(metaT(matches)("cart.pageTitle"), matches);

/** Spec: the cart page. Totals come from the same lib/pricing code the server charges with. */
export default function Cart({ loaderData }: Route.ComponentProps) {
  const { settings, user, payments, whatsappUpdates } = useShop();
  const t = useT();
  const lp = useLocalePath();
  const cart = useCart();
  const ids = Object.keys(cart);
  const products = useCartProducts(ids, loaderData.drawn?.products);
  const addresses = useAddresses(Boolean(user), loaderData.drawn?.addresses);
  const [chosen, setChosen] = useState<ApiAddress | null>(null);
  const [gstNumber, setGstNumber] = useState("");
  const [payment, setPayment] = useState<PaymentMethod>("COD");
  const [whatsapp, setWhatsapp] = useState(false);
  const coupon = useCoupon();
  const selected = chosen ?? addresses?.[0] ?? null;

  const lines = ids.map((id) => cartLineView(id, cart[id] ?? 0, products?.[id]));
  const available = lines.filter(lineOrderable);
  const count = available.reduce((n, l) => n + l.qty, 0);
  // The delivery promise for the chosen address: its date, its zone (shipping by weight) and the courier's COD.
  const promise = useDeliveryAnswer(selected ? String(selected.zipCode) : null);
  const zone = promise?.success ? promise.zone : null;
  const deliveryState = selected ? (stateByName(selected.state) ?? null) : null;
  // The applied coupon, applied here as the server does (lib/coupons.ts) as quantities change; once the lines are known.
  const rule = coupon.coupon ? ruleOfCartCoupon(coupon.coupon) : null;
  const couponLines = available.map((l) => ({
    productId: l.product!._id,
    category: l.product!.category,
    unitPricePaise: rupeesToPaise(l.product!.offerPrice),
    quantity: l.qty,
  }));
  const outcome = rule && products !== null ? couponDiscount(rule, couponLines) : null;
  const discount = outcome?.ok ? outcome : null;
  const subtotal = couponLines.reduce((a, l) => a + l.unitPricePaise * l.quantity, 0);
  const couponProblem =
    rule && outcome && !outcome.ok
      ? outcome.reason === COUPON_MESSAGES.doesNotApply
        ? t("cart.couponDoesNotApply")
        : t("cart.couponMinimum", { more: formatPrice(rule.minOrderPaise - subtotal), min: formatPrice(rule.minOrderPaise) })
      : null;
  const checkoutInput = (pay: "COD" | "Online"): CheckoutInput => ({
    lines: available.map((l) => ({
      productId: l.id,
      name: l.optionsText ? `${l.product!.name} (${l.optionsText})` : l.product!.name,
      unitPricePaise: rupeesToPaise(l.product!.offerPrice),
      quantity: l.qty,
      gstRateBp: Math.round(l.product!.gstRate * 100),
      hsnCode: l.product!.hsnCode,
      weightGrams: l.weightGrams,
    })),
    pricing: settings.pricing,
    rules: settings.shippingRules,
    shopStateCode: settings.address.stateCode,
    delivery: deliveryState ? { stateCode: deliveryState.code, zone } : null,
    payment: pay,
    coupon: discount,
  });
  // Cash on delivery as the server decides it: the shop's rules on the COD total, and whether a courier takes cash.
  const codPricing = priceCheckout(checkoutInput("COD"));
  const refusal =
    selected && deliveryState
      ? codRefusal(
          settings.shippingRules,
          { pin: String(selected.zipCode), stateCode: deliveryState.code, stateName: deliveryState.name },
          codPricing.totalPaise,
        )
      : null;
  const codBlocked = refusal ? codRefusalWords(t, refusal) : promise?.success && !promise.cod ? (promise.codReason ?? null) : null;
  // UPI direct (decision 030) is offered when the shop has set its UPI ID; it is priced as a prepaid order.
  const upiOn = upiOffered(settings.upi);
  const method: PaymentMethod =
    payment === "UPI" && upiOn ? "UPI" : payments && (payment === "Online" || codBlocked) ? "Online" : codBlocked && upiOn ? "UPI" : "COD";
  const pricing = method === "COD" ? codPricing : priceCheckout(checkoutInput("Online"));
  const gst = normaliseGstin(gstNumber);
  const items = available.map(orderLine);
  const couponCode = discount && coupon.coupon ? coupon.coupon.code : null;
  const request = selected
    ? { items, address: selected._id, gstNumber: gst || null, payment: method, whatsapp: whatsapp && Boolean(whatsappUpdates), coupon: couponCode }
    : null;
  // The order refused the coupon (used up meanwhile, …): the reason shows at the coupon field, which opens again.
  const checkout = useCheckout(request, (message, field) => {
    if (couponCode && field === "coupon") coupon.refuse(message);
  });

  const placeOrder = () => {
    if (count === 0) return void toast.error(t("cart.emptyToast"));
    if (!user) return openLogin();
    if (!selected) return void toast.error(t("cart.selectAddress"));
    const gstError = gst ? gstinProblem(gst) : null;
    if (gstError) return void toast.error(gstinMessage(t, gstError));
    void checkout.place();
  };

  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">
        {t("cart.heading")} <span className="text-base font-normal text-saddle">{count === 1 ? t("cart.countOne") : t("cart.count", { count })}</span>
      </h1>
      {ids.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-sand p-10 text-center">
          <p className="text-lg text-muted">{t("cart.empty")}</p>
          <Link to={lp("/products")} className="btn-primary mt-6">
            {t("cart.continue")}
          </Link>
        </div>
      ) : (
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
          <div>
            <CartLines lines={lines} loading={products === null} />
            <Link to={lp("/products")} className="mt-6 inline-block font-semibold text-saddle hover:underline">
              {t("cart.continueBack")}
            </Link>
          </div>
          <OrderSummary
            pricing={pricing}
            freeAbovePaise={settings.shippingRules.freeAbovePaise}
            promise={promise}
            codBlocked={codBlocked}
            loggedIn={Boolean(user)}
            addresses={addresses}
            selected={selected}
            onSelect={setChosen}
            gstNumber={gstNumber}
            onGstNumber={setGstNumber}
            payment={method}
            onPayment={setPayment}
            onlineOffered={payments !== null}
            upiOffered={upiOn}
            whatsappOffered={Boolean(whatsappUpdates)}
            whatsapp={whatsapp}
            onWhatsapp={setWhatsapp}
            busy={checkout.busy || checkout.payment !== null}
            empty={count === 0}
            onPlace={placeOrder}
            coupon={<CouponField state={coupon} items={items} applies={!couponProblem} problem={couponProblem} />}
            couponCode={couponCode}
          />
        </div>
      )}
      {checkout.payment && request && (
        <Suspense fallback={null}>
          <PaymentModal payment={checkout.payment} cart={request} onPaid={() => void checkout.paymentDone()} onCancel={checkout.cancelPayment} />
        </Suspense>
      )}
    </div>
  );
}
