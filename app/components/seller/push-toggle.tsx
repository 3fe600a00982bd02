import { useEffect, useState } from "react";
import { toast } from "../../toast";

/**
 * "Order notifications: On/Off" (issue 15): asks the browser's permission,
 * subscribes it with the shop's VAPID public key through the back office's
 * service worker (/seller/sw.js) and hands the subscription to the server,
 * which then sends a push for every new order. Off unsubscribes both sides.
 */
type State = "checking" | "unsupported" | "blocked" | "off" | "on" | "busy";

const WORKER = "/seller/sw.js";
const SCOPE = "/seller/";

const supported = () => typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The base64url public key as the bytes pushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function post(url: string, body: unknown): Promise<string> {
  const res = await fetch(url, { method: "POST", credentials: "include", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string };
  if (!res.ok || !json.success) throw new Error(json.message ?? "Could not reach the shop: try again");
  return json.message ?? "";
}

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(WORKER, { scope: SCOPE });
  return navigator.serviceWorker.ready;
}

export function PushToggle() {
  const [state, setState] = useState<State>("checking");

  useEffect(() => {
    if (!supported()) return setState("unsupported");
    if (Notification.permission === "denied") return setState("blocked");
    let live = true;
    void (async () => {
      const reg = await navigator.serviceWorker.getRegistration(SCOPE);
      const sub = await reg?.pushManager.getSubscription();
      if (!live) return;
      setState(sub && Notification.permission === "granted" ? "on" : "off");
      // The server may have dropped it (a push service said it was gone): hand it over again, quietly.
      if (sub) await post("/api/seller/push/subscribe", sub.toJSON()).catch(() => undefined);
    })().catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    if (permission !== "granted") {
      setState(permission === "denied" ? "blocked" : "off");
      return;
    }
    const res = await fetch("/api/seller/push/public-key", { credentials: "include" });
    const { publicKey } = (await res.json()) as { publicKey?: string };
    if (!publicKey) throw new Error("Could not reach the shop: try again");
    const reg = await registration();
    // A subscription made with another key (an older shop database) cannot be reused.
    await (await reg.pushManager.getSubscription())?.unsubscribe();
    const sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    toast.success(await post("/api/seller/push/subscribe", sub.toJSON()));
    setState("on");
  };

  const turnOff = async () => {
    const reg = await navigator.serviceWorker.getRegistration(SCOPE);
    const sub = await reg?.pushManager.getSubscription();
    if (sub) {
      const message = await post("/api/seller/push/unsubscribe", { endpoint: sub.endpoint });
      await sub.unsubscribe();
      toast.success(message);
    }
    setState("off");
  };

  const toggle = () => {
    const was = state;
    setState("busy");
    (was === "on" ? turnOff() : turnOn()).catch((err: unknown) => {
      toast.error(err instanceof Error && err.message ? err.message : "Could not change order notifications");
      setState(was);
    });
  };

  const on = state === "on";
  const note =
    state === "unsupported"
      ? "This browser cannot show notifications. On an iPhone, add the back office to the Home Screen first."
      : state === "blocked"
        ? "Notifications are blocked for this site: allow them in the browser's site settings, then come back."
        : "A notification on this device for every new order.";
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4" aria-labelledby="push-title" data-testid="push-toggle">
      <div className="flex items-center justify-between gap-3">
        <h2 id="push-title" className="text-base font-semibold">
          Order notifications: {on ? "On" : "Off"}
        </h2>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-labelledby="push-title"
          disabled={state === "checking" || state === "busy" || state === "unsupported" || state === "blocked"}
          onClick={toggle}
          className="inline-flex h-11 w-14 shrink-0 items-center justify-center disabled:opacity-50"
        >
          <span className={`relative inline-flex h-7 w-12 items-center rounded-full transition-colors ${on ? "bg-moss" : "bg-stone-400"}`}>
            <span
              aria-hidden="true"
              className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${on ? "translate-x-6" : "translate-x-1"}`}
            />
          </span>
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">{note}</p>
    </section>
  );
}
