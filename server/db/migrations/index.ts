import type { Migration } from "kysely/migration";
import * as m0001 from "./0001-catalogue";
import * as m0002 from "./0002-accounts";
import * as m0003 from "./0003-orders";
import * as m0004 from "./0004-seller";
import * as m0005 from "./0005-order-indexes";
import * as m0006 from "./0006-payment-trust";
import * as m0007 from "./0007-stock-ledger";
import * as m0008 from "./0008-abuse";
import * as m0009 from "./0009-input";
import * as m0010 from "./0010-variants";

/** Listed statically so the bundled server carries every migration. */
export const migrations: Record<string, Migration> = {
  "0001-catalogue": m0001,
  "0002-accounts": m0002,
  "0003-orders": m0003,
  "0004-seller": m0004,
  "0005-order-indexes": m0005,
  "0006-payment-trust": m0006,
  "0007-stock-ledger": m0007,
  "0008-abuse": m0008,
  "0009-input": m0009,
  "0010-variants": m0010,
};
