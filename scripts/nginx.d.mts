/** Types of scripts/nginx.mjs for the TypeScript tests. */
export declare const NGINX: string | null;
export declare function nginxConf(opts: { dir: string; port: number; upstreams: string[]; workers?: number }): string;
export declare function startNginx(opts: {
  upstreams: string[];
  workers?: number;
}): Promise<{ url: string; errorLog: () => string; pids: () => number[]; stop: () => Promise<void> }>;
