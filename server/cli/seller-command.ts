/**
 * `npm run seller -- <command>`: manage back-office accounts from a shell.
 *   add <email> [--name "Full name"]   create a seller (password: SELLER_PASSWORD, or generated and printed)
 *   reset-password <email>             set a new password (SELLER_PASSWORD, or generated and printed) and end its sessions
 *   list                               list sellers
 * Uses the same configuration as the shop (DATA_DIR, DATABASE_URL, .env).
 */
import type { Config } from "../config";
import { migrate, openDatabase } from "../db/index";
import { MIN_SELLER_PASSWORD } from "../../lib/seller";
import { createSeller, findSellerByEmail, randomPassword, setSellerPassword } from "../modules/seller/sellers.repo";

export const USAGE = 'usage: npm run seller -- add <email> [--name "Full name"] | reset-password <email> | list';

/** Runs one command; what it prints goes to `out` / `err`; returns the exit code. Throws on failure. */
export async function runSellerCommand(argv: string[], config: Config, out: (line: string) => void, err: (line: string) => void): Promise<number> {
  const [command, email, ...rest] = argv;
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    const { db } = database;
    const chosen = config.seller.password;
    if (chosen !== null && chosen.length < MIN_SELLER_PASSWORD) throw new Error(`SELLER_PASSWORD must be at least ${MIN_SELLER_PASSWORD} characters`);
    const password = chosen ?? randomPassword();
    const shown = chosen ? "(the SELLER_PASSWORD you set)" : password;
    if (command === "list") {
      const rows = await db
        .selectFrom("sellers")
        .select(["email", "name", "created_at", "role"])
        .where("removed_at", "is", null)
        .orderBy("created_at")
        .execute();
      for (const r of rows) out(`${r.email}\t${r.name}\t${r.created_at}\t${r.role}`);
      if (rows.length === 0) out("no sellers yet");
      return 0;
    }
    if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      err(USAGE);
      return 2;
    }
    if (command === "add") {
      if (await findSellerByEmail(db, email)) throw new Error(`a seller with email ${email} already exists (use reset-password)`);
      // A removed staff login keeps its row (decision record 016): its email stays taken.
      if (await db.selectFrom("sellers").select("id").where("email", "=", email.trim().toLowerCase()).executeTakeFirst())
        throw new Error(`the email ${email} belonged to a removed staff login; the owner can add it again at /seller/staff`);
      const nameAt = rest.indexOf("--name");
      await createSeller(db, { email, password, name: nameAt >= 0 ? rest[nameAt + 1] : undefined });
      out(`seller ${email.toLowerCase()} created; password: ${shown}`);
      return 0;
    }
    if (command === "reset-password") {
      if (!(await setSellerPassword(db, email, password))) throw new Error(`no seller with email ${email}`);
      out(`password of ${email.toLowerCase()} changed; every session of it ended; new password: ${shown}`);
      return 0;
    }
    err(USAGE);
    return 2;
  } finally {
    await database.close();
  }
}
