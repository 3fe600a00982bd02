// Production entry, bundled by Vite into build/server/index.js together with
// the React Router server build. `node build/server/index.js` serves the shop;
// with a command it runs it instead (what `npm run seller|backup|restore -- …` do):
//   seller add|reset-password|list …   backup <file>   restore <file>
import * as build from "virtual:react-router/server-build";
import { defaultClientDir, startServer } from "./main";

const command = process.argv[2];
if (command === "seller" || command === "backup" || command === "restore") {
  const { runCli } = await import("./cli/index");
  await runCli(command, process.argv.slice(3));
} else {
  await startServer({ build, clientDir: defaultClientDir() });
}
