// After `react-router build`: pre-compress hashed client assets (served with
// `precompressed: true`) and record the build fingerprint.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fingerprint } from "./build-stamp.mjs";

const dir = path.join("build", "client", "assets");
let n = 0;
for (const name of fs.readdirSync(dir)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(dir, name);
  const data = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  n++;
}
fs.writeFileSync(path.join("build", ".stamp"), fingerprint());
console.log(`postbuild: compressed ${n} assets, build stamp written`);
