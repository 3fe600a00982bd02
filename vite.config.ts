import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Storefront chunks: React + React Router in one "framework" chunk and the
 * modules every storefront page needs (layout, product card, cart store, money)
 * in one "shop" chunk, instead of a dozen tiny files with their own gzip
 * overhead. Route-only code (seller screens, contact form, gallery) stays split, and so does the footer's
 * newsletter form (below the fold: lazy, hydrated once its chunk has loaded), and so does what only the footer
 * and other pages draw (the address block, the social icons, the email check).
 */
const SHOP_CORE =
  /[\\/](lib[\\/](money|catalog|cart|whatsapp|i18n)\.ts|app[\\/](toast\.tsx|api\.ts|seo\.ts|i18n[\\/]use-t\.ts|state[\\/].*|components[\\/](icons|navbar|whatsapp-button|language-switch|product-image|price|rating|quantity-control|product-card)\.tsx))$/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/;

// The production server (Hono + React Router handler) is bundled as the SSR
// environment's entry, so `build/server/index.js` is the whole back end.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "shop", test: SHOP_CORE, priority: 1 },
              ],
            },
          },
        },
      },
    },
    ssr: {
      build: {
        rolldownOptions: {
          input: { index: "./server/entry.prod.ts" },
        },
      },
    },
  },
});
