import { useState, type FormEvent } from "react";
import { MIN_SELLER_PASSWORD, type ApiStaffMember } from "../../../lib/seller";
import { dateTime } from "../../components/seller/format";
import { sellerSend, useSellerData } from "../../components/seller/seller-api";
import { toast } from "../../toast";

const EMPTY = { name: "", email: "", password: "" };

function AddStaff({ onAdded }: { onAdded: () => void }) {
  const [form, setForm] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const res = await sellerSend("POST", "/api/seller/staff", form);
    setBusy(false);
    if (!res.success) return void toast.error(res.message || "Could not add the staff login");
    setForm(EMPTY);
    toast.success(res.message || "Staff login added");
    onAdded();
  };
  const input = (name: keyof typeof EMPTY, label: string, type: string, autoComplete: string) => (
    <label className="block text-sm font-medium">
      {label}
      <input
        type={type}
        name={name}
        className="input mt-1"
        autoComplete={autoComplete}
        value={form[name]}
        required
        maxLength={name === "name" ? 60 : 254}
        minLength={name === "password" ? MIN_SELLER_PASSWORD : undefined}
        onChange={(e) => setForm({ ...form, [name]: e.target.value })}
      />
    </label>
  );
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Add a staff login">
      {input("name", "Name", "text", "off")}
      {input("email", "Email", "email", "off")}
      {input("password", "Initial password", "text", "new-password")}
      <p className="text-xs text-muted sm:col-span-2">
        At least {MIN_SELLER_PASSWORD} characters. Tell it to them in person; they change it under Account after logging in. Staff can handle orders, shipping,
        labels, products, stock and messages; they cannot change settings, see revenue, export orders or manage staff.
      </p>
      <button type="submit" className="btn-primary justify-self-start" disabled={busy}>
        {busy ? "Adding..." : "Add staff login"}
      </button>
    </form>
  );
}

/** The owner's list of back-office logins: add staff, remove them (which signs them out everywhere at once). */
export default function SellerStaff() {
  const loaded = useSellerData<{ staff: ApiStaffMember[] }>("/api/seller/staff", (m) => toast.error(m));
  const [confirming, setConfirming] = useState<string | null>(null);
  const remove = async (m: ApiStaffMember) => {
    const res = await sellerSend("DELETE", `/api/seller/staff/${m._id}`);
    setConfirming(null);
    if (!res.success) return void toast.error(res.message || "Could not remove the staff login");
    toast.success(res.message || "Staff login removed");
    loaded.reload();
  };
  return (
    <div className="max-w-3xl">
      <h1 className="font-display text-3xl font-bold">Staff</h1>
      <section className="mt-6 rounded-2xl border border-stone-200 bg-white p-5" aria-labelledby="add-staff-title">
        <h2 id="add-staff-title" className="text-lg font-semibold">
          Add a staff login
        </h2>
        <AddStaff onAdded={loaded.reload} />
      </section>
      <section className="mt-8" aria-labelledby="logins-title">
        <h2 id="logins-title" className="font-display text-2xl font-bold">
          Back-office logins
        </h2>
        {loaded.loading && !loaded.data ? (
          <p className="mt-4 text-muted">Loading...</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {(loaded.data?.staff ?? []).map((m) => (
              <li
                key={m._id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white p-4"
                data-testid="staff-row"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words">
                    {m.name} <span className="ml-1 rounded-full bg-sand px-2 py-0.5 text-xs font-semibold">{m.role === "owner" ? "Owner" : "Staff"}</span>
                  </p>
                  <p className="break-all text-muted">{m.email}</p>
                  <p className="text-xs text-muted">Added {dateTime(m.createdAt)}</p>
                </div>
                {m.role === "staff" &&
                  (confirming === m._id ? (
                    <div className="flex flex-wrap gap-2">
                      <button type="button" className="btn-primary min-h-11 py-2 text-sm" onClick={() => void remove(m)}>
                        Yes, remove {m.name}
                      </button>
                      <button type="button" className="btn-outline min-h-11 py-2 text-sm" onClick={() => setConfirming(null)}>
                        Cancel
                      </button>
                    </div>
                  ) : (
                    <button type="button" className="btn-outline min-h-11 py-2 text-sm" onClick={() => setConfirming(m._id)} aria-label={`Remove ${m.name}`}>
                      Remove
                    </button>
                  ))}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
