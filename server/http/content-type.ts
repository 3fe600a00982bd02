export const JSON_ONLY = "Send the request body as JSON (Content-Type: application/json)";

/** True for `application/json` (parameters such as charset allowed), and nothing else. */
export function isJsonContentType(header: string | undefined): boolean {
  return (header ?? "").split(";")[0]!.trim().toLowerCase() === "application/json";
}
