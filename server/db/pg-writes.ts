import type pg from "pg";

/**
 * One socket write for every query a pooled connection is handed in one turn of the event loop (decision 045).
 * `pg` corks its socket around each query's five protocol messages, so each query is one `writev`; in pipeline mode a
 * checkout hands a connection several queries at once (its reads, the stock and the counters, the writes with the
 * COMMIT), and a `writev` is a system call, which cost this shop ~30 % of its CPU under load on PostgreSQL. Here the
 * socket is corked at the first query of a turn and uncorked once the turn's synchronous work is done (a microtask),
 * so the queries of one batch leave in one write, in the order they were handed in. Nothing waits longer: the
 * uncork runs before any I/O does.
 */
export function oneWritePerTurn(pooled: pg.PoolClient): void {
  // A pool's clients are pg.Client instances; the pool's typings leave their `connection` out.
  const client = pooled as pg.PoolClient & Pick<pg.Client, "connection">;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let corked = false;
  const uncork = () => {
    corked = false;
    client.connection.stream.uncork();
  };
  // The overloads of `query` cannot be restated one by one here: every call is passed through as it came.
  client.query = ((...args: unknown[]) => {
    if (!corked) {
      corked = true;
      client.connection.stream.cork();
      queueMicrotask(uncork);
    }
    return query(...args);
  }) as typeof client.query;
}
