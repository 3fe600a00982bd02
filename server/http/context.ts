import type { Services } from "../services";

/** Hono environment: every handler reads its services and request id from here. */
export type AppEnv = {
  Variables: {
    services: Services;
    requestId: string;
    nonce: string;
  };
};
