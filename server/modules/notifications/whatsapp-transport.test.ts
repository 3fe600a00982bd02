import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeWhatsApp, type FakeWhatsApp } from "../../testing/fake-whatsapp";
import { cloudWhatsAppTransport, fileWhatsAppTransport, WhatsAppSendError, type WhatsAppMessage } from "./whatsapp-transport";

let fake: FakeWhatsApp;
beforeAll(async () => {
  fake = await startFakeWhatsApp();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.down = false;
  fake.rateLimited = false;
  fake.notOnWhatsApp.clear();
  fake.sent.length = 0;
});

const message: WhatsAppMessage = {
  to: "919876543210",
  template: "order_shipped",
  lang: "en",
  params: ["Asha", "#1001", "Delhivery", "https://t.example/AWB1"],
};
const client = (over: Partial<{ token: string; phoneNumberId: string; apiUrl: string }> = {}) =>
  cloudWhatsAppTransport({ token: fake.token, phoneNumberId: fake.phoneNumberId, apiUrl: fake.url, ...over });

async function refusal(p: Promise<unknown>): Promise<WhatsAppSendError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WhatsAppSendError);
  return err as WhatsAppSendError;
}

describe("WhatsApp Cloud API client (against a fake Cloud API over HTTP)", () => {
  it("sends the template by name and language with its values in order, and returns the message id", async () => {
    const id = await client().send(message);
    expect(fake.sent).toEqual([{ to: "919876543210", template: "order_shipped", lang: "en", params: message.params, id }]);
    expect(id).toMatch(/^wamid\./);
    await client().send({ ...message, lang: "hi" });
    expect(fake.sent[1]).toMatchObject({ lang: "hi" });
  });

  it("reports a bad token without repeating it, as something a new token fixes (retried)", async () => {
    const err = await refusal(client({ token: "EAAwrong-token-987" }).send(message));
    expect(err.message).toContain("HTTP 401");
    expect(err.message).toContain("code 190");
    expect(err.message).not.toContain("EAAwrong-token-987");
    expect(err.retryable).toBe(true);
  });

  it("gives up at once on what a retry cannot fix: a number not on WhatsApp, a missing template, the wrong values", async () => {
    fake.notOnWhatsApp.add("919876543210");
    expect((await refusal(client().send(message))).retryable).toBe(false);
    fake.notOnWhatsApp.clear();
    // (A template the business never created: the fake knows the shop's own list only.)
    const missing = await refusal(client().send({ ...message, template: "no_such_template" as WhatsAppMessage["template"] }));
    expect(missing.message).toContain("132001");
    expect(missing.retryable).toBe(false);
    const short = await refusal(client().send({ ...message, params: ["Asha"] }));
    expect(short.message).toContain("132000");
    expect(short.retryable).toBe(false);
  });

  it("retries when WhatsApp is down, unreachable or rate limiting", async () => {
    fake.down = true;
    const down = await refusal(client().send(message));
    expect(down.message).toContain("HTTP 503");
    expect(down.retryable).toBe(true);
    fake.down = false;
    fake.rateLimited = true;
    expect((await refusal(client().send(message))).retryable).toBe(true);
    fake.rateLimited = false;
    expect((await refusal(client({ apiUrl: "http://127.0.0.1:9" }).send(message))).retryable).toBe(true);
    expect(fake.sent).toHaveLength(0);
  });
});

describe("the embedded default: one file per message under DATA_DIR/whatsapp", () => {
  it("writes the number, the template and the text as the customer reads it", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "wa-files-"));
    try {
      const name = await fileWhatsAppTransport(dir).send({ ...message, lang: "hi", params: ["आशा", "#1001", "Delhivery", "https://t.example/AWB1"] });
      const text = await fs.readFile(path.join(dir, name), "utf8");
      expect(text).toBe(
        "To: +919876543210\nTemplate: order_shipped (hi)\n\nनमस्ते आशा, आपका ऑर्डर #1001 Delhivery से आपकी ओर चल पड़ा है। यहाँ ट्रैक करें: https://t.example/AWB1\n",
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
