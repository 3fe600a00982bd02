import { useState, type FormEvent } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { toast } from "../../toast";
import { sellerSend } from "./seller-api";

/** Spec: the seller login form (email, password); success sets the seller flag and goes to /seller (or back to `next`). */
export function SellerLogin({ next = "/seller" }: { next?: string }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await sellerSend("POST", "/api/seller/login", { email, password });
    setBusy(false);
    if (!res.success) return void toast.error(res.message || "Something went wrong");
    setPassword("");
    await revalidator.revalidate();
    await navigate(next);
  };

  return (
    <div className="flex min-h-screen items-center justify-center bg-cream p-4">
      <form
        onSubmit={submit}
        className="w-full max-w-sm space-y-4 rounded-2xl border border-stone-200 bg-white p-8 shadow-sm"
        aria-labelledby="seller-login-title"
      >
        <h1 id="seller-login-title" className="text-center font-display text-2xl font-bold">
          <span className="text-saddle">Seller</span> Login
        </h1>
        <label className="block text-sm font-medium">
          Email
          <input className="input mt-1" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        </label>
        <label className="block text-sm font-medium">
          Password
          <input
            className="input mt-1"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          Login
        </button>
      </form>
    </div>
  );
}
