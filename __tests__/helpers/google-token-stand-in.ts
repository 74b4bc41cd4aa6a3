// Google's OAuth2 token endpoint for a service account, as the Google stand-ins (gcs, google_drive) serve
// it: POST /token with a form of grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer and the account's
// RS256-signed JWT as `assertion` (RFC 7523), answered with {access_token, expires_in, token_type:
// "Bearer"}; the key pair is generated here, and `serviceAccountKey` is a JSON key whose token_uri is the
// stand-in's own /token.
import { generateKeyPairSync, randomBytes, verify } from "node:crypto";

/** google-auth-library names Google's own token URL as the JWT's audience whatever the key's token_uri. */
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

export interface GoogleTokenEndpoint {
  /** A service account JSON key whose token_uri is `${base}/token`. */
  serviceAccountKey(base: string): string;
  /** The answer to POST /token with this form body, at a stand-in served from `base`. */
  answer(form: string, base: string): { status: number; payload: unknown };
  /** Whether an Authorization header carries a token granted here that has not expired or been revoked. */
  authorized(authorization: string | undefined): boolean;
  /** The tokens granted so far, in order. */
  granted: string[];
  /** The expires_in of the next grants, in seconds. */
  tokenLifetime: number;
  /** Makes every granted token invalid, as a revoked key's are. */
  revoke(): void;
}

/**
 * A token endpoint for the account `email`, granting only assertions signed with its key, issued by it,
 * for Google's token URL or the stand-in's, asking a scope that contains `scope`, and not expired.
 */
export function googleTokenEndpoint(email: string, scope: string): GoogleTokenEndpoint {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  /** Granted token → when it expires (ms). */
  const tokens = new Map<string, number>();
  const validAssertion = (assertion: string, audiences: readonly string[]): boolean => {
    const [header, claims, signature] = assertion.split(".");
    if (!header || !claims || !signature) return false;
    const signed = verify(
      "RSA-SHA256",
      Buffer.from(`${header}.${claims}`),
      publicKey,
      Buffer.from(signature, "base64url"),
    );
    const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
      iss?: string;
      aud?: string;
      scope?: string;
      exp?: number;
    };
    return (
      signed &&
      body.iss === email &&
      audiences.includes(body.aud ?? "") &&
      typeof body.scope === "string" &&
      body.scope.includes(scope) &&
      (body.exp ?? 0) * 1000 > Date.now()
    );
  };
  const endpoint: GoogleTokenEndpoint = {
    serviceAccountKey: (base) =>
      JSON.stringify({
        type: "service_account",
        project_id: "docflow-test",
        private_key_id: "k1",
        private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
        client_email: email,
        token_uri: `${base}/token`,
      }),
    answer(body, base) {
      const form = new URLSearchParams(body);
      if (
        form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer" ||
        !validAssertion(form.get("assertion") ?? "", [GOOGLE_TOKEN_URL, `${base}/token`])
      ) {
        return {
          status: 400,
          payload: { error: "invalid_grant", error_description: "Invalid JWT Signature." },
        };
      }
      const token = `ya29.${randomBytes(16).toString("hex")}`;
      tokens.set(token, Date.now() + endpoint.tokenLifetime * 1000);
      endpoint.granted.push(token);
      return {
        status: 200,
        payload: { access_token: token, expires_in: endpoint.tokenLifetime, token_type: "Bearer" },
      };
    },
    authorized(authorization) {
      const bearer = /^Bearer (\S+)$/.exec(authorization ?? "")?.[1] ?? "";
      return (tokens.get(bearer) ?? 0) > Date.now();
    },
    granted: [],
    tokenLifetime: 3599,
    revoke: () => tokens.clear(),
  };
  return endpoint;
}
