// nginx (Debian's package) balancing over shop instances on this machine, for the multi-instance suite
// (faults/scale-out.test.ts) and the benches through nginx (bench/load-nginx.mjs, bench/rolling-restart.mjs). The settings are
// those of deploy/nginx.conf, in a throwaway prefix directory with its own pid, logs and temp files.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p)) ?? null;

function ppidOf(pid) {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
  } catch {
    return null;
  }
}

/** The configuration: one upstream per instance, pooled keep-alive connections, retries on the other instance. */
export function nginxConf({ dir, port, upstreams, workers = 1 }) {
  return `
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  client_max_body_size 22m;
  gzip off;
  upstream shop {
${upstreams.map((u) => `    server ${new URL(u).host} max_fails=1 fail_timeout=5s;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # the edge proxy sets the client address (a client-sent X-Forwarded-For is not passed on)
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      # an instance that dies mid-request: retry on the other (checkout carries an Idempotency-Key)
      proxy_next_upstream error timeout http_502 http_503 non_idempotent;
    }
  }
}`;
}

/**
 * Starts nginx in front of `upstreams` (shop base URLs) on a free port and waits until /readyz answers
 * through it. Returns its URL, its error log and stop().
 */
export async function startNginx({ upstreams, workers = 1 }) {
  if (!NGINX) throw new Error("nginx is not installed (apt-get install -y nginx)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-nginx-"));
  const port = await freePort();
  const confFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(confFile, nginxConf({ dir, port, upstreams, workers }));
  const child = spawn(NGINX, ["-p", dir, "-c", confFile, "-g", "daemon off;"], { stdio: ["ignore", "ignore", "inherit"] });
  const exited = new Promise((r) => child.once("exit", r));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => (fs.existsSync(path.join(dir, "error.log")) ? fs.readFileSync(path.join(dir, "error.log"), "utf8") : "");
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${errorLog()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    errorLog,
    /** The master's and its workers' process ids. */
    pids: () => [
      child.pid,
      ...fs
        .readdirSync("/proc")
        .filter((d) => /^\d+$/.test(d) && ppidOf(d) === child.pid)
        .map(Number),
    ],
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
