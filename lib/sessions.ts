/**
 * Words for the sessions list: "Chrome on Android" from a User-Agent, and an
 * address cut to the network it came from. Pure; shared by server and tests.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bUCBrowser\//, "UC Browser"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bCriOS\/|\bChrome\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMacintosh\b|\bMac OS X\b/, "Mac"],
  [/\bLinux\b/, "Linux"],
];

const first = (ua: string, table: [RegExp, string][]) => table.find(([re]) => re.test(ua))?.[1] ?? null;

/** "Chrome on Android", "Safari on iPhone", "Firefox on Windows"; "Unknown device" when it says nothing we know. */
export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return "Unknown device";
  const browser = first(ua, BROWSERS);
  const system = first(ua, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "Unknown device";
}

/**
 * The part of an address that says roughly where, never who: IPv4 keeps its
 * first three numbers (203.0.113.*), IPv6 its first three groups (2001:db8:1::*).
 * Only this is stored.
 */
export function maskIp(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip.trim());
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.*`;
  if (/^[0-9a-f:]+$/i.test(ip) && ip.includes(":")) {
    const [head = ""] = ip.toLowerCase().split("::");
    const groups = head.split(":").filter(Boolean).slice(0, 3);
    // "::1" and friends: too short to be a place; say so rather than invent one.
    return groups.length === 0 ? "local" : `${groups.join(":")}::*`;
  }
  return null;
}
