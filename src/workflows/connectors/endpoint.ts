// The one place every vendor-SDK connector's outbound endpoint goes through before a request is made: the
// URL's scheme and host are checked, then the server's outbound-request policy (outbound.ts: loopback,
// private, link-local and unspecified addresses are refused unless the operator allows them). Each
// connector calls policedEndpoint once per endpoint it will reach, with the URL it will reach. The HTTP
// SDKs are then given the policy's transport (policedDispatcher, or policedFetch over it): its connections
// resolve through policedLookup, and it follows no redirect, failing the request instead.
import { Agent, type Dispatcher, Dispatcher1Wrapper, fetch as undiciFetch } from "undici";
import { ConnectorError } from "./common.js";
import {
  checkOutboundHost,
  isRedirectStatus,
  type OutboundPolicy,
  OutboundRefusedError,
  PUBLIC_ONLY,
  policedLookup,
  RedirectRefusedError,
  redirectRefusal,
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
 * A redirect answer as the error that fails its request: where the request went and where the answer
 * pointed (resolved against it), both without credentials or query. For the SDKs whose own HTTP stack
 * stops at a redirect without following it (their 3xx answer is turned into this), and for the transport.
 */
export function refusedRedirect(
  from: string,
  status: number,
  location: string | string[] | null | undefined,
): RedirectRefusedError {
  const first = [location ?? []].flat()[0];
  let target: string | undefined;
  try {
    target = first === undefined ? undefined : safeUrl(new URL(first, from).href);
  } catch {
    target = undefined;
  }
  return new RedirectRefusedError(safeUrl(from), status, target);
}

/**
 * The ConnectorError of a refused redirect behind `error` (not worth another try; an SDK's own wording,
 * such as "fetch failed", says nothing), naming what was being done; undefined when there is none.
 */
export function redirectFailure(
  connectorType: string,
  doing: string,
  error: unknown,
): ConnectorError | undefined {
  const redirect = redirectRefusal(error);
  if (!redirect) return undefined;
  return new ConnectorError(connectorType, "failed", `${doing} failed: ${redirect.message}`, {
    cause: redirect,
  });
}

type Handler = Dispatcher.DispatchHandler;
type Controller = Parameters<NonNullable<Handler["onResponseStart"]>>[0];

/**
 * Passes every answer on but a redirect, which fails the request with RedirectRefusedError before its
 * consumer sees it: a fetch in "follow" mode (Node's default) then rejects instead of sending the request,
 * credential headers and all, to wherever the redirect points.
 */
class RedirectRefusingHandler implements Handler {
  readonly #inner: Handler;
  readonly #from: string;
  #refused = false;

  constructor(from: string, handler: Handler) {
    // A consumer of undici's older handler interface (Node's own fetch) is adapted to the current one, as
    // Dispatcher1Wrapper does for the dispatchers it wraps (its static is not in undici's typings).
    this.#inner = (Dispatcher1Wrapper as unknown as { wrapHandler(handler: Handler): Handler }).wrapHandler(
      handler,
    );
    this.#from = from;
  }

  onRequestStart(controller: Controller, context: unknown): void {
    this.#inner.onRequestStart?.(controller, context);
  }

  onRequestUpgrade(...args: Parameters<NonNullable<Handler["onRequestUpgrade"]>>): void {
    this.#inner.onRequestUpgrade?.(...args);
  }

  onResponseStart(
    controller: Controller,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
    statusMessage?: string,
  ): void {
    if (isRedirectStatus(statusCode)) {
      this.#refused = true;
      controller.abort(refusedRedirect(this.#from, statusCode, headers.location));
      return;
    }
    this.#inner.onResponseStart?.(controller, statusCode, headers, statusMessage);
  }

  onResponseData(controller: Controller, chunk: Buffer): void {
    if (!this.#refused) this.#inner.onResponseData?.(controller, chunk);
  }

  onResponseEnd(controller: Controller, trailers: Record<string, string | string[] | undefined>): void {
    if (!this.#refused) this.#inner.onResponseEnd?.(controller, trailers);
  }

  onResponseError(controller: Controller, error: Error): void {
    this.#inner.onResponseError?.(controller, error);
  }
}

/** Where a dispatched request goes, as messages may show it. */
function requestUrl(options: Dispatcher.DispatchOptions): string {
  try {
    return safeUrl(new URL(options.path, options.origin ?? undefined).href);
  } catch {
    return safeUrl(String(options.origin ?? ""));
  }
}

/**
 * The outbound policy's HTTP transport, for SDKs that take an undici dispatcher: every connection resolves
 * names through the policy's lookup (a name re-pointed at a private address after the check is refused at
 * connection time), and a redirect answer fails the request with RedirectRefusedError. `legacy`: for
 * Node's own fetch (global `fetch`, which speaks undici's older handler interface).
 */
export function policedDispatcher(policy: OutboundPolicy | undefined, legacy = false): Dispatcher {
  const agent = new Agent({ connect: { lookup: policedLookup(policy ?? PUBLIC_ONLY) } });
  const refusing = agent.compose(
    (dispatch) => (options, handler) =>
      dispatch(options, new RedirectRefusingHandler(requestUrl(options), handler)),
  );
  return legacy ? new Dispatcher1Wrapper(refusing) : refusing;
}

/**
 * A fetch for vendor SDKs that take one (dropbox, google_drive, gcs, pinecone, milvus, astradb, the Graph
 * calls): each request's URL goes through the outbound policy before it is sent, over policedDispatcher
 * (names resolved through the policy's lookup, a redirect answer a RedirectRefusedError, whatever
 * `redirect` mode the SDK asks for). Only a caller that asks for `redirect: "manual"` itself gets the
 * redirect as its answer, to follow it by hand (Graph's download, without the bearer token). `rewrite`
 * moves a request to an endpoint the operator set (a proxy, or a stand-in in tests) before the check.
 */
export function policedFetch(
  connectorType: string,
  field: string,
  policy: OutboundPolicy | undefined,
  rewrite?: (url: URL) => URL,
): typeof fetch {
  const refusing = policedDispatcher(policy);
  const answering = new Agent({ connect: { lookup: policedLookup(policy ?? PUBLIC_ONLY) } });
  const policed = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const given = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const url = rewrite ? rewrite(given) : given;
    await checkPolicy(connectorType, url, field, policy);
    const dispatcher = init?.redirect === "manual" ? answering : refusing;
    const options = { ...(init ?? {}), redirect: "manual", dispatcher } as unknown as Parameters<
      typeof undiciFetch
    >[1];
    return (await undiciFetch(url, options)) as unknown as Response;
  };
  return policed as typeof fetch;
}
