import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The production server (Hono + React Router handler) is bundled as the SSR
// environment's entry, so `build/server/index.js` is the whole back end.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          input: { index: "./server/entry.prod.ts" },
        },
      },
    },
  },
});
