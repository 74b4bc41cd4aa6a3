// A Google service account's token, for the connectors that reach Google's APIs (gcs, google_drive): a
// JWT client of google-auth-library, signed with the key, its grant posted through a fetch the connector
// gives (the outbound policy's transport), to the key's token_uri when it names one.
import type { JWT } from "google-auth-library";
import { resolveEndpoint } from "./endpoint.js";

/** Where google-auth-library posts every grant, whatever the key says. */
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

/** The fields of a service account key the token needs. */
export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

/**
 * google-auth-library posts the grant to Google's fixed URL; the key's token_uri says where it goes. The
 * rewrite to give policedFetch, so the grant is checked against the policy where it really goes.
 */
export function tokenUriRewrite(connectorType: string, key: ServiceAccountKey): (url: URL) => URL {
  const tokenUri = key.token_uri
    ? resolveEndpoint(connectorType, key.token_uri, "service_account_key.token_uri")
    : undefined;
  return (url) => (url.href === GOOGLE_TOKEN_URL && tokenUri ? tokenUri : url);
}

/** The service account's JWT client for `scope`, its requests through `fetch`. */
export async function serviceAccountJwt(
  key: ServiceAccountKey,
  scope: string,
  fetch: typeof globalThis.fetch,
): Promise<JWT> {
  const auth = await import("google-auth-library");
  return new auth.JWT({
    email: key.client_email,
    key: key.private_key,
    scopes: [scope],
    transporterOptions: { fetchImplementation: fetch },
  });
}
