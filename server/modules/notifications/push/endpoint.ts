import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Push endpoints are URLs a browser hands us and the server then POSTs to, so
 * they are checked against server-side request forgery: https on the default
 * port, a public host name (never an IP literal, never localhost or an internal
 * name), and at send time every address the name resolves to must be public.
 * PUSH_ALLOW_LOOPBACK=true (tests only) also lets http://127.0.0.1, ::1 and
 * localhost through, for the fake push service; private networks stay refused.
 */
const privateRanges = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  privateRanges.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 127], // :: and ::1 (IPv4-mapped addresses, ::ffff:a.b.c.d, are checked against the IPv4 ranges by BlockList itself)
  ["64:ff9b::", 96], // NAT64
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  privateRanges.addSubnet(net, prefix, "ipv6");

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "::1", "localhost"]);
const INTERNAL_SUFFIXES = [".localhost", ".local", ".internal", ".intranet", ".lan", ".home.arpa", ".corp"];

/** "[::1]" → "::1": URL keeps IPv6 literals in brackets. */
const bareHost = (hostname: string) => hostname.replace(/^\[|\]$/g, "").toLowerCase();

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return privateRanges.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why an endpoint is refused, or null when it may be stored. */
export function endpointProblem(raw: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "endpoint must be a URL";
  }
  const host = bareHost(url.hostname);
  if (url.username || url.password) return "endpoint may not carry a user name or password";
  if (allowLoopback && LOOPBACK_HOSTS.has(host) && (url.protocol === "http:" || url.protocol === "https:")) return null;
  if (url.protocol !== "https:") return "endpoint must be an https:// URL";
  if (url.port !== "") return "endpoint must use the default https port";
  if (isIP(host) !== 0) return "endpoint must name the push service's host, not an IP address";
  if (host === "localhost" || !host.includes(".") || INTERNAL_SUFFIXES.some((s) => host.endsWith(s))) return "endpoint must be a public push service";
  return null;
}

/** At send time: refuses a host that now resolves to a private address (DNS may have changed since the subscription). */
export async function assertPublicDestination(raw: string, allowLoopback: boolean): Promise<void> {
  const problem = endpointProblem(raw, allowLoopback);
  if (problem) throw new Error(problem);
  const host = bareHost(new URL(raw).hostname);
  if (allowLoopback && LOOPBACK_HOSTS.has(host)) return;
  const addresses = await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) throw new Error(`push endpoint host ${host} resolves to a private address`);
}
