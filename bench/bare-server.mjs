// The baseline: a bare Node `http` server returning a fixed buffer (the bytes of the product list).
// usage: node bench/bare-server.mjs PORT FILE
import fs from "node:fs";
import http from "node:http";

const [port, file] = process.argv.slice(2);
const body = fs.readFileSync(file);
http
  .createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": body.length });
    res.end(body);
  })
  .listen(Number(port), () => process.send?.("ready"));
