// Records (write) or checks (check) a fingerprint of everything the build is made
// from, so `npm start` rebuilds exactly when the build is missing or stale.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const ROOTS = ["app", "server", "lib", "public"];
const FILES = ["package-lock.json", "package.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
const STAMP = path.join("build", ".stamp");
const SKIP = /\.test\.tsx?$|(^|\/)node_modules\//;

function walk(dir, out) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(p, out);
    else if (!SKIP.test(p)) out.push(p);
  }
}

export function fingerprint() {
  const files = [];
  for (const r of ROOTS) walk(r, files);
  for (const f of FILES) if (fs.existsSync(f)) files.push(f);
  files.sort();
  const h = createHash("sha256");
  for (const f of files) {
    h.update(f);
    h.update(fs.readFileSync(f));
  }
  return h.digest("hex");
}

export function isBuildFresh() {
  return fs.existsSync(path.join("build", "server", "index.js")) && fs.existsSync(STAMP) && fs.readFileSync(STAMP, "utf8") === fingerprint();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mode = process.argv[2];
  if (mode === "write") {
    fs.writeFileSync(STAMP, fingerprint());
  } else if (mode === "check") {
    process.exit(isBuildFresh() ? 0 : 1);
  } else {
    console.error("usage: build-stamp.mjs write|check");
    process.exit(2);
  }
}
