import { index, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products", "routes/products.tsx", { id: "products" }),
  route("products/:category", "routes/products.tsx", { id: "products-category" }),
  route("product/:category/:id", "routes/product.tsx", { id: "product" }),
  route("products/:category/:id", "routes/product.tsx", { id: "products-product" }),
  route("AboutUs", "routes/about.tsx"),
  route("ContactSection", "routes/contact.tsx"),
  route("BrandBondingSection", "routes/brand.tsx"),
  route("QRModal", "routes/qr-modal.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("cart", "routes/cart.tsx"),
  route("add-address", "routes/add-address.tsx"),
  route("my-orders", "routes/my-orders.tsx"),
  // Seller back office (code-split from the storefront: none of it loads on shop pages).
  route("seller", "routes/seller/layout.tsx", [
    index("routes/seller/dashboard.tsx", { id: "seller-index" }),
    route("dashboard", "routes/seller/dashboard.tsx", { id: "seller-dashboard" }),
    route("add-product", "routes/seller/add-product.tsx"),
    route("product-list", "routes/seller/product-list.tsx"),
    route("orders", "routes/seller/labels.tsx"),
    route("Orderlist", "routes/seller/order-list.tsx"),
    route("messages", "routes/seller/messages.tsx"),
    route("settings", "routes/seller/settings.tsx"),
  ]),
  route("admin/edit-product/:id", "routes/seller/edit-product.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
