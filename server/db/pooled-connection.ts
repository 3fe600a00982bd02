import type pg from "pg";

/** A statement is prepared by name once it has been sent this many times (by any connection of the process). */
const MIN_USES = 3;
/** At most this many statements are prepared on one connection (PostgreSQL keeps each, with its plan, until it closes). */
export const MAX_PREPARED_PER_CONNECTION = 100;
/** At most this many statement texts are counted (texts that vary with their values, like IN lists, are many). */
const MAX_TEXTS = 2000;

const texts = new Map<string, { uses: number; name: string }>();

/**
 * The name a statement is prepared under on this connection, or undefined to send it unnamed (decision 045). Named,
 * PostgreSQL parses and plans it once per connection instead of at every use: a checkout's ~20 statements cost the
 * database about a third less CPU. Only statements with parameters (not BEGIN, COMMIT or DDL) and without a `*`: a
 * prepared `select *` or `returning *` fails ("cached plan must not change result type") as soon as a migration adds
 * a column, which during a rolling deploy happens under the old instances' feet; a statement naming its columns is
 * simply planned again. Counted per process, bounded per connection.
 */
function preparedName(text: string, values: unknown[], prepared: Set<string>): string | undefined {
  if (values.length === 0 || text.includes("*")) return undefined;
  let entry = texts.get(text);
  if (!entry) {
    if (texts.size >= MAX_TEXTS) return undefined;
    entry = { uses: 0, name: `shop_${texts.size + 1}` };
    texts.set(text, entry);
  }
  entry.uses += 1;
  if (entry.uses < MIN_USES) return undefined;
  if (!prepared.has(entry.name)) {
    if (prepared.size >= MAX_PREPARED_PER_CONNECTION) return undefined;
    prepared.add(entry.name);
  }
  return entry.name;
}

/**
 * What the pool does to each connection it opens (decision 045):
 * - one socket write for every query the connection is handed in one turn of the event loop. `pg` corks its socket
 *   around each query's five protocol messages, so each query is one `writev`; in pipeline mode a checkout hands a
 *   connection several queries at once (its reads, the stock and the counters, the writes with the COMMIT). Here the
 *   socket is corked at the first query of a turn and uncorked once the turn's synchronous work is done (a
 *   microtask), so they leave in one write, in the order handed in; nothing waits longer, the uncork runs before any
 *   I/O does;
 * - the statements sent again and again are prepared by name (preparedName).
 */
export function tunePooledConnection(pooled: pg.PoolClient): void {
  // A pool's clients are pg.Client instances; the pool's typings leave their `connection` out.
  const client = pooled as pg.PoolClient & Pick<pg.Client, "connection">;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const prepared = new Set<string>();
  let corked = false;
  const uncork = () => {
    corked = false;
    client.connection.stream.uncork();
  };
  // The overloads of `query` cannot be restated one by one here: every call is passed through as it came, except
  // Kysely's (text, values), which may get a name.
  client.query = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      client.connection.stream.cork();
      queueMicrotask(uncork);
    }
    const [text, values] = args;
    if (args.length === 2 && typeof text === "string" && Array.isArray(values)) {
      const name = preparedName(text, values, prepared);
      if (name) return query({ name, text, values });
    }
    return query(...args);
  }) as typeof client.query;
}
