// Secrets stored once and referred to from connector configs, as the hosted service has them:
// GET /users/secrets/encryption-certificate answers the public key a client encrypts a secret with, and
// POST /users/secrets takes the encrypted secret and answers the reference ({id, type}) a config puts in
// the secret's place (workflows/connectors/secret-references.ts). The secret is never answered back.
import type { FastifyInstance } from "fastify";
import { parseEncryptedSecret } from "../../contract/user-secrets.js";
import { ContractValidationError, valueError } from "../../contract/validation.js";
import {
  encryptionKey,
  SecretSubmissionError,
  storeUserSecret,
} from "../../workflows/connectors/secret-references.js";
import type { WorkflowApiContext } from "./context.js";
import { USER_SECRET_ROUTE_SCHEMAS } from "./openapi.js";

export async function userSecretRoutes(app: FastifyInstance, ctx: WorkflowApiContext): Promise<void> {
  const { store, secretKey } = ctx;

  app.get(
    "/users/secrets/encryption-certificate",
    { schema: USER_SECRET_ROUTE_SCHEMAS.certificate },
    async () => {
      const { publicPem } = await encryptionKey(store, secretKey);
      // A public key where the hosted service answers a certificate: its clients take either.
      return { encryption_certificate: publicPem, ca_chain: "" };
    },
  );

  app.post("/users/secrets", { schema: USER_SECRET_ROUTE_SCHEMAS.store }, async (request) => {
    const body = parseEncryptedSecret(request.body);
    try {
      const reference = await storeUserSecret(store, secretKey, body);
      request.log.info({ secret: reference.id, type: reference.type }, "user secret stored");
      return reference;
    } catch (error) {
      if (!(error instanceof SecretSubmissionError)) throw error;
      throw new ContractValidationError([valueError(["body", error.field], error.message, "**********")]);
    }
  });
}
