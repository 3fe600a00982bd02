import { useEffect, useState } from "react";

/**
 * The `token` of an emailed link, read in the browser after hydration: the
 * server renders these pages without their query (server/http/page-query.ts),
 * so a token never reaches a cache key or the server-rendered HTML.
 * undefined = not read yet; "" = the address has none.
 */
export function useTokenFromUrl(): string | undefined {
  const [token, setToken] = useState<string | undefined>(undefined);
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get("token")?.trim() ?? "");
  }, []);
  return token;
}
