import type { Services } from "../../services";
import { countSellers, createSeller, randomPassword } from "./sellers.repo";

/**
 * At start, when the shop has no seller yet: create one from SELLER_EMAIL and
 * SELLER_PASSWORD; without them, outside production or in the demo shop
 * (`npm start`), create one with a random password printed once in the
 * start-up log; in production, say how to make one instead (a password in a
 * log that may be shipped elsewhere is no way to secure a real shop). Later changes go through `npm run seller`.
 */
export async function ensureSeller(services: Services): Promise<void> {
  const { db } = services.database;
  if ((await countSellers(db)) > 0) return;
  const { email, password } = services.config.seller;
  if (email && password) {
    // (SELLER_PASSWORD alone is for `npm run seller`: it names no account to create.)
    await createSeller(db, { email, password });
    services.log.info({ email }, "seller account created from SELLER_EMAIL");
    return;
  }
  if (services.config.env === "production" && !services.config.demo) {
    services.log.error("no seller account: set SELLER_EMAIL and SELLER_PASSWORD, or run `npm run seller -- add <email>`");
    return;
  }
  const demoEmail = (await services.catalog.get()).settings.emails.sales;
  const generated = randomPassword();
  await createSeller(db, { email: demoEmail, password: generated });
  services.log.warn(
    { email: demoEmail, password: generated },
    `seller account created: log in at /seller with ${demoEmail} and password ${generated} (shown once; change it with \`npm run seller -- reset-password ${demoEmail}\`)`,
  );
}
