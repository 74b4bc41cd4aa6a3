// Secrets a client stores once and connector configs refer to (`POST /api/v1/users/secrets`), as the
// hosted service defines them: the client takes the server's public key
// (`GET /api/v1/users/secrets/encryption-certificate`), encrypts the secret with it — RSA-OAEP (SHA-256)
// for a short value (`rsa`), or AES-256-CFB under a random key that RSA-OAEP encrypts (`rsa_aes`) —
// and sends the result; the answer is a SecretReference ({id, type}) to put in a config in its place.
import { z } from "zod";
import { SECRET_ENCRYPTION_TYPES } from "./config-fields.js";
import { parseOrThrow } from "./validation.js";

/** The most base64 characters an encrypted secret may hold (a service account key is about 3 KB). */
export const MAX_ENCRYPTED_SECRET_CHARS = 256 * 1024;

const base64 = z
  .string()
  .max(MAX_ENCRYPTED_SECRET_CHARS)
  .regex(/^[A-Za-z0-9+/=\s]*$/, "must be base64");

export const EncryptedSecretSchema = z
  .looseObject({
    encrypted_value: base64.min(1).describe("The encrypted secret, base64."),
    type: z
      .enum(SECRET_ENCRYPTION_TYPES)
      .nullish()
      .describe("rsa (the default without an AES key) or rsa_aes (with encrypted_aes_key and aes_iv)."),
    encrypted_aes_key: base64
      .nullish()
      .describe("rsa_aes: the AES-256 key, RSA-OAEP (SHA-256) encrypted, base64."),
    aes_iv: base64.nullish().describe("rsa_aes: the 16-byte AES-CFB initialisation vector, base64."),
  })
  .meta({ id: "EncryptedSecret", description: "A secret encrypted with the server's public key." });

export type EncryptedSecret = z.infer<typeof EncryptedSecretSchema>;

export const EncryptionCertificateResponseSchema = z
  .object({
    encryption_certificate: z
      .string()
      .describe("docflow: the server's RSA public key (PEM, SubjectPublicKeyInfo), to encrypt secrets with."),
    ca_chain: z.string().describe("docflow: empty; the key is not certified by a CA."),
  })
  .meta({ id: "EncryptionCertificateResponse", description: "What secrets are encrypted with." });

export function parseEncryptedSecret(body: unknown): EncryptedSecret {
  return parseOrThrow(EncryptedSecretSchema, body);
}
