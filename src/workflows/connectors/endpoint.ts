// The one place every vendor-SDK connector's outbound endpoint goes through before a request is made: the
// URL's scheme and host are checked, then the server's outbound-request policy (outbound.ts: loopback,
// private, link-local and unspecified addresses are refused unless the operator allows them). Each
// connector calls policedEndpoint once per endpoint it will reach, with the URL it will reach. The SDKs
// resolve names again with their own HTTP stacks, so unlike s3 and postgres (whose every connection goes
// through policedLookup) a name re-pointed between this check and the connection is not caught here.
import { Agent, fetch as undiciFetch } from "undici";
import { ConnectorError } from "./common.js";
import {
  checkOutboundHost,
  type OutboundPolicy,
  OutboundRefusedError,
  PUBLIC_ONLY,
  policedLookup,
} from "./outbound.js";

const HTTP = ["http:", "https:"];

/**
 * The endpoint a connector may reach, as a URL; throws ConnectorError (`access_denied`) naming the config
 * field it came from when it may not be reached. `schemes` are the URL schemes the connector speaks.
 */
export function resolveEndpoint(
  connectorType: string,
  endpoint: string,
  field: string,
  schemes: readonly string[] = HTTP,
): URL {
  const refuse = (problem: string) =>
    new ConnectorError(connectorType, "access_denied", `${field} ${problem} (got ${safeUrl(endpoint)})`);
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw refuse(`must be a URL (${schemes.map((scheme) => `${scheme}//`).join(" or ")})`);
  }
  if (!schemes.includes(url.protocol)) {
    throw refuse(`must be a ${schemes.map((scheme) => `${scheme}//`).join(" or ")} URL`);
  }
  if (url.hostname === "") throw refuse("must name a host");
  return url;
}

/** A URL as messages may show it: no credentials, no query (SAS tokens travel in queries). */
export function safeUrl(value: string): string {
  try {
    const url = new URL(value);
    url.username = "";
    url.password = "";
    url.search = "";
    return url.toString();
  } catch {
    return "an invalid URL";
  }
}

/**
 * resolveEndpoint, then the outbound policy: throws ConnectorError (`access_denied`) naming the field when
 * the endpoint's host resolves to an address the policy refuses.
 */
export async function policedEndpoint(
  connectorType: string,
  endpoint: string,
  field: string,
  policy: OutboundPolicy | undefined,
  schemes: readonly string[] = HTTP,
): Promise<URL> {
  const url = resolveEndpoint(connectorType, endpoint, field, schemes);
  await checkPolicy(connectorType, url, field, policy);
  return url;
}

/** The outbound policy for an endpoint already resolved (a connector that resolves it up front). */
export async function checkPolicy(
  connectorType: string,
  url: URL,
  field: string,
  policy: OutboundPolicy | undefined,
): Promise<void> {
  try {
    await checkOutboundHost(url.toString(), policy ?? PUBLIC_ONLY);
  } catch (error) {
    if (error instanceof OutboundRefusedError) {
      throw new ConnectorError(connectorType, "access_denied", `${field}: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * A fetch for vendor SDKs that take one (dropbox, the Graph calls): each request's URL goes through the
 * outbound policy before it is sent, and its connection resolves names through the policy's lookup, so a
 * name re-pointed at a private address after the check is refused too. `rewrite` moves a request to an
 * endpoint the operator set (a proxy, or a stand-in in tests) before the check.
 */
export function policedFetch(
  connectorType: string,
  field: string,
  policy: OutboundPolicy | undefined,
  rewrite?: (url: URL) => URL,
): typeof fetch {
  const agent = new Agent({ connect: { lookup: policedLookup(policy ?? PUBLIC_ONLY) } });
  const policed = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const given = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const url = rewrite ? rewrite(given) : given;
    await checkPolicy(connectorType, url, field, policy);
    // No redirect is followed unless the caller asks (Graph's download does, by hand): a connection check
    // answered by a redirect is a failure, not a success somewhere else.
    const options = { redirect: "manual", ...(init ?? {}), dispatcher: agent } as unknown as Parameters<
      typeof undiciFetch
    >[1];
    return (await undiciFetch(url, options)) as unknown as Response;
  };
  return policed as typeof fetch;
}
