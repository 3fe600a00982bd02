import { randomBytes } from "node:crypto";
import { sql, type ExpressionBuilder, type Insertable, type Kysely } from "kysely";
import type pino from "pino";
import { newId } from "../../../lib/ids";
import { renderTemplate } from "../../../lib/whatsapp-templates";
import { writeLater } from "../../db/group-commit";
import type { Engine } from "../../db/index";
import type { DB } from "../../db/schema";
import type { MailAddress, MailTransport } from "./mail-transport";
import type { PushSender } from "./push/push-sender";
import { WhatsAppSendError, type WhatsAppMessage, type WhatsAppTransport } from "./whatsapp-transport";

export type QueuedEmail = { dedupeKey: string; to: string; subject: string; text: string; html: string };

/** What a queued message says; the rest of its outbox row (state, attempts, lease) starts the same for every channel. */
type Message = { dedupeKey: string; channel: "email" | "push" | "whatsapp"; recipient: string; subject: string; text: string; html: string };

/** One pending outbox row; a second message with the same dedupe key is a no-op. */
async function enqueue(trx: Kysely<DB>, m: Message, now: Date): Promise<void> {
  // Nothing reads a queued message in the transaction that queues it: a checkout sends it with its COMMIT.
  await writeLater(
    trx,
    trx
      .insertInto("outbox")
      .values(outboxRow(m, now))
      .onConflict((oc) => oc.column("dedupe_key").doNothing()),
  );
}

/** A new outbox row: pending, due now, never tried. */
function outboxRow(m: Message, now: Date): Insertable<DB["outbox"]> & { id: string } {
  const stamp = now.toISOString();
  return {
    id: newId("msg", now.getTime()),
    dedupe_key: m.dedupeKey,
    channel: m.channel,
    recipient: m.recipient,
    subject: m.subject,
    text_body: m.text,
    html_body: m.html,
    status: "pending",
    attempts: 0,
    next_attempt_at: stamp,
    lease_until: null,
    lease_owner: null,
    last_error: null,
    created_at: stamp,
    sent_at: null,
  };
}

/**
 * Queues an email in the same transaction as what it announces: when the
 * order commits the email is certain to go out, when it rolls back there is no
 * email. The dedupe key makes queuing the same message twice a no-op.
 */
export async function enqueueEmail(trx: Kysely<DB>, email: QueuedEmail, now = new Date()): Promise<void> {
  await enqueue(trx, { dedupeKey: email.dedupeKey, channel: "email", recipient: email.to, subject: email.subject, text: email.text, html: email.html }, now);
}

/**
 * Queues one Web Push message to every subscribed browser, like enqueueEmail (same transaction, dedupe rule, delivery
 * and retries), one message per subscription so a phone that fails is retried on its own. One statement, with no read
 * first, so a checkout sends it with its COMMIT (writeLater). Each row's id is this message's time and random part
 * with the subscription id's last six characters; its dedupe key is `dedupePrefix` and the subscription id.
 */
export async function enqueuePushToEverySubscription(
  trx: Kysely<DB>,
  push: { dedupePrefix: string; title: string; payload: string },
  now = new Date(),
): Promise<void> {
  const row = outboxRow({ dedupeKey: "", channel: "push", recipient: "", subject: push.title, text: push.payload, html: "" }, now);
  const idStart = row.id.slice(0, -6);
  const columns = Object.keys(row) as (keyof typeof row)[];
  await writeLater(
    trx,
    trx
      .insertInto("outbox")
      .columns(columns)
      .expression((eb) =>
        eb
          .selectFrom("push_subscriptions")
          .select(
            columns.map((c) =>
              c === "id"
                ? sql<string>`${idStart} || substr(id, length(id) - 5)`.as(c)
                : c === "dedupe_key"
                  ? sql<string>`${push.dedupePrefix} || id`.as(c)
                  : c === "recipient"
                    ? sql<string>`id`.as(c)
                    : sql`${row[c]}`.as(c),
            ),
          )
          // SQLite reads `… FROM t ON CONFLICT` as a join's ON without a WHERE between (its documented workaround).
          .where(sql<boolean>`true`),
      )
      .onConflict((oc) => oc.column("dedupe_key").doNothing()),
  );
}

export type QueuedWhatsApp = { dedupeKey: string } & WhatsAppMessage;

/**
 * Queues one WhatsApp template message, like enqueueEmail (same transaction, dedupe rule, delivery and retries).
 * The row keeps the template, language and values (html_body, as JSON) and the text as written out (text_body).
 */
export async function enqueueWhatsApp(trx: Kysely<DB>, m: QueuedWhatsApp, now = new Date()): Promise<void> {
  const payload = JSON.stringify({ template: m.template, lang: m.lang, params: m.params });
  await enqueue(
    trx,
    { dedupeKey: m.dedupeKey, channel: "whatsapp", recipient: m.to, subject: m.template, text: renderTemplate(m.template, m.lang, m.params), html: payload },
    now,
  );
}

export const OUTBOX_MAX_ATTEMPTS = 10;
const LEASE_MS = 120_000;
const BATCH = 20;

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min, … at most an hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 3_600_000);
}

/**
 * Delivers queued emails, Web Push and WhatsApp messages. Each pass leases a batch of due messages (a
 * conditional update, so two instances never send the same message; on
 * PostgreSQL the batch is picked `FOR UPDATE SKIP LOCKED`, so instances polling
 * at the same moment take different messages instead of waiting on each
 * other), sends them, and marks each sent, or schedules a retry with backoff;
 * after OUTBOX_MAX_ATTEMPTS failures a message is marked failed and logged.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private again = false;
  private started = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly transport: MailTransport,
    private readonly from: () => Promise<MailAddress>,
    private readonly log: pino.Logger,
    private readonly engine: Engine = "sqlite",
    /** Web Push delivery; null = push messages wait (and fail after their attempts). */
    private readonly push: PushSender | null = null,
    /** WhatsApp delivery; null = WhatsApp is off on this shop, and a queued message fails at once. */
    private readonly whatsapp: WhatsAppTransport | null = null,
  ) {}

  start(pollMs = 5_000): void {
    if (this.timer) return;
    this.started = true;
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Run a pass soon (after a commit that queued mail); passes never overlap. Does nothing until started (tests drain by hand). */
  kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.log.error({ err }, "outbox pass failed"))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    this.transport.close();
  }

  /** One pass over the due messages; returns how many were sent and how many failed this time. */
  async drain(now = new Date()): Promise<{ sent: number; failed: number }> {
    const owner = randomBytes(8).toString("hex");
    const stamp = now.toISOString();
    const free = (eb: ExpressionBuilder<DB, "outbox">) => eb.or([eb("lease_until", "is", null), eb("lease_until", "<", stamp)]);
    await this.db
      .updateTable("outbox")
      .set({ lease_owner: owner, lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
      .where("id", "in", (eb) => {
        const due = eb
          .selectFrom("outbox")
          .select("id")
          .where("status", "=", "pending")
          .where("next_attempt_at", "<=", stamp)
          .where(free)
          .orderBy("next_attempt_at")
          .limit(BATCH);
        return this.engine === "postgres" ? due.forUpdate().skipLocked() : due;
      })
      // Re-checked on the row itself, so a row another instance leased meanwhile is skipped.
      .where("status", "=", "pending")
      .where(free)
      .execute();
    const batch = await this.db.selectFrom("outbox").selectAll().where("lease_owner", "=", owner).where("status", "=", "pending").execute();
    let sent = 0;
    let failed = 0;
    if (batch.length === 0) return { sent: 0, failed: 0 };
    let from: MailAddress | null = null;
    for (const m of batch) {
      try {
        let note: string | null = null;
        if (m.channel === "whatsapp") {
          if (!this.whatsapp) throw new WhatsAppSendError("WhatsApp is not set up on this shop", false);
          const { template, lang, params } = JSON.parse(m.html_body) as Omit<WhatsAppMessage, "to">;
          note = `WhatsApp message ${await this.whatsapp.send({ to: m.recipient, template, lang, params })}`;
        } else if (m.channel === "push") {
          if (!this.push) throw new Error("Web Push is not set up");
          // A subscription gone meanwhile (404/410, or switched off) has nobody left to tell: done, not retried.
          if ((await this.push.send(m.recipient, m.text_body, now)) === "gone") note = "subscription gone";
        } else {
          from ??= await this.from();
          await this.transport.send({ from, to: m.recipient, subject: m.subject, text: m.text_body, html: m.html_body, messageId: `<${m.id}@shop>` });
        }
        await this.db
          .updateTable("outbox")
          .set({ status: "sent", sent_at: new Date().toISOString(), attempts: m.attempts + 1, lease_owner: null, lease_until: null, last_error: note })
          .where("id", "=", m.id)
          .execute();
        sent++;
      } catch (err) {
        failed++;
        const attempts = m.attempts + 1;
        // A refusal no retry can fix (a number not on WhatsApp, a template that does not exist) is given up at once.
        const giveUp = attempts >= OUTBOX_MAX_ATTEMPTS || (err instanceof WhatsAppSendError && !err.retryable);
        const message = err instanceof Error ? err.message : String(err);
        await this.db
          .updateTable("outbox")
          .set({
            status: giveUp ? "failed" : "pending",
            attempts,
            next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
            last_error: message.slice(0, 500),
            lease_owner: null,
            lease_until: null,
          })
          .where("id", "=", m.id)
          .execute();
        this.log[giveUp ? "error" : "warn"]({ messageId: m.id, attempts, err: message }, giveUp ? `${m.channel} given up` : `${m.channel} failed, will retry`);
      }
    }
    return { sent, failed };
  }
}
