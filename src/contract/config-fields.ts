// The field kinds connector configs are made of, as the hosted service (pydantic) reads them: ints and
// bools that may arrive as strings, optional strings that may be null, http(s) endpoints.
import { z } from "zod";
import { secret } from "./connector-facts.js";

// pydantic (the hosted service) takes "5432" for an int and "true" for a bool; clients copy its examples.
export const coerceInt = (value: unknown) =>
  typeof value === "string" && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
export const coerceBool = (value: unknown) => {
  if (typeof value !== "string") return value;
  const lower = value.trim().toLowerCase();
  return lower === "true" ? true : lower === "false" ? false : value;
};

export function intField(min: number, max: number) {
  return z.preprocess(coerceInt, z.int().min(min).max(max));
}

/** An int with a default; null means the default, as the hosted service answers unset fields. */
export function intWithDefault(min: number, max: number, fallback: number) {
  return z.preprocess(
    (value) => (value === null ? undefined : coerceInt(value)),
    z.int().min(min).max(max).default(fallback),
  );
}

export function boolField(fallback: boolean) {
  return z.preprocess(
    (value) => (value === null ? undefined : coerceBool(value)),
    z.boolean().default(fallback),
  );
}

/** An optional string that may also be sent as null (the hosted service answers with nulls). */
export function optionalString() {
  return z.string().nullish();
}

export const recursive = (fallback: boolean) =>
  boolField(fallback).describe(`Also list files in subfolders (default ${fallback}).`);

/** What is wrong with an endpoint URL a config gives, or undefined when it is a plain http(s) URL. */
export function checkHttpUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be an http:// or https:// URL";
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return "must be an http:// or https:// URL";
  // Credentials in a URL would be echoed in errors and logs; every type has fields for them.
  if (url.username || url.password) return "must not carry credentials; give them in their own fields";
  return undefined;
}

/** What an object store's remote_url looks like (`s3://bucket/prefix`, `az://container/prefix`, ...). */
export interface StorageUrlRules {
  /** The whole URL: group 2 the bucket or container, group 3 the path after it. */
  url: RegExp;
  /** The shape, as errors show it: "s3://bucket or s3://bucket/prefix". */
  shape: string;
  /** The service's naming rules for a bucket or container. */
  name: RegExp;
  /** What a valid name is, as errors say it: "bucket name (3 to 63 lowercase letters, ...)". */
  invalid: string;
}

/** A remote_url → the bucket (or container) and the prefix as given without a leading slash. */
export function parseStorageUrl(
  remoteUrl: string,
  rules: StorageUrlRules,
): { name: string; prefix: string } | { error: string } {
  const match = rules.url.exec(remoteUrl.trim());
  if (!match) return { error: `must look like ${rules.shape}` };
  const name = match[2] ?? "";
  if (!rules.name.test(name)) return { error: `'${name}' is not a valid ${rules.invalid}` };
  return { name, prefix: (match[3] ?? "").replace(/^\/+/, "") };
}

/** An http(s) endpoint URL field (checkHttpUrl). */
export const endpointUrl = (description: string) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const problem = checkHttpUrl(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
    })
    .describe(description);

/** How a client encrypted a secret it stored with `POST /api/v1/users/secrets` (the hosted service's names). */
export const SECRET_ENCRYPTION_TYPES = ["rsa", "rsa_aes"] as const;

/**
 * A reference to a secret stored with `POST /api/v1/users/secrets`, in place of the secret itself: the
 * hosted service's SecretReference. The server puts the secret in its place when it uses the connector.
 */
export const SecretReferenceSchema = z
  .strictObject({
    id: z.string().min(1).describe("The id `POST /api/v1/users/secrets` answered."),
    type: z.enum(SECRET_ENCRYPTION_TYPES).nullish(),
  })
  .meta({
    id: "SecretReference",
    description: "A secret stored with POST /api/v1/users/secrets, by its id.",
  });

export type SecretReference = z.infer<typeof SecretReferenceSchema>;

/** Whether a config value is a secret reference rather than the secret. */
export function isSecretReference(value: unknown): value is SecretReference {
  return SecretReferenceSchema.safeParse(value).success;
}

/** A Google service account's JSON key: as a string, or a reference to it stored as a user secret. */
export const serviceAccountKeyField = (description: string) =>
  secret(z.union([z.string().min(1), SecretReferenceSchema]).describe(description));

/**
 * Adds an issue unless `value` is a Google service account's JSON key (with client_email and private_key);
 * a reference is checked when the server puts the secret in its place.
 */
export function checkServiceAccountKey(value: string | SecretReference, ctx: z.RefinementCtx): void {
  if (typeof value !== "string") return;
  let key: unknown;
  try {
    key = JSON.parse(value);
  } catch {
    key = undefined;
  }
  const fields = key && typeof key === "object" ? (key as Record<string, unknown>) : {};
  if (typeof fields.client_email !== "string" || typeof fields.private_key !== "string") {
    ctx.addIssue({
      code: "custom",
      path: ["service_account_key"],
      message: "service_account_key must be a service account's JSON key, with client_email and private_key",
      input: null,
    });
  }
}
