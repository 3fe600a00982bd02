// Production entry, bundled by Vite into build/server/index.js together with
// the React Router server build. `node build/server/index.js` serves the shop;
// `node build/server/index.js seller <command>` manages seller accounts
// (what `npm run seller -- <command>` runs).
import * as build from "virtual:react-router/server-build";
import { defaultClientDir, startServer } from "./main";

if (process.argv[2] === "seller") {
  const { runSellerCli } = await import("./cli/seller");
  await runSellerCli(process.argv.slice(3));
} else {
  await startServer({ build, clientDir: defaultClientDir() });
}
