import { NavLink, Outlet, useNavigate, useRevalidator } from "react-router";
import { SellerLogin } from "../../components/seller/seller-login";
import { sellerSend } from "../../components/seller/seller-api";
import { useShop } from "../../state/shop";
import { toast } from "../../toast";
import { SellerHeader } from "../../components/seller/seller-header";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ title: "Seller" }, { name: "robots", content: "noindex" }];

const LINKS = [
  { to: "/seller", label: "Dashboard", end: true },
  { to: "/seller/add-product", label: "Add Product", end: false },
  { to: "/seller/product-list", label: "Product List", end: false },
  { to: "/seller/orders", label: "Order Label", end: false },
  { to: "/seller/Orderlist", label: "Orders", end: false },
  { to: "/seller/messages", label: "Messages", end: false },
  { to: "/seller/settings", label: "Settings", end: false },
];

/** Spec: /seller shows the seller layout when the seller flag is set, else the seller login screen. */
export default function SellerLayout() {
  const { isSeller, settings, payments } = useShop();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  if (!isSeller) return <SellerLogin />;

  const logout = async () => {
    const res = await sellerSend("POST", "/api/seller/logout");
    if (!res.success) return void toast.error("Failed to logout.");
    toast.success("Logged out successfully");
    await revalidator.revalidate();
    await navigate("/");
  };

  return (
    <div className="min-h-screen bg-cream">
      <SellerHeader shopName={settings.shopName}>
        <div className="flex items-center gap-4 text-sm">
          <span className="hidden text-muted sm:inline">Hi! Admin</span>
          <button type="button" className="rounded-full border border-stone-300 px-4 py-1.5 font-medium hover:bg-sand" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      </SellerHeader>
      {payments === "sandbox" && (
        <p role="status" className="bg-red-700 px-4 py-2 text-center text-sm font-semibold text-white" data-testid="sandbox-banner">
          Payments sandbox is on: online orders are test orders marked SANDBOX – NOT PAID, no money moves. Set Razorpay keys to take real payments.
        </p>
      )}
      <div className="md:flex">
        <nav aria-label="Back office" className="border-b border-stone-200 bg-white md:min-h-[calc(100vh-57px)] md:w-56 md:shrink-0 md:border-r md:border-b-0">
          <ul className="flex gap-1 overflow-x-auto p-2 md:flex-col md:p-3">
            {LINKS.map((l) => (
              <li key={l.to} className="shrink-0">
                <NavLink
                  to={l.to}
                  end={l.end}
                  className={({ isActive }) => `block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${isActive ? "bg-saddle text-white" : "text-bark hover:bg-sand"}`}
                >
                  {l.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1 p-4 md:p-8">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
