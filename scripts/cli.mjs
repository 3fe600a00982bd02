// `npm run seller|backup|restore -- …`: builds when the build is missing or stale, then runs
// `node build/server/index.js <command> …` with the shop's configuration (.env is read when present).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { isBuildFresh } from "./build-stamp.mjs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
if (!isBuildFresh()) {
  console.log("Building the shop first...");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const r = spawnSync(process.execPath, ["build/server/index.js", ...process.argv.slice(2)], { stdio: "inherit" });
process.exit(r.status ?? 1);
