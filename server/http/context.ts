import type { UserRow } from "../modules/accounts/accounts.repo";
import type { SellerRow } from "../modules/seller/sellers.repo";
import type { Services } from "../services";

/** Hono environment: every handler reads its services and request id from here. */
export type AppEnv = {
  Variables: {
    services: Services;
    requestId: string;
    nonce: string;
    /** Set by currentCustomer(): undefined = not looked up yet, null = nobody logged in. */
    customer: UserRow | null | undefined;
    /** Set by currentSeller(): undefined = not looked up yet, null = no seller session. */
    seller: SellerRow | null | undefined;
  };
};
