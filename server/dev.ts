// `npm run dev`: Vite in middleware mode (hot reload of the React app) in front of
// the same Hono app. Server code is loaded through Vite too, so the app and the
// server share one module graph (one React Router context object).
import { createServer } from "vite";
import type * as Main from "./main";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const main = (await vite.ssrLoadModule("/server/main.ts")) as typeof Main;
await main.startServer({
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as never,
  devMiddleware: vite.middlewares,
});
