import type { Kysely } from "kysely";

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against the schema as it was then, not the current DB type */
export async function up(db: Kysely<any>): Promise<void> {
  /**
   * The parts of an Indian address that couriers ask for (issue 18): house or flat number, area or locality, and a
   * landmark, all optional ("" when not given). Existing addresses have none; orders keep them in their address
   * snapshot (JSON), so orders need no column.
   */
  for (const column of ["house", "area", "landmark"]) {
    await db.schema
      .alterTable("addresses")
      .addColumn(column, "text", (c) => c.notNull().defaultTo(""))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["landmark", "area", "house"]) await db.schema.alterTable("addresses").dropColumn(column).execute();
}
