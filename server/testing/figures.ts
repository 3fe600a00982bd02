import type { Kysely } from "kysely";
import { expect } from "vitest";
import type { DB } from "../db/schema";
import { keptDayFigures, recountDayFigures, type DayFigures } from "../modules/seller/dashboard";

/** The dashboard's kept day figures (decision 038) equal a full recount of the orders, after whatever a suite did; returns them. */
export async function expectFiguresKept(db: Kysely<DB>): Promise<DayFigures[]> {
  const [kept, recount] = await Promise.all([keptDayFigures(db), recountDayFigures(db)]);
  expect(kept).toEqual(recount);
  return kept;
}
