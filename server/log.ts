import pino from "pino";
import type { Config } from "./config";

export function createLogger(config: Pick<Config, "logLevel" | "env">): pino.Logger {
  return pino({
    level: config.env === "test" && config.logLevel === "info" ? "warn" : config.logLevel,
    base: undefined,
    redact: { paths: ["req.headers.cookie", "password", "*.password"], remove: true },
  });
}
