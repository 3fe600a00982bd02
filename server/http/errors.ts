import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { isJsonContentType, JSON_ONLY } from "./content-type";
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from "./json-depth";

/** An error whose message is safe to show the client. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    /** Extra response headers (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
    /** Extra fields of the JSON answer, e.g. `{ field: "coupon" }`: which part of the request was refused. */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** The first problem of a failed zod parse, phrased for a person. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const field = issue.path.map(String).join(".");
  return field ? `${field}: ${issue.message}` : issue.message;
}

export const NUL_REFUSED = "Text may not contain NUL characters";

/** True when any string (key or value) in parsed JSON holds a NUL character, which PostgreSQL cannot store. */
export function containsNul(value: unknown): boolean {
  return JSON.stringify(value)?.includes("\\u0000") ?? false;
}

/** Reads and validates a JSON body; any problem becomes a 400 with a clear message. */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  if (!isJsonContentType(c.req.header("content-type"))) throw new HttpError(415, JSON_ONLY);
  const body = parseJsonBody(await c.req.text());
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error));
  return parsed.data;
}

/** Like readJson, but an empty body (spec: "PUT … with empty body") reads as `{}`. */
export async function readOptionalJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const text = await c.req.text();
  if (text.trim() !== "" && !isJsonContentType(c.req.header("content-type"))) throw new HttpError(415, JSON_ONLY);
  if (text.trim() === "") {
    const parsed = schema.safeParse({});
    if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error));
    return parsed.data;
  }
  const body = parseJsonBody(text);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error));
  return parsed.data;
}

/** Parses JSON text from a stranger: too deep, malformed or holding NUL is a 400, never a stack overflow. */
export function parseJsonBody(text: string): unknown {
  if (jsonNestsDeeperThan(text)) throw new HttpError(400, `The request body nests too deeply (at most ${MAX_JSON_DEPTH} levels)`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "The request body is not valid JSON");
  }
  if (containsNul(body)) throw new HttpError(400, NUL_REFUSED);
  return body;
}
