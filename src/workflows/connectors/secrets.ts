// Secrets in connector configs: sealed (AES-256-GCM) before they reach the store, opened only to build a
// connector, and shown as "**********" in API answers. The key comes from DOCFLOW_SECRET_KEY, or, when that
// is unset, from a random key generated once into the data directory (readable by the owner only).
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdf,
  randomBytes,
  scrypt,
  timingSafeEqual,
} from "node:crypto";
import { chmod, link, mkdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { connectorSecretFields } from "../../contract/connector-configs.js";

/**
 * What a secret looks like in an API answer. Ten asterisks is how pydantic renders a SecretStr, which is
 * how the hosted service (a FastAPI app) models connector secrets.
 */
export const REDACTED = "**********";

export const SECRET_KEY_ENV = "DOCFLOW_SECRET_KEY";
export const SECRET_KEY_FILE = "secret.key";

const FORMAT = "v1";
/** The "type" server values are sealed under: no connector type has this name. */
const SERVER_VALUES = "docflow-server";
const KEY_ID_BYTES = 4;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const MIN_PASSPHRASE_CHARS = 16;
// A fixed salt is enough here: the passphrase is stretched once per process, and what scrypt buys is the
// cost of guessing a weak passphrase from a stolen database.
const SCRYPT_SALT = "docflow/connector-secrets/v1";
const SCRYPT_OPTIONS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface SecretKey {
  /** The AES-256 key. */
  readonly key: Buffer;
  /** A short fingerprint stored with every sealed value, so a wrong key is told apart from tampering. */
  readonly id: string;
  readonly source: "env" | "file";
  /** The key file, when the key came from the data directory. */
  readonly file?: string;
}

/** A sealed value that cannot be opened, or a key that cannot be loaded. Never carries secret material. */
export class SecretsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretsError";
  }
}

export interface SealedValue {
  $sealed: string;
}

export function isSealed(value: unknown): value is SealedValue {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    typeof (value as { $sealed?: unknown }).$sealed === "string"
  );
}

// ---------------------------------------------------------------------------------------------------------
// Which fields are secret

/**
 * What a field name gives away, for the fields no schema declares: the extra fields of a loose config
 * (astradb's) and the configs of types docflow does not know. A declared field is what its schema says
 * (`secret()` in the contract), whatever its name; the connector tests check that every declared field
 * whose name looks like this is declared secret, or listed as not one with the reason.
 */
const SECRET_WORDS = /(secret|password|passwd|passphrase|token|credential|cred|key|connection_string)/;
// Names that contain one of the words but identify rather than authenticate: `client_id`, `api_key_id`,
// `record_id_key` (a column name), `key_column`, `token_url`.
const NOT_SECRET = /(^|_)ids?$|_id_|record_id_key|_key_id$|_column$|_field$|_url$|_endpoint$|^keyspace$/;

/** Whether a field's name looks like a secret's (see SECRET_WORDS). */
export function looksSecret(name: string): boolean {
  const lower = name.toLowerCase();
  return !NOT_SECRET.test(lower) && SECRET_WORDS.test(lower);
}

/**
 * Whether a config field holds a secret: a top-level field of a known type as its schema declares it;
 * any other field (nested, a loose config's extra, an unknown type's) when its name looks secret.
 */
export function isSensitiveField(type: string, name: string, nested = false): boolean {
  const declared = nested ? undefined : connectorSecretFields(type);
  if (declared?.secrets.has(name)) return true;
  if (declared?.fields.has(name)) return false;
  return looksSecret(name);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Calls `fn` for each secret field of `config`, nested objects included, and builds a copy with what it
 * returns. Only fields with a value are visited: an absent or null secret stays visibly unset.
 */
function mapSecrets(
  type: string,
  config: Record<string, unknown>,
  fn: (value: unknown, path: string[]) => unknown,
  path: string[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(config)) {
    const here = [...path, name];
    if (
      value !== undefined &&
      value !== null &&
      (isSealed(value) || isSensitiveField(type, name, path.length > 0))
    ) {
      out[name] = fn(value, here);
    } else if (isPlainObject(value)) {
      out[name] = mapSecrets(type, value, fn, here);
    } else {
      out[name] = value;
    }
  }
  return out;
}

/** The plain secret strings of an opened config: error messages are scrubbed of them. */
export function secretValues(type: string, config: Record<string, unknown>): string[] {
  const found: string[] = [];
  mapSecrets(type, config, (value) => {
    const text = typeof value === "string" ? value : JSON.stringify(value);
    // Very short values (an empty token, "x") would scrub ordinary words out of messages.
    if (text.length >= 4) found.push(text);
    return value;
  });
  return found;
}

/**
 * What a connector's messages are scrubbed of: the declared secrets of its config (secretValues) and the
 * values it derives from them (a password inside a URI, a key inside a connection string).
 */
export function messageSecrets(
  type: string,
  config: object,
  ...derived: (string | null | undefined)[]
): string[] {
  const values = secretValues(type, config as Record<string, unknown>);
  for (const value of derived) if (value && value.length >= 4) values.push(value);
  return [...new Set(values)];
}

/** Replaces every occurrence of the given secrets in `text`. */
export function scrubSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (secret.length > 0) out = out.split(secret).join(REDACTED);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Sealing

function keyId(key: Buffer): string {
  return createHmac("sha256", key)
    .update("docflow key id")
    .digest()
    .subarray(0, KEY_ID_BYTES)
    .toString("hex");
}

function secretKey(key: Buffer, source: SecretKey["source"], file?: string): SecretKey {
  return file === undefined ? { key, id: keyId(key), source } : { key, id: keyId(key), source, file };
}

// Binds each sealed value to its connector type and field, so one cannot be moved into another field.
function associatedData(type: string, path: readonly string[]): Buffer {
  return Buffer.from(`docflow:${type}:${path.join(".")}`, "utf8");
}

function sealValue(type: string, path: readonly string[], value: unknown, key: SecretKey): SealedValue {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key.key, iv);
  cipher.setAAD(associatedData(type, path));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  const payload = Buffer.concat([Buffer.from(key.id, "hex"), iv, cipher.getAuthTag(), body]);
  return { $sealed: `${FORMAT}:${payload.toString("base64")}` };
}

function openValue(type: string, path: readonly string[], sealed: SealedValue, key: SecretKey): unknown {
  const field = `'${path.join(".")}' of the ${type} connector config`;
  const [format, encoded, ...rest] = sealed.$sealed.split(":");
  if (format !== FORMAT || encoded === undefined || rest.length > 0) {
    throw new SecretsError(
      `the sealed value of ${field} has an unknown format (expected "${FORMAT}:<base64>")`,
    );
  }
  const payload = Buffer.from(encoded, "base64");
  if (payload.length < KEY_ID_BYTES + IV_BYTES + TAG_BYTES) {
    throw new SecretsError(`the sealed value of ${field} is truncated`);
  }
  const storedId = payload.subarray(0, KEY_ID_BYTES);
  if (!timingSafeEqual(storedId, Buffer.from(key.id, "hex"))) {
    throw new SecretsError(
      `the sealed value of ${field} was sealed with a different secret key (key id ${storedId.toString("hex")}, ` +
        `this server's is ${key.id}): start the server with the ${SECRET_KEY_ENV} it had when the connector was saved, ` +
        "or update the connector with its secrets again",
    );
  }
  const iv = payload.subarray(KEY_ID_BYTES, KEY_ID_BYTES + IV_BYTES);
  const tag = payload.subarray(KEY_ID_BYTES + IV_BYTES, KEY_ID_BYTES + IV_BYTES + TAG_BYTES);
  const body = payload.subarray(KEY_ID_BYTES + IV_BYTES + TAG_BYTES);
  let text: string;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key.key, iv);
    decipher.setAAD(associatedData(type, path));
    decipher.setAuthTag(tag);
    text = Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretsError(
      `the sealed value of ${field} failed its integrity check: it was altered, corrupted or moved from another field`,
    );
  }
  return JSON.parse(text) as unknown;
}

/**
 * Seals a value kept outside connector configs (a user secret, the server's own keys), bound to `label`
 * as a config value is bound to its type and field: it opens only under the same label.
 */
export function sealServerValue(label: readonly string[], value: unknown, key: SecretKey): SealedValue {
  return sealValue(SERVER_VALUES, label, value, key);
}

/** Opens what sealServerValue sealed under the same label; throws SecretsError. */
export function openServerValue(label: readonly string[], sealed: SealedValue, key: SecretKey): unknown {
  return openValue(SERVER_VALUES, label, sealed, key);
}

/** Encrypts every secret field of `config`; values already sealed are kept as they are. */
export function sealConfig(
  type: string,
  config: Record<string, unknown>,
  key: SecretKey,
): Record<string, unknown> {
  return mapSecrets(type, config, (value, path) =>
    isSealed(value) ? value : sealValue(type, path, value, key),
  );
}

/** Decrypts every sealed field; fields stored before secrets were sealed pass through. Throws SecretsError. */
export function openConfig(
  type: string,
  config: Record<string, unknown>,
  key: SecretKey,
): Record<string, unknown> {
  return mapSecrets(type, config, (value, path) =>
    isSealed(value) ? openValue(type, path, value, key) : value,
  );
}

/** The config as an API answer shows it: every secret, sealed or not, replaced by "**********". */
export function redactConfig(type: string, config: Record<string, unknown>): Record<string, unknown> {
  return mapSecrets(type, config, (value) => (value === "" ? value : REDACTED));
}

/**
 * Deep copy of any value with the secret fields of every object in it redacted (for error inputs).
 * `nested`: the value is not a config itself but sits inside one (or is a field's input).
 */
export function redactDeep(type: string, value: unknown, nested = false): unknown {
  if (Array.isArray(value)) return value.map((item) => redactDeep(type, item, nested));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, inner] of Object.entries(value)) {
    out[name] =
      inner !== undefined &&
      inner !== null &&
      inner !== "" &&
      (isSealed(inner) || isSensitiveField(type, name, nested))
        ? REDACTED
        : redactDeep(type, inner, true);
  }
  return out;
}

/**
 * Fields that say where a connector's secrets are sent: a host, port, endpoint, bucket or account. A secret
 * given for one place is not sent to another on the strength of the placeholder (see restoreRedacted).
 */
const DESTINATION_FIELD =
  /(^|_)(host|hostname|hosts|port|endpoint|endpoint_url|url|uri|remote_url|server|servers|bucket|account|account_name|account_url|domain|address|region|cluster|database_url|connection_url)$/;

export function isDestinationField(type: string, name: string): boolean {
  const lower = name.toLowerCase();
  return !isSensitiveField(type, lower) && DESTINATION_FIELD.test(lower);
}

/** The placeholder was sent back for a secret while the connector's destination changed. */
export class SecretRebindError extends Error {
  /** Path of the secret field inside the config. */
  readonly field: string[];
  /** The destination fields that changed. */
  readonly moved: string[];
  constructor(field: string[], moved: string[]) {
    super(
      `'${field.join(".")}' must be given again: ${moved.map((name) => `'${name}'`).join(", ")} changed, and a stored secret is only sent where it was given ("${REDACTED}" is refused).`,
    );
    this.name = "SecretRebindError";
    this.field = field;
    this.moved = moved;
  }
}

/**
 * What of a destination value says where: a URL's scheme, user, host and port (s3://bucket/a/ and
 * s3://bucket/b/ send the secret to the same bucket), anything else as it is.
 */
function whereOf(value: unknown): unknown {
  if (typeof value !== "string" || !/^[a-z][a-z0-9+.-]*:\/\//i.test(value.trim())) return value ?? null;
  try {
    const url = new URL(value.trim());
    return `${url.protocol}//${url.username}@${url.host}`.toLowerCase();
  } catch {
    return value;
  }
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(whereOf(a)) === JSON.stringify(whereOf(b));

/** The destination fields whose value differs between two configs (nested objects included). */
export function movedDestinationFields(
  type: string,
  incoming: Record<string, unknown>,
  previous: Record<string, unknown>,
  path: string[] = [],
): string[] {
  const moved: string[] = [];
  for (const name of new Set([...Object.keys(incoming), ...Object.keys(previous)])) {
    const next = incoming[name];
    const before = previous[name];
    if (isDestinationField(type, name)) {
      if (!sameValue(next, before)) moved.push([...path, name].join("."));
    } else if (isPlainObject(next) && isPlainObject(before)) {
      moved.push(...movedDestinationFields(type, next, before, [...path, name]));
    }
  }
  return moved;
}

/**
 * An update replaces the whole config, and a client that read the connector back only has "**********"
 * for its secrets: where the update still carries that placeholder, the previous value is kept — as long
 * as the secret still goes where it was given. When a destination field (host, port, endpoint, bucket,
 * account) changed, a placeholder is refused with SecretRebindError naming the secret: otherwise anyone
 * who may edit the connector could point it at their own server and receive the stored password. Both
 * configs are plain (opened), and so is the result. `compareWith` is the incoming config with the
 * defaults filled in, when known, so that omitting a defaulted field is not a move.
 */
export function restoreRedacted(
  type: string,
  incoming: Record<string, unknown>,
  previous: Record<string, unknown>,
  compareWith: Record<string, unknown> = incoming,
): Record<string, unknown> {
  const moved = movedDestinationFields(type, compareWith, previous);
  const walk = (
    next: Record<string, unknown>,
    prev: Record<string, unknown>,
    path: string[],
  ): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(next)) {
      const before = prev[name];
      if (value === REDACTED && isSensitiveField(type, name, path.length > 0) && before !== undefined) {
        if (moved.length > 0) throw new SecretRebindError([...path, name], moved);
        out[name] = before;
      } else if (isPlainObject(value) && isPlainObject(before))
        out[name] = walk(value, before, [...path, name]);
      else out[name] = value;
    }
    return out;
  };
  return walk(incoming, previous, []);
}

// ---------------------------------------------------------------------------------------------------------
// The key

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  keylen: number,
  options: typeof SCRYPT_OPTIONS,
) => Promise<Buffer>;

const hkdfAsync = promisify(hkdf);

/** The key from a passphrase (what DOCFLOW_SECRET_KEY holds), stretched with scrypt. */
export async function secretKeyFromPassphrase(passphrase: string): Promise<SecretKey> {
  if (passphrase.length < MIN_PASSPHRASE_CHARS) {
    throw new SecretsError(
      `${SECRET_KEY_ENV} is too short (${passphrase.length} characters); use at least ${MIN_PASSPHRASE_CHARS}, ` +
        "for example the output of `openssl rand -base64 32`",
    );
  }
  return secretKey(await scryptAsync(passphrase, SCRYPT_SALT, 32, SCRYPT_OPTIONS), "env");
}

async function keyFromRandom(material: Buffer, file: string): Promise<SecretKey> {
  const derived = Buffer.from(await hkdfAsync("sha256", material, "", "docflow connector secrets v1", 32));
  return secretKey(derived, "file", file);
}

async function readKeyFile(file: string): Promise<SecretKey> {
  const info = await stat(file);
  if (process.platform !== "win32" && (info.mode & 0o077) !== 0) {
    throw new SecretsError(
      `the secret key file ${file} can be read by other users (mode ${(info.mode & 0o777).toString(8)}); ` +
        `run \`chmod 600 ${file}\`, or set ${SECRET_KEY_ENV}`,
    );
  }
  const material = Buffer.from((await readFile(file, "utf8")).trim(), "base64");
  if (material.length !== 32) {
    throw new SecretsError(
      `the secret key file ${file} does not hold a 32-byte base64 key; restore it from a backup, or set ${SECRET_KEY_ENV}`,
    );
  }
  return keyFromRandom(material, file);
}

/**
 * The key that seals connector secrets: from DOCFLOW_SECRET_KEY when set (several processes sharing one
 * database must all be given the same one), else `<dataDir>/secret.key`, created on first use with mode
 * 0600. Two processes starting at once on one data directory end up with the same key.
 */
export async function loadSecretKey(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<SecretKey> {
  const passphrase = env[SECRET_KEY_ENV];
  if (passphrase !== undefined && passphrase !== "") return secretKeyFromPassphrase(passphrase);

  const file = join(dataDir, SECRET_KEY_FILE);
  try {
    return await readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  // Written under a private name and linked into place: link fails if another process won the race,
  // and nobody ever reads a half-written key.
  const temp = join(dataDir, `.${SECRET_KEY_FILE}.${process.pid}.${randomBytes(4).toString("hex")}`);
  await writeFile(temp, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600, flag: "wx" });
  await chmod(temp, 0o600);
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    await unlink(temp);
  }
  return readKeyFile(file);
}
