// The shop's shell commands (see server/entry.prod.ts): one exit code each, errors as one line.
import { loadConfig } from "../config";
import { runBackupCommand } from "./backup";
import { runSellerCommand } from "./seller-command";

export async function runCli(command: "seller" | "backup" | "restore", argv: string[]): Promise<never> {
  try {
    const config = loadConfig();
    const code =
      command === "seller" ? await runSellerCommand(argv, config, console.log, console.error) : await runBackupCommand(command, argv, config, console.log);
    process.exit(code);
  } catch (e) {
    console.error(`${command}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
