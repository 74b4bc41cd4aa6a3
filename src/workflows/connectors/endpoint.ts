// The one place every new connector's outbound endpoint goes through before a request is made. Today it
// checks the URL's scheme and that it carries no credentials; the server's outbound-request policy (which
// refuses loopback, private and link-local hosts unless the operator allows them) is applied here too, so
// each connector calls this once per endpoint it will reach, with the URL it will reach.
import { ConnectorError } from "./common.js";

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
