/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` for the embedded
 * SQLite database (DATA_DIR/shop.db).
 * - backup: SQLite's online backup API, safe while the shop is running: the
 *   copy is one consistent moment, with every committed order.
 * - restore: only with the shop stopped. The current database is kept beside
 *   it (shop.db.before-restore-<time>) and the backup is checked before it
 *   takes its place.
 * PostgreSQL: use pg_dump / pg_restore (README, "Backups").
 */
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import type { Config } from "../config";

export async function runBackupCommand(command: "backup" | "restore", argv: string[], config: Config, out: (line: string) => void): Promise<number> {
  if (config.databaseUrl) throw new Error("this shop uses PostgreSQL: back it up with pg_dump and restore with pg_restore (see the README)");
  const [target] = argv;
  if (!target) throw new Error(`usage: npm run ${command} -- <file>`);
  const live = path.join(config.dataDir, "shop.db");
  const file = path.resolve(target);
  if (command === "backup") {
    if (!fs.existsSync(live)) throw new Error(`no database at ${live}`);
    const db = new SQLite(live, { readonly: true, fileMustExist: true });
    db.pragma("busy_timeout = 10000");
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
    out(`backed up ${live} to ${file} (${(fs.statSync(file).size / 1024 / 1024).toFixed(1)} MB)`);
    return 0;
  }
  // restore
  const check = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const ok = check.pragma("integrity_check", { simple: true });
    if (ok !== "ok") throw new Error(`${file} failed SQLite's integrity check: ${String(ok)}`);
    check.prepare("select count(*) from orders").get();
  } finally {
    check.close();
  }
  if (fs.existsSync(live)) {
    const pidFile = path.join(config.dataDir, "shop.pid");
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, "utf8")) : 0;
    if (pid > 0 && pid !== process.pid && isAlive(pid)) throw new Error(`the shop is running (process ${pid}): stop it before restoring`);
    const keep = `${live}.before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`;
    fs.renameSync(live, keep);
    for (const side of ["-wal", "-shm"]) if (fs.existsSync(live + side)) fs.renameSync(live + side, keep + side);
    out(`kept the current database as ${keep}`);
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.copyFileSync(file, live);
  out(`restored ${file} to ${live}; start the shop again`);
  return 0;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
