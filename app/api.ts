/** Browser-side JSON calls: always `{ success, message?, ... }`, never throws. */
export type ApiResult<T = unknown> = { success: boolean; message?: string } & Partial<T>;

export async function postJson<T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as ApiResult<T>;
  } catch {
    return { success: false, message: "Something went wrong" } as ApiResult<T>;
  }
}

export async function getJson<T = unknown>(url: string): Promise<ApiResult<T>> {
  try {
    const res = await fetch(url, { credentials: "include" });
    return (await res.json()) as ApiResult<T>;
  } catch {
    return { success: false, message: "Something went wrong" } as ApiResult<T>;
  }
}
