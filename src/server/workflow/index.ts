// The Workflow endpoint (/api/v1): connectors, workflows and jobs over the workflow store. Every operation
// needs an API key; JSON bodies that do not parse are 422s (FastAPI's `json_invalid`), run uploads are
// multipart. Registered by app.ts with the prefix.
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { ContractValidationError } from "../../contract/validation.js";
import { errorMessage } from "../../shared/errors.js";
import type { SecretKey } from "../../workflows/connectors/secrets.js";
import type { WorkflowStore } from "../../workflows/store/types.js";
import type { UploadAdmission } from "../http/admission.js";
import { requireApiKey } from "../http/auth.js";
import { HttpError } from "../http/errors.js";
import { jsonDepth, MAX_JSON_DEPTH, tooDeepMessage } from "../http/json-depth.js";
import type { RouteTable } from "../http/method-not-allowed.js";
import { MULTIPART_LIMITS } from "../http/upload.js";
import type { ServerConfig } from "../settings/config.js";
import type { WorkflowKeys } from "./auth.js";
import { ConnectionChecks } from "./connection-checks.js";
import { connectorRoutes } from "./connectors.js";
import type { WorkflowApiContext } from "./context.js";
import { jobRoutes } from "./jobs.js";
import { userSecretRoutes } from "./user-secrets.js";
import { workflowRoutes } from "./workflows.js";

export const WORKFLOW_PREFIX = "/api/v1";

export interface WorkflowApiOptions {
  config: ServerConfig;
  store: WorkflowStore;
  secretKey: SecretKey;
  keyCheck: WorkflowKeys;
  /** The server's routes, for the 405 (with Allow) of a path served with other methods. */
  routes?: RouteTable | undefined;
  /** Told of every job a run creates, so the runtime claims it at once instead of at its next poll. */
  onJobCreated?: ((jobId: string) => void) | undefined;
  /** The server's in-flight upload budget, shared with the Partition endpoint (admission.ts). */
  admission?: UploadAdmission | undefined;
}

function parseJson(text: string): unknown {
  if (text.trim() === "") return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw new ContractValidationError([
      {
        type: "json_invalid",
        loc: ["body"],
        msg: tooDeepMessage(),
        input: {},
        ctx: { error: tooDeepMessage() },
      },
    ]);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = errorMessage(error);
    throw new ContractValidationError([
      { type: "json_invalid", loc: ["body"], msg: "JSON decode error", input: {}, ctx: { error: message } },
    ]);
  }
}

export const workflowApi: FastifyPluginAsync<WorkflowApiOptions> = async (app, options) => {
  const { config, store, secretKey, keyCheck, onJobCreated, routes, admission } = options;
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { ...MULTIPART_LIMITS, files: config.maxRunFiles + 1, fileSize: config.maxRunBytes + 1 },
  });
  // Before anything is parsed: a request without a key reads no body.
  app.addHook("onRequest", requireApiKey(keyCheck.check, { known: keyCheck.known, scope: "workflows" }));

  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  // Any other body type (a form-encoded body, text, ...) is refused naming what the route takes; the
  // multipart plugin keeps multipart/form-data for run.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("*", (request, _payload, done) => {
    // No route (a 404 or a 405 follows): the body's type is not what is wrong.
    if (request.is404) {
      done(null, undefined);
      return;
    }
    const type = String(request.headers["content-type"] ?? "").slice(0, 100);
    const takes = request.url.split("?")[0]?.replace(/\/+$/, "").endsWith("/run")
      ? "multipart/form-data (the documents in input_files parts) or no body"
      : "application/json";
    done(new HttpError(415, `Unsupported media type '${type}': this operation takes ${takes}.`), undefined);
  });

  const logger = app.log.child({ component: "connectors" });
  const connectorContext = {
    allowDirs: config.allowDirs,
    outbound: { allowHosts: config.allowHosts },
    logger: {
      info: (message: string) => logger.info(message),
      warn: (message: string) => logger.warn(message),
    },
  };
  const checks = new ConnectionChecks(secretKey, connectorContext, store);
  app.addHook("onClose", async () => {
    await checks.close();
  });
  const ctx: WorkflowApiContext = {
    config,
    store,
    secretKey,
    connectorContext,
    checks,
    admission,
    onJobCreated: onJobCreated ?? (() => {}),
  };

  await connectorRoutes(app, ctx);
  await workflowRoutes(app, ctx);
  await jobRoutes(app, ctx);
  await userSecretRoutes(app, ctx);

  const notFound = (_request: FastifyRequest, reply: FastifyReply) => {
    reply.code(404).send({ detail: "Not Found" });
  };
  app.setNotFoundHandler(routes ? routes.notFoundHandler(notFound) : notFound);
};
