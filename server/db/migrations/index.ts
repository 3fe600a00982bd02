import type { Migration } from "kysely/migration";
import * as m0001 from "./0001-catalogue";
import * as m0002 from "./0002-accounts";

/** Listed statically so the bundled server carries every migration. */
export const migrations: Record<string, Migration> = {
  "0001-catalogue": m0001,
  "0002-accounts": m0002,
};
