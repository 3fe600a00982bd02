import { z } from "zod";

/** What a new-order notification carries (the service worker shows title and body, and opens url on a tap). */
export type PushPayload = { title: string; body: string; url: string; tag: string };

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The decoded length of a base64url string (padding ignored). */
function decodedLength(s: string): number {
  const bare = s.replace(/=+$/, "");
  return Math.floor((bare.length * 3) / 4);
}

/**
 * A browser's push subscription as PushSubscription.toJSON() gives it. The
 * endpoint's host is checked on the server (server/modules/notifications/push/endpoint.ts).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string().trim().min(1, "endpoint is required").max(1024, "endpoint is too long"),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    p256dh: z
      .string()
      .regex(base64url, "must be base64url")
      .refine((s) => decodedLength(s) === 65, "must be a P-256 public key (65 bytes, base64url)"),
    auth: z
      .string()
      .regex(base64url, "must be base64url")
      .refine((s) => decodedLength(s) === 16, "must be a 16-byte secret (base64url)"),
  }),
});

export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({ endpoint: z.string().trim().min(1, "endpoint is required").max(1024, "endpoint is too long") });
