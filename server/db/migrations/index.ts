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
import * as m0011 from "./0011-staff-and-sessions";
import * as m0012 from "./0012-push-and-low-stock";
import * as m0013 from "./0013-account-tokens";
import * as m0014 from "./0014-otp-login";
import * as m0015 from "./0015-order-numbers";
import * as m0016 from "./0016-refunds-and-credit-notes";
import * as m0017 from "./0017-returns";
import * as m0018 from "./0018-translations";
import * as m0019 from "./0019-languages";
import * as m0020 from "./0020-order-line-names";
import * as m0021 from "./0021-address-details";
import * as m0022 from "./0022-delivery-promise";
import * as m0023 from "./0023-cod-fee";
import * as m0024 from "./0024-upi-direct";
import * as m0025 from "./0025-whatsapp-updates";
import * as m0026 from "./0026-cart-reminders";
import * as m0027 from "./0027-stock-alerts";
import * as m0028 from "./0028-reviews";
import * as m0029 from "./0029-coupons";
import * as m0030 from "./0030-order-figures-and-search";

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
  "0011-staff-and-sessions": m0011,
  "0012-push-and-low-stock": m0012,
  "0013-account-tokens": m0013,
  "0014-otp-login": m0014,
  "0015-order-numbers": m0015,
  "0016-refunds-and-credit-notes": m0016,
  "0017-returns": m0017,
  "0018-translations": m0018,
  "0019-languages": m0019,
  "0020-order-line-names": m0020,
  "0021-address-details": m0021,
  "0022-delivery-promise": m0022,
  "0023-cod-fee": m0023,
  "0024-upi-direct": m0024,
  "0025-whatsapp-updates": m0025,
  "0026-cart-reminders": m0026,
  "0027-stock-alerts": m0027,
  "0028-reviews": m0028,
  "0029-coupons": m0029,
  "0030-order-figures-and-search": m0030,
};
