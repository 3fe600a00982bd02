import type pino from "pino";
import type { Config } from "./config";
import type { Database } from "./db/index";
import type { CatalogCache } from "./modules/catalog/catalog.cache";
import type { Storage } from "./storage/index";

/** What request handlers and route loaders need, built once at start. */
export type Services = {
  config: Config;
  database: Database;
  catalog: CatalogCache;
  storage: Storage;
  log: pino.Logger;
};
