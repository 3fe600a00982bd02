// A TCP port free on 127.0.0.1 right now, for servers started by tests and benches.
import net from "node:net";

export async function freePort() {
  const s = net.createServer();
  await new Promise((r) => s.listen(0, "127.0.0.1", r));
  const port = s.address().port;
  await new Promise((r) => s.close(() => r()));
  return port;
}
