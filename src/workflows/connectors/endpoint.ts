// The one place every new connector's outbound endpoint goes through before a request is made. Today it
// checks the URL is plain http(s) without credentials; the server's outbound-request policy (which refuses
// loopback, private and link-local hosts unless the operator allows them) is applied here too, so each
// connector calls this once per endpoint it will reach, with the URL it will reach.
import { checkHttpUrl } from "../../contract/connector-configs.js";
import { ConnectorError } from "./common.js";

/**
 * The endpoint a connector may reach, as a URL; throws ConnectorError (`access_denied`) naming the field
 * when it may not be reached. `field` is the config field the endpoint came from, for the message.
 */
export function resolveEndpoint(connectorType: string, endpoint: string, field: string): URL {
  const problem = checkHttpUrl(endpoint);
  if (problem) {
    throw new ConnectorError(
      connectorType,
      "access_denied",
      `${field} ${problem} (got ${safeUrl(endpoint)})`,
    );
  }
  return new URL(endpoint);
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
