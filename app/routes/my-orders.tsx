import { useShop } from "../state/shop";
import { openLogin } from "../state/auth";
import type { Route } from "./+types/my-orders";

export const meta: Route.MetaFunction = () => [{ title: "My Orders" }, { name: "robots", content: "noindex" }];

/** Spec: My Orders — login-required text for visitors; a customer's orders (placed orders arrive with checkout). */
export default function MyOrders() {
  const { user } = useShop();
  return (
    <div className="container-page py-10">
      <h1 className="font-display text-3xl font-bold">My Orders</h1>
      {!user ? (
        <div className="mt-8 rounded-2xl bg-sand p-8 text-center">
          <p className="text-muted">Please log in to see your orders.</p>
          <button type="button" className="btn-primary mt-4" onClick={() => openLogin()}>
            Login
          </button>
        </div>
      ) : (
        <p className="mt-8 rounded-2xl bg-sand p-8 text-center text-muted">You have not placed any orders yet.</p>
      )}
    </div>
  );
}
