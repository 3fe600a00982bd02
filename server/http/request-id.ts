import { randomBytes } from "node:crypto";

/** Request ids unique across processes and cheap to make: a random per-process prefix and a counter. */
const prefix = randomBytes(4).toString("hex");
let counter = 0;

export function nextRequestId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `${prefix}-${counter.toString(36)}`;
}
