// Decision 045: a webhook reaches public addresses only, so an admin's URL can't make the server
// call into its own network (cloud metadata at 169.254.169.254, a database on localhost, a router).
// A host named in WEBHOOK_ALLOWED_HOSTS is exempt (an n8n beside the app), and may use http.
// The host's every address is checked when the endpoint is saved and again at each delivery's
// connection (through `lookup`), because DNS may answer differently later.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { msg } from "../../shared/message.ts";
import { badRequest } from "../errors.ts";

// Not globally reachable: IANA's special-purpose registries (RFC 6890 and its updates) for IPv4 and IPv6.
const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private (RFC 1918)
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598)
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay (deprecated)
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and broadcast
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b:1::", 48], // local-use IPv4/IPv6 translation
  ["100::", 64], // discard
  ["2001::", 23], // IETF protocol assignments
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4: embeds an IPv4 address that may be private
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

/**
 * The IPv4 address inside an IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) or NAT64
 * (64:ff9b::a.b.c.d) IPv6 address: judged as that IPv4 address.
 */
function embeddedIpv4(address: string): string | null {
  const groups = expandIpv6(address);
  if (!groups) return null;
  const nat64 = groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0);
  if (!nat64 && (!mapped || (groups[5] === 0 && groups[6] === 0))) return null; // ::, ::1 are IPv6's own
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join(".");
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included), or null. */
function expandIpv6(address: string): number[] | null {
  let text = address.toLowerCase().split("%")[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const bytes = dotted[1].split(".").map(Number);
    text = `${text.slice(0, dotted.index)}${((bytes[0] << 8) | bytes[1]).toString(16)}:${((bytes[2] << 8) | bytes[3]).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === null ? left.length !== 8 : missing < 1) return null;
  const groups = [...left, ...Array(tail === null ? 0 : missing).fill("0"), ...right].map((g) =>
    Number.parseInt(g, 16),
  );
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

/** Whether an address (IPv4 or IPv6, mapped IPv4 included) may be reached from the internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family !== 6) return false;
  const inner = embeddedIpv4(address);
  if (inner !== null) return !blocked.check(inner, "ipv4");
  return !blocked.check(address, "ipv6");
}

/** The URL's host as WEBHOOK_ALLOWED_HOSTS names it: lower case, an IPv6 address without brackets. */
export function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[(.*)\]$/, "$1");
}

export const isAllowedHost = (url: URL, allowedHosts: readonly string[]) => allowedHosts.includes(hostOf(url));

const refusedAddress = (host: string, address: string) =>
  badRequest(
    msg(
      "Webhooks can't be sent to {host}: it is a private, loopback or link-local address ({address}). Use a public HTTPS address, or ask the operator to list the host in WEBHOOK_ALLOWED_HOSTS.",
    ),
    { host, address },
  );

/**
 * Refuses (400) a URL a webhook may not be sent to: not https (http only for an allowed host), or a
 * host with any address that is not public. Resolves the host name with DNS.
 */
export async function checkWebhookUrl(raw: string, allowedHosts: readonly string[]): Promise<URL> {
  const url = new URL(raw);
  const allowed = isAllowedHost(url, allowedHosts);
  if (url.protocol !== "https:" && !(allowed && url.protocol === "http:")) {
    throw badRequest(
      msg(
        "Webhooks are sent over HTTPS only: the URL must start with https:// (plain http:// only for hosts in WEBHOOK_ALLOWED_HOSTS).",
      ),
    );
  }
  if (url.username || url.password) throw badRequest(msg("Leave the user name and password out of the webhook URL."));
  if (allowed) return url;
  const host = hostOf(url);
  const addresses = isIP(host) ? [host] : await resolveAll(host);
  for (const address of addresses) {
    if (!isPublicAddress(address)) throw refusedAddress(host, address);
  }
  return url;
}

async function resolveAll(host: string): Promise<string[]> {
  const found = await new Promise<LookupAddress[]>((resolve) =>
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => resolve(error ? [] : addresses)),
  );
  if (found.length === 0) {
    throw badRequest(msg("The webhook's host {host} could not be found (DNS has no address for it)."), { host });
  }
  return found.map((a) => a.address);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http.request that resolves as usual and refuses the connection when any address
 * is not public: the check at delivery time, on the very addresses the socket connects to.
 */
export function publicOnlyLookup(
  hostname: string,
  options: { all?: boolean; family?: number | string },
  callback: LookupCallback,
): void {
  dnsLookup(hostname, { ...options, all: true, verbatim: true } as never, (error, found: LookupAddress[]) => {
    if (error) return callback(error, []);
    const bad = found.find((a) => !isPublicAddress(a.address));
    if (bad) {
      const refused = Object.assign(new Error(`${hostname} resolves to a non-public address (${bad.address})`), {
        code: "ENOTPUBLIC",
      });
      return callback(refused, []);
    }
    if (options.all) return callback(null, found);
    callback(null, found[0].address, found[0].family);
  });
}
