import { createContext } from "react-router";
import type { ApiUser } from "../lib/accounts";
import type { Services } from "../server/services";

/**
 * Values the Hono server hands to React Router loaders for one request.
 * Loaders only run on the server, so `Services` never reaches the browser.
 */
export const servicesContext = createContext<Services>();
/** CSP nonce of this response, put on every inline script React Router renders. */
export const nonceContext = createContext<string>("");
/** The logged-in customer of this request (null for visitors). */
export const userContext = createContext<ApiUser | null>(null);
/** Whether this request carries a live seller session (the spec's seller flag). */
export const sellerContext = createContext<boolean>(false);
/** That seller's role: the back office shows staff only what they may use (decision record 016). */
export const sellerRoleContext = createContext<"owner" | "staff" | null>(null);
/**
 * The document entry.server rendered, as bytes, with the Response that carries them: the server keeps and compresses
 * those bytes instead of reading the Response's body back (a copy of the page and a stream per request). Checked
 * against the Response it gets, so a response made any other way is read as usual.
 */
export const renderedPageContext = createContext<{ response: Response; bytes: Uint8Array } | null>(null);
