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
  route("cart", "routes/cart.tsx"),
  route("add-address", "routes/add-address.tsx"),
  route("my-orders", "routes/my-orders.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
