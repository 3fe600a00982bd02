import { createContext } from "react-router";
import type { Services } from "../server/services";

/**
 * Values the Hono server hands to React Router loaders for one request.
 * Loaders only run on the server, so `Services` never reaches the browser.
 */
export const servicesContext = createContext<Services>();
/** CSP nonce of this response, put on every inline script React Router renders. */
export const nonceContext = createContext<string>("");
