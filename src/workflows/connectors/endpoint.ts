// The one place every vendor-SDK connector's outbound endpoint goes through before a request is made: the
// URL's scheme and host are checked, then the server's outbound-request policy (outbound.ts: loopback,
// private, link-local and unspecified addresses are refused unless the operator allows them). Each
// connector calls policedEndpoint once per endpoint it will reach, with the URL it will reach. The SDKs
// resolve names again with their own HTTP stacks, so unlike s3 and postgres (whose every connection goes
// through policedLookup) a name re-pointed between this check and the connection is not caught here.
import { ConnectorError } from "./common.js";
import { checkOutboundHost, type OutboundPolicy, OutboundRefusedError, PUBLIC_ONLY } from "./outbound.js";

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
      throw new ConnectorError(connectorType, "access_denied", `${field}: ${error.message}`);
    }
    throw error;
  }
}
