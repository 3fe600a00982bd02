import { useEffect, useRef, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { closeLogin, submitAuth, switchMode, useLoginModal } from "../state/auth";

/** The spec's login/register modal; errors arrive as toasts (server message, else "Something went wrong"). */
export default function LoginModal() {
  const { open, mode } = useLoginModal();
  const revalidator = useRevalidator();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && closeLogin();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open, mode]);

  if (!open) return null;
  const register = mode === "register";

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const user = await submitAuth(mode, { name, email, password });
    setBusy(false);
    if (user) {
      setPassword("");
      await revalidator.revalidate();
    }
  };

  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center bg-black/50 p-4" onClick={closeLogin}>
      <div role="dialog" aria-modal="true" aria-labelledby="login-title" onClick={(e) => e.stopPropagation()} className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl">
        <form onSubmit={submit} className="space-y-4">
          <h2 id="login-title" className="text-center font-display text-2xl font-bold">
            <span className="text-saddle">User</span> {register ? "Sign Up" : "Login"}
          </h2>
          {register && (
            <label className="block text-sm font-medium">
              Name
              <input ref={first} className="input mt-1" type="text" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} />
            </label>
          )}
          <label className="block text-sm font-medium">
            Email
            <input ref={register ? undefined : first} className="input mt-1" type="email" name="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <label className="block text-sm font-medium">
            Password
            <input
              className="input mt-1"
              type="password"
              name="password"
              autoComplete={register ? "new-password" : "current-password"}
              required
              minLength={register ? 8 : undefined}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
          <p className="text-sm text-muted">
            {register ? "Already have an account? " : "Create an account? "}
            <button type="button" className="font-semibold text-saddle underline" onClick={() => switchMode(register ? "login" : "register")}>
              click here
            </button>
          </p>
          <div className="flex gap-3">
            <button type="button" className="btn-outline flex-1" onClick={closeLogin}>
              Cancel
            </button>
            <button type="submit" className="btn-primary flex-1" disabled={busy}>
              {register ? "Create Account" : "Login"}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
