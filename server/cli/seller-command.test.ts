import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { verify } from "@node-rs/argon2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { openDatabase } from "../db/index";
import { createThrowawayDatabase } from "../testing/test-app";
import { runSellerCommand } from "./seller-command";

let dataDir: string;
let pgDb: Awaited<ReturnType<typeof createThrowawayDatabase>> | null = null;
beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "seller-cli-"));
  pgDb = process.env.TEST_DATABASE_URL ? await createThrowawayDatabase(process.env.TEST_DATABASE_URL) : null;
});
afterAll(async () => {
  await pgDb?.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function run(argv: string[], env: Record<string, string> = {}) {
  const lines: string[] = [];
  const code = await runSellerCommand(
    argv,
    loadConfig({ DATA_DIR: dataDir, DATABASE_URL: pgDb?.url ?? "", ...env }),
    (l) => lines.push(l),
    (l) => lines.push(l),
  );
  return { code, text: lines.join("\n") };
}
async function hashOf(email: string) {
  const database = openDatabase({ databaseUrl: pgDb?.url ?? null, dataDir });
  try {
    return (await database.db.selectFrom("sellers").select("password_hash").where("email", "=", email).executeTakeFirstOrThrow()).password_hash;
  } finally {
    await database.close();
  }
}

describe("npm run seller", () => {
  it("adds a seller with a generated password shown once, and lists sellers", async () => {
    const { code, text } = await run(["add", "Owner@Example.com", "--name", "Meera Joshi"]);
    expect(code).toBe(0);
    const password = /password: (\S+)$/.exec(text)![1]!;
    expect(password).toHaveLength(20);
    expect(await verify(await hashOf("owner@example.com"), password)).toBe(true);
    expect((await run(["list"])).text).toContain("owner@example.com\tMeera Joshi");
    await expect(run(["add", "owner@example.com"])).rejects.toThrow("already exists");
  });

  it("resets a password (from SELLER_PASSWORD when given) and refuses unknown sellers and bad usage", async () => {
    const { code, text } = await run(["reset-password", "owner@example.com"], { SELLER_PASSWORD: "a-new-secret-pass" });
    expect(code).toBe(0);
    expect(text).not.toContain("a-new-secret-pass");
    expect(await verify(await hashOf("owner@example.com"), "a-new-secret-pass")).toBe(true);
    await expect(run(["reset-password", "nobody@example.com"])).rejects.toThrow("no seller with email");
    expect((await run(["frobnicate", "a@b.co"])).code).toBe(2);
    expect((await run(["add"])).code).toBe(2);
  });
});
