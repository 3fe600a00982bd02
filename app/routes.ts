import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The storefront's pages, each at the spec's path in English and at the same path under /hi in Hindi (issue 17,
 * decision 022): one route module serves both; the language is read from the path. Route ids keep their English
 * names, the Hindi twin's id is "hi-" + that id.
 */
const STOREFRONT: [path: string | null, file: string, id?: string][] = [
  [null, "routes/home.tsx", "home"],
  ["products", "routes/products.tsx", "products"],
  ["products/:category", "routes/products.tsx", "products-category"],
  ["product/:category/:id", "routes/product.tsx", "product"],
  ["products/:category/:id", "routes/product.tsx", "products-product"],
  ["review/:id", "routes/write-review.tsx"],
  ["AboutUs", "routes/about.tsx"],
  ["ContactSection", "routes/contact.tsx"],
  ["BrandBondingSection", "routes/brand.tsx"],
  ["QRModal", "routes/qr-modal.tsx"],
  ["newsletter/confirm", "routes/newsletter-confirm.tsx"],
  ["cart-reminders/stop", "routes/cart-reminders-stop.tsx"],
  ["stock-alerts/stop", "routes/stock-alerts-stop.tsx"],
  ["policies/:slug", "routes/policy.tsx"],
  ["cart", "routes/cart.tsx"],
  ["add-address", "routes/add-address.tsx"],
  ["my-orders", "routes/my-orders.tsx"],
  ["my-orders/:orderId", "routes/my-order.tsx"],
  ["account", "routes/account.tsx"],
  ["verify-email", "routes/verify-email.tsx"],
  ["forgot-password", "routes/forgot-password.tsx"],
  ["reset-password", "routes/reset-password.tsx"],
];

const routeId = (file: string) => file.replace(/\.tsx$/, "");

function storefront(lang: "en" | "hi"): RouteConfigEntry[] {
  return STOREFRONT.map(([path, file, id]) => {
    const fullPath = lang === "en" ? path : path === null ? "hi" : `hi/${path}`;
    const fullId = lang === "en" ? (id ?? routeId(file)) : `hi-${id ?? routeId(file)}`;
    return fullPath === null ? index(file, { id: fullId }) : route(fullPath, file, { id: fullId });
  });
}

export default [
  ...storefront("en"),
  ...storefront("hi"),
  // Seller back office (code-split from the storefront: none of it loads on shop pages). English only.
  route("seller", "routes/seller/layout.tsx", [
    index("routes/seller/dashboard.tsx", { id: "seller-index" }),
    route("dashboard", "routes/seller/dashboard.tsx", { id: "seller-dashboard" }),
    route("add-product", "routes/seller/add-product.tsx"),
    route("product-list", "routes/seller/product-list.tsx"),
    route("orders", "routes/seller/labels.tsx"),
    route("Orderlist", "routes/seller/order-list.tsx"),
    route("returns", "routes/seller/returns.tsx"),
    route("reviews", "routes/seller/reviews.tsx"),
    route("coupons", "routes/seller/coupons.tsx"),
    route("messages", "routes/seller/messages.tsx"),
    route("settings", "routes/seller/settings.tsx"),
    route("search", "routes/seller/search.tsx"),
    route("staff", "routes/seller/staff.tsx"),
    route("account", "routes/seller/account.tsx"),
  ]),
  route("admin/edit-product/:id", "routes/seller/edit-product.tsx"),
  route("hi/*", "routes/not-found.tsx", { id: "hi-not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
