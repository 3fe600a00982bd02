// `node build/server/index.js seller …` / `npm run seller -- …`: see seller-command.ts.
import { loadConfig } from "../config";
import { runSellerCommand } from "./seller-command";

export async function runSellerCli(argv: string[]): Promise<never> {
  try {
    process.exit(await runSellerCommand(argv, loadConfig(), console.log, console.error));
  } catch (e) {
    console.error(`seller: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
