// Creates or drops a throwaway PostgreSQL database for a test pass.
// usage: node scripts/pg-db.mjs create|drop BASE_URL NAME   (create prints the new URL)
import pg from "pg";

const [mode, base, name] = process.argv.slice(2);
if (!mode || !base || !name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("usage: pg-db.mjs create|drop BASE_URL NAME");
  process.exit(2);
}
const client = new pg.Client({ connectionString: base });
await client.connect();
if (mode === "create") {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  console.log(url.toString());
} else {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
await client.end();
