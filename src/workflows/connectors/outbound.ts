// The outbound-request policy of connectors: before a connector opens a connection, its host is resolved
// the way the connection will resolve it (dns.lookup, which also reads "2130706433", "0x7f.1" and
// /etc/hosts) and refused when any address is loopback, link-local (169.254.169.254, the cloud metadata
// service), private, shared, unspecified, multicast or reserved — unless the operator allowed that host,
// address or range (`docflow serve --allow-host`, DOCFLOW_ALLOW_HOSTS). A connector calls
// `checkOutboundHost(urlOrHost, policy)` right before each connection it opens, so a name re-pointed after
// the config was saved is caught at use. Every connector type applies it the same way.
import { type LookupAddress, lookup as lookupCallback } from "node:dns";
import { lookup } from "node:dns/promises";
import { BlockList, isIP, type LookupFunction } from "node:net";

export interface OutboundPolicy {
  /**
   * Host names (exact, case-insensitive), addresses or CIDR ranges that may be reached although they are
   * not public. Empty: only public addresses.
   */
  allowHosts: readonly string[];
}

/** No exceptions: what a connector uses when no policy was given (library callers, the CLI's jobs). */
export const PUBLIC_ONLY: OutboundPolicy = { allowHosts: [] };

/** The host is not one a connector may reach. The message names the host, never where it resolved to. */
export class OutboundRefusedError extends Error {
  /** Refusals in this process since it started (metrics). */
  static refused = 0;
  readonly host: string;
  constructor(host: string, why: string) {
    OutboundRefusedError.refused++;
    super(
      `The host '${host}' is refused: ${why}. An operator can allow it with docflow serve --allow-host ${host} (or DOCFLOW_ALLOW_HOSTS).`,
    );
    this.name = "OutboundRefusedError";
    this.host = host;
  }
}

/**
 * A server answered a connector's request with a redirect. None is followed: the SDKs would send the
 * request again, with its credential headers, to wherever the answer points (another host, or one inside
 * the network), so a redirect is a failure of the request. The message names where the request went and
 * where the answer pointed (without credentials or query), never a secret.
 */
export class RedirectRefusedError extends Error {
  readonly status: number;
  constructor(from: string, status: number, location: string | undefined) {
    super(
      `${from} answered a redirect (${status})${location ? ` to ${location}` : ""}; redirects are not followed`,
    );
    this.name = "RedirectRefusedError";
    this.status = status;
  }
}

/** Whether an HTTP status is a redirect (304 Not Modified, an answer to a conditional request, is not). */
export function isRedirectStatus(status: number): boolean {
  return status >= 300 && status < 400 && status !== 304;
}

/**
 * The error of class `kind` behind `error`, wherever a connector or its SDK wrapped it (causes, and the
 * errors of an AggregateError such as a connection tried on several addresses); undefined when none is.
 */
function causeOf<T extends Error>(
  error: unknown,
  kind: abstract new (...args: never[]) => T,
  depth = 0,
): T | undefined {
  if (error === null || typeof error !== "object" || depth > 10) return undefined;
  if (error instanceof kind) return error;
  const errors = (error as { errors?: unknown }).errors;
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = causeOf(inner, kind, depth + 1);
      if (found) return found;
    }
  }
  return causeOf((error as { cause?: unknown }).cause, kind, depth + 1);
}

/** The policy's refusal behind `error`, wherever a connector or its SDK wrapped it. */
export function outboundRefusal(error: unknown): OutboundRefusedError | undefined {
  return causeOf(error, OutboundRefusedError);
}

/** The refused redirect behind `error`, wherever a connector or its SDK wrapped it. */
export function redirectRefusal(error: unknown): RedirectRefusedError | undefined {
  return causeOf(error, RedirectRefusedError);
}

/** Ranges that are not the public Internet (RFC 6890 and its successors). */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, cloud metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128],
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated, still routed by some)
  ["ff00::", 8], // multicast
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
] as const) {
  REFUSED.addSubnet(network, prefix, "ipv6");
}

/** An IPv4 address carried inside IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16). */
function embeddedIPv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const pair = hex ?? sixToFour;
  if (!pair) return undefined;
  const high = Number.parseInt(pair[1] as string, 16);
  const low = Number.parseInt(pair[2] as string, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Why an address is not public, or undefined when it is. */
export function nonPublicReason(address: string): string | undefined {
  const family = isIP(address);
  if (family === 0) return "it is not an IP address";
  if (family === 6) {
    const inner = embeddedIPv4(address);
    if (inner !== undefined) return nonPublicReason(inner);
  }
  return REFUSED.check(address, family === 4 ? "ipv4" : "ipv6")
    ? "it resolves to a loopback, private, link-local or reserved address"
    : undefined;
}

interface Allowed {
  names: Set<string>;
  list: BlockList;
}

const compiled = new WeakMap<OutboundPolicy, Allowed>();

function parseEntry(entry: string): { name: string } | { network: string; prefix: number; family: 4 | 6 } {
  const trimmed = entry.trim().replace(/^\[(.*)\]$/, "$1");
  const [network = "", prefixText] = trimmed.split("/");
  const family = isIP(network);
  if (family === 0) {
    if (prefixText !== undefined) throw new Error("a range must start with an IP address");
    if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(trimmed)) {
      throw new Error("expected a host name, an IP address or a CIDR range such as 10.0.0.0/8");
    }
    return { name: trimmed.toLowerCase() };
  }
  const bits = family === 4 ? 32 : 128;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > bits) {
    throw new Error(`the prefix length must be 0 to ${bits}`);
  }
  return { network, prefix, family: family as 4 | 6 };
}

/** What is wrong with an --allow-host entry, or undefined when it is usable. */
export function allowEntryProblem(entry: string): string | undefined {
  try {
    parseEntry(entry);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

function compile(policy: OutboundPolicy): Allowed {
  let allowed = compiled.get(policy);
  if (allowed) return allowed;
  allowed = { names: new Set(), list: new BlockList() };
  for (const entry of policy.allowHosts) {
    const parsed = parseEntry(entry);
    if ("name" in parsed) allowed.names.add(parsed.name);
    else allowed.list.addSubnet(parsed.network, parsed.prefix, parsed.family === 4 ? "ipv4" : "ipv6");
  }
  compiled.set(policy, allowed);
  return allowed;
}

/** The host of a URL ("https://h:9000/x" → "h"), or the argument itself when it is a bare host. */
export function hostOf(urlOrHost: string): string {
  const text = urlOrHost.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    try {
      return new URL(text).hostname.replace(/^\[(.*)\]$/, "$1");
    } catch {
      return text;
    }
  }
  return text.replace(/^\[(.*)\]$/, "$1");
}

function allowedAddress(allowed: Allowed, address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (allowed.list.check(address, family === 4 ? "ipv4" : "ipv6")) return true;
  const inner = family === 6 ? embeddedIPv4(address) : undefined;
  return inner !== undefined && allowed.list.check(inner, "ipv4");
}

/**
 * Resolves the host of `urlOrHost` and throws OutboundRefusedError unless every address it resolves to is
 * public or allowed by `policy`. Unix-socket paths (a leading '/', as pg takes them) are refused unless
 * allowed by name. A name that does not resolve is left to the connection to report.
 */
export async function checkOutboundHost(urlOrHost: string, policy: OutboundPolicy): Promise<void> {
  const host = hostOf(urlOrHost);
  const allowed = compile(policy);
  if (allowed.names.has(host.toLowerCase())) return;
  if (host === "") throw new OutboundRefusedError(host, "no host was given");
  if (host.startsWith("/")) throw new OutboundRefusedError(host, "it is a local socket");
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return;
    }
  }
  const refused = refusal(host, addresses, allowed);
  if (refused) throw refused;
}

function refusal(
  host: string,
  addresses: readonly string[],
  allowed: Allowed,
): OutboundRefusedError | undefined {
  if (allowed.names.has(host.toLowerCase())) return undefined;
  for (const address of addresses) {
    if (allowedAddress(allowed, address)) continue;
    const reason = nonPublicReason(address);
    if (reason) return new OutboundRefusedError(host, reason);
  }
  return undefined;
}

/**
 * A `lookup` for sockets and HTTP agents that applies the policy to the addresses the connection is about
 * to use: a name re-pointed at a private address between the check and the connection (DNS rebinding), or
 * a redirect to such a host, fails here with OutboundRefusedError.
 */
export function policedLookup(policy: OutboundPolicy): LookupFunction {
  const allowed = compile(policy);
  return (hostname, options, callback) => {
    lookupCallback(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) {
        callback(error, "", 4);
        return;
      }
      const refused = refusal(
        hostname,
        found.map((entry) => entry.address),
        allowed,
      );
      if (refused) {
        callback(Object.assign(refused, { code: "EOUTBOUNDREFUSED" }) as NodeJS.ErrnoException, "", 4);
        return;
      }
      if (options.all) (callback as unknown as (e: null, all: LookupAddress[]) => void)(null, found);
      else {
        const first = found[0] as LookupAddress;
        callback(null, first.address, first.family);
      }
    });
  };
}
