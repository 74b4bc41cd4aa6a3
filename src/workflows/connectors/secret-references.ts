// Secret references in connector configs: a secret field (the hosted service allows it for the Google
// `service_account_key`) may hold `{id, type}` instead of the secret, naming a secret the client stored
// with `POST /api/v1/users/secrets`. Storing: the client encrypts the secret with the server's RSA public
// key (a 3072-bit key made once and kept in the store, sealed with the server's secret key, so every
// process sharing the store holds the same), the server decrypts it and keeps it sealed like any connector
// secret. Using: where a connector is built from its config (a job, a connection check), each reference is
// replaced by the secret, which error messages and logs are then scrubbed of like any other.
import {
  constants,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateDecrypt,
  randomUUID,
} from "node:crypto";
import { promisify } from "node:util";
import { isSecretReference, type SecretReference } from "../../contract/config-fields.js";
import type { EncryptedSecret } from "../../contract/user-secrets.js";
import type { WorkflowStore } from "../store/types.js";
import {
  isSensitiveField,
  openServerValue,
  type SealedValue,
  type SecretKey,
  SecretsError,
  sealServerValue,
} from "./secrets.js";

const generateKeyPairAsync = promisify(generateKeyPair);

const ENCRYPTION_KEY_NAME = "user-secrets-rsa";
const RSA_BITS = 3072;
const AES_KEY_BYTES = 32;
const AES_IV_BYTES = 16;

/** A submitted secret that cannot be decrypted; says what is wrong, never anything of the value. */
export class SecretSubmissionError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = "SecretSubmissionError";
  }
}

/** A reference to a secret the store does not hold. */
export class UnknownSecretError extends Error {
  constructor(
    readonly field: string[],
    readonly id: string,
  ) {
    super(
      `'${field.join(".")}' refers to the secret ${id}, which this server does not hold; store it with POST /api/v1/users/secrets`,
    );
    this.name = "UnknownSecretError";
  }
}

interface EncryptionKey {
  privateKey: KeyObject;
  publicPem: string;
}

const keys = new WeakMap<WorkflowStore, Promise<EncryptionKey>>();

/** The server's key pair for secrets in transit: made on first use, then the one the store holds. */
export function encryptionKey(store: WorkflowStore, secretKey: SecretKey): Promise<EncryptionKey> {
  let found = keys.get(store);
  if (!found) {
    found = (async () => {
      const { privateKey } = await generateKeyPairAsync("rsa", { modulusLength: RSA_BITS });
      const candidate = JSON.stringify(
        sealServerValue(
          [ENCRYPTION_KEY_NAME],
          privateKey.export({ type: "pkcs8", format: "pem" }),
          secretKey,
        ),
      );
      // Another process may have stored one first: the stored one is everyone's.
      const stored = JSON.parse(await store.serverKey(ENCRYPTION_KEY_NAME, candidate)) as SealedValue;
      const pem = String(openServerValue([ENCRYPTION_KEY_NAME], stored, secretKey));
      const key = createPrivateKey(pem);
      return {
        privateKey: key,
        publicPem: String(createPublicKey(key).export({ type: "spki", format: "pem" })),
      };
    })();
    found.catch(() => keys.delete(store));
    keys.set(store, found);
  }
  return found;
}

function decode(value: string): Buffer {
  return Buffer.from(value.replace(/\s+/g, ""), "base64");
}

function rsaDecrypt(privateKey: KeyObject, field: string, data: Buffer): Buffer {
  try {
    return privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: "sha256" },
      data,
    );
  } catch {
    throw new SecretSubmissionError(
      field,
      `${field} cannot be decrypted with this server's key: encrypt it with RSA-OAEP (SHA-256) under the key GET /api/v1/users/secrets/encryption-certificate answers`,
    );
  }
}

/** The plain secret of a submission, decrypted as its type says (rsa, or rsa_aes with AES-256-CFB). */
export function decryptSubmission(
  privateKey: KeyObject,
  secret: EncryptedSecret,
): { value: string; type: "rsa" | "rsa_aes" } {
  const type = secret.type ?? (secret.encrypted_aes_key ? "rsa_aes" : "rsa");
  const data = decode(secret.encrypted_value);
  if (type === "rsa") {
    return { value: rsaDecrypt(privateKey, "encrypted_value", data).toString("utf8"), type };
  }
  if (!secret.encrypted_aes_key || !secret.aes_iv) {
    throw new SecretSubmissionError(
      secret.encrypted_aes_key ? "aes_iv" : "encrypted_aes_key",
      "an rsa_aes secret needs encrypted_aes_key and aes_iv",
    );
  }
  const aesKey = rsaDecrypt(privateKey, "encrypted_aes_key", decode(secret.encrypted_aes_key));
  const iv = decode(secret.aes_iv);
  if (aesKey.length !== AES_KEY_BYTES) {
    throw new SecretSubmissionError(
      "encrypted_aes_key",
      `the AES key must be ${AES_KEY_BYTES} bytes (AES-256), not ${aesKey.length}`,
    );
  }
  if (iv.length !== AES_IV_BYTES) {
    throw new SecretSubmissionError("aes_iv", `the AES IV must be ${AES_IV_BYTES} bytes, not ${iv.length}`);
  }
  const decipher = createDecipheriv("aes-256-cfb", aesKey, iv);
  return { value: Buffer.concat([decipher.update(data), decipher.final()]).toString("utf8"), type };
}

/** Decrypts a submitted secret and keeps it sealed; the answer is the reference a config puts in its place. */
export async function storeUserSecret(
  store: WorkflowStore,
  secretKey: SecretKey,
  secret: EncryptedSecret,
): Promise<SecretReference & { type: "rsa" | "rsa_aes" }> {
  const { privateKey } = await encryptionKey(store, secretKey);
  const { value, type } = decryptSubmission(privateKey, secret);
  const id = randomUUID();
  await store.createUserSecret({
    id,
    type,
    sealed: JSON.stringify(sealServerValue(["user_secret", id], value, secretKey)),
  });
  return { id, type };
}

/** Every secret reference in a config's secret fields, with where it sits. */
function references(
  type: string,
  config: Record<string, unknown>,
  path: string[] = [],
): [string[], SecretReference][] {
  const found: [string[], SecretReference][] = [];
  for (const [name, value] of Object.entries(config)) {
    const here = [...path, name];
    if (isSecretReference(value) && isSensitiveField(type, name, path.length > 0)) found.push([here, value]);
    else if (
      typeof value === "object" &&
      value !== null &&
      !Array.isArray(value) &&
      !isSecretReference(value)
    ) {
      found.push(...references(type, value as Record<string, unknown>, here));
    }
  }
  return found;
}

/** Refuses a config that refers to a secret the store does not hold (UnknownSecretError). */
export async function checkSecretReferences(
  store: WorkflowStore,
  type: string,
  config: Record<string, unknown>,
): Promise<void> {
  for (const [path, reference] of references(type, config)) {
    if (!(await store.getUserSecret(reference.id))) throw new UnknownSecretError(path, reference.id);
  }
}

/** The config (opened) with each secret reference replaced by the secret it names. */
export async function resolveSecretReferences(
  store: Pick<WorkflowStore, "getUserSecret">,
  secretKey: SecretKey,
  type: string,
  config: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const found = references(type, config);
  if (found.length === 0) return config;
  const out = structuredClone(config);
  for (const [path, reference] of found) {
    const record = await store.getUserSecret(reference.id);
    if (!record) throw new UnknownSecretError(path, reference.id);
    let value: unknown;
    try {
      value = openServerValue(
        ["user_secret", record.id],
        JSON.parse(record.sealed) as SealedValue,
        secretKey,
      );
    } catch (error) {
      if (error instanceof SecretsError) {
        throw new SecretsError(
          `the secret ${record.id} that '${path.join(".")}' refers to cannot be opened: ${error.message}`,
        );
      }
      throw error;
    }
    let parent: Record<string, unknown> = out;
    for (const name of path.slice(0, -1)) parent = parent[name] as Record<string, unknown>;
    parent[path.at(-1) as string] = value;
  }
  return out;
}
