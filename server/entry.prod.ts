// Production entry, bundled by Vite into build/server/index.js together with
// the React Router server build.
import * as build from "virtual:react-router/server-build";
import { defaultClientDir, startServer } from "./main";

await startServer({ build, clientDir: defaultClientDir() });
