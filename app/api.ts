import { langOfPath } from "../lib/i18n";
import { tNow } from "./i18n/use-t";

/** Browser-side JSON calls: always `{ success, message?, ... }`, never throws. */
export type ApiResult<T = unknown> = { success: boolean; message?: string } & Partial<T>;

export async function postJson<T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", ...langHeader(), ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as ApiResult<T>;
  } catch {
    return { success: false, message: tNow("toast.failed") } as ApiResult<T>;
  }
}

export async function getJson<T = unknown>(url: string): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, { credentials: "include", headers: langHeader() });
    return (await res.json()) as ApiResult<T>;
  } catch {
    return { success: false, message: tNow("toast.failed") } as ApiResult<T>;
  }
}

/** The page's language, so the server's messages (toasted as they come) are in it (server/http/api-language.ts). */
export function langHeader(): Record<string, string> {
  return typeof location !== "undefined" && langOfPath(location.pathname) === "hi" ? { "X-Shop-Lang": "hi" } : {};
}
