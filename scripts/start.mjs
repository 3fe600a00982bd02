// `npm start`: build when the build is missing or stale, then run the server
// (which migrates, seeds an empty database and listens).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { isBuildFresh } from "./build-stamp.mjs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");

if (!isBuildFresh()) {
  console.log("Building the shop (first start or sources changed)...");
  const r = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
process.env.NODE_ENV ??= "production";
// The demo shop: without Razorpay keys online payment is the clearly marked sandbox, and without
// SELLER_EMAIL/SELLER_PASSWORD a seller login is generated and printed once. A real deployment runs
// `node build/server/index.js` (README, "Going to production"), where neither happens unless configured.
if (!process.env.DEMO_SHOP) process.env.DEMO_SHOP = "true"; // empty (as in .env.example) counts as unset
await import(new URL("../build/server/index.js", import.meta.url).href);
