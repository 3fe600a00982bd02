// Reads a V8 CPU profile (BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof") and prints where the time went.
//   npm run bench:cpu-profile -- /tmp/prof/CPU.….cpuprofile [from-s to-s]
// Per second since the profile began: samples and how many were idle (to find the window a bench loaded the
// server); then, within from-s..to-s (default all), the functions by self time and by inclusive time (the
// function or anything it called), in % of the window's samples. Async work after an await shows under the
// microtask queue, not under its caller.
import fs from "node:fs";

const [file, from = "0", to = "1e9"] = process.argv.slice(2);
if (!file) {
  console.error("usage: npm run bench:cpu-profile -- FILE.cpuprofile [from-seconds to-seconds]");
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const label = ({ callFrame: f }) => `${f.functionName || "(anonymous)"} ${f.url.split("/").slice(-2).join("/")}:${f.lineNumber + 1}`;

const perSecond = new Map();
const self = new Map();
const inclusive = new Map();
let inWindow = 0;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i];
  const second = (at - profile.startTime) / 1e6;
  const leaf = nodes.get(profile.samples[i]);
  const s = perSecond.get(Math.floor(second)) ?? { samples: 0, idle: 0 };
  s.samples += 1;
  if (leaf.callFrame.functionName === "(idle)") s.idle += 1;
  perSecond.set(Math.floor(second), s);
  if (second < Number(from) || second > Number(to)) continue;
  inWindow += 1;
  self.set(label(leaf), (self.get(label(leaf)) ?? 0) + 1);
  const seen = new Set();
  for (let id = leaf.id; id !== undefined; id = parentOf.get(id)) {
    const name = label(nodes.get(id));
    if (seen.has(name)) continue; // recursion counts once
    seen.add(name);
    inclusive.set(name, (inclusive.get(name) ?? 0) + 1);
  }
}

console.log("second: samples (idle)");
console.log([...perSecond].map(([sec, s]) => `${sec}: ${s.samples} (${s.idle})`).join("  "));
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, count]) => `${((100 * count) / inWindow).toFixed(1).padStart(5)} %  ${name}`)
    .join("\n");
console.log(`\n${inWindow} samples from ${from} s to ${to} s\n\nself time\n${top(self, 40)}\n\ninclusive time\n${top(inclusive, 60)}`);
