import { dateTime } from "../../components/seller/format";
import { useSellerData } from "../../components/seller/seller-api";
import { toast } from "../../toast";

type Messages = { messages: { _id: string; name: string; email: string; phone: string | null; message: string; createdAt: string }[] };
type Subscribers = { total: number; subscribers: { email: string; createdAt: string }[] };

/** What visitors sent through the Contact page, and who signed up for the newsletter. */
export default function SellerMessages() {
  const messages = useSellerData<Messages>("/api/seller/messages", (m) => toast.error(m));
  const subscribers = useSellerData<Subscribers>("/api/seller/subscribers", (m) => toast.error(m));
  return (
    <div className="space-y-10">
      <section aria-labelledby="messages-title">
        <h1 id="messages-title" className="font-display text-3xl font-bold">
          Messages
        </h1>
        {messages.loading && !messages.data ? (
          <p className="mt-6 text-muted">Loading...</p>
        ) : !messages.data?.messages.length ? (
          <p className="mt-6 text-muted">No messages yet.</p>
        ) : (
          <ul className="mt-6 space-y-4">
            {messages.data.messages.map((m) => (
              <li key={m._id} className="rounded-2xl border border-stone-200 bg-white p-4 break-words sm:p-5">
                <p className="font-semibold">
                  {m.name} ·{" "}
                  <a className="text-saddle underline" href={`mailto:${m.email}`}>
                    {m.email}
                  </a>
                  {m.phone && <> · {m.phone}</>}
                </p>
                <p className="text-xs text-muted">{dateTime(m.createdAt)}</p>
                <p className="mt-2 whitespace-pre-line">{m.message}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="subscribers-title">
        <h2 id="subscribers-title" className="font-display text-2xl font-bold">
          Newsletter sign-ups {subscribers.data && <span className="text-base font-normal text-muted">({subscribers.data.total})</span>}
        </h2>
        {subscribers.data?.subscribers.length ? (
          <ul className="mt-4 columns-1 text-sm sm:columns-2 lg:columns-3">
            {subscribers.data.subscribers.map((s) => (
              <li key={s.email} className="py-1">
                {s.email}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-muted">{subscribers.loading ? "Loading..." : "No sign-ups yet."}</p>
        )}
      </section>
    </div>
  );
}
