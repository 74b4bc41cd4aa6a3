// A workflow with model nodes end to end: documents in an S3-compatible server (s3rver on loopback) are
// partitioned by the engine, enriched with named entities by the OpenAI adapter, chunked by the engine,
// embedded by the Together AI adapter, and written by the postgres destination into a real PostgreSQL
// table. The two providers are local stand-ins speaking their documented wire formats:
//   https://platform.openai.com/docs/api-reference/chat/create
//   https://docs.together.ai/reference/embeddings-2
// Token usage of the job is read back from the ledger the executors record into.
import { unzlibSync } from "fflate";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WorkflowNodeInfo } from "../../../src/contract/nodes.js";
import type { PartitionPool } from "../../../src/server/partition/workers.js";
import { engineExecutors } from "../../../src/server/workflow-runtime.js";
import { loadSecretKey, sealConfig } from "../../../src/workflows/connectors/secrets.js";
import type { NodeExecutors } from "../../../src/workflows/executors.js";
import { openJobEnds } from "../../../src/workflows/job-ends.js";
import { silentLogger } from "../../../src/workflows/logger.js";
import { ModelProviders } from "../../../src/workflows/models/registry.js";
import { UsageLedger } from "../../../src/workflows/models/usage.js";
import { createModelExecutors } from "../../../src/workflows/nodes/index.js";
import { JobRunner } from "../../../src/workflows/runner.js";
import type { WorkflowRecord, WorkflowStore } from "../../../src/workflows/store/types.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import {
  type PostgresServer,
  postgresAvailable,
  postgresSkipReason,
  startPostgres,
} from "../../helpers/postgres.js";
import { S3_ACCESS_KEY, S3_SECRET_KEY, type S3TestServer, startS3 } from "../../helpers/s3.js";
import { sqliteStore, tempDir, testPool } from "../job-helpers.js";
import { jsonBody, type StandIn, sendJson, startStandIn } from "../models/stand-in.js";

const MEMO =
  "Library Memo\n\nAda Lovelace met the committee in London to plan the new reading rooms.\n\n" +
  "Charles Babbage asked for the staffing costs of the weekend opening hours.\n";

const nodes = (prefix: string): WorkflowNodeInfo[] => [
  {
    id: `${prefix}1`,
    name: "Partitioner",
    type: "partition",
    subtype: "unstructured_api",
    settings: { strategy: "fast" },
  },
  { id: `${prefix}2`, name: "Entities", type: "prompter", subtype: "openai_ner", settings: {} },
  {
    id: `${prefix}3`,
    name: "Chunker",
    type: "chunk",
    subtype: "chunk_by_title",
    settings: { max_characters: 120, include_orig_elements: true },
  },
  {
    id: `${prefix}4`,
    name: "Embedder",
    type: "embed",
    subtype: "togetherai",
    settings: { model_name: "togethercomputer/m2-bert-80M-8k-retrieval" },
  },
];

/** The named entities the stand-in model "recognises": capitalised word pairs of the text. */
function entitiesOf(text: string) {
  const names = [...text.matchAll(/\b([A-Z][a-z]+ [A-Z][a-z]+)\b/g)].map((m) => m[1] as string);
  return { items: names.map((entity) => ({ entity, type: "PERSON" })), relationships: [] };
}

describe.runIf(postgresAvailable())(
  `s3 → partition → NER → chunk → embed → postgres ${postgresSkipReason() ?? ""}`,
  () => {
    let dir: Awaited<ReturnType<typeof tempDir>>;
    let store: WorkflowStore;
    let pool: PartitionPool;
    let s3: S3TestServer;
    let postgres: PostgresServer;
    let models: StandIn;
    let workflow: WorkflowRecord;

    beforeAll(async () => {
      dir = await tempDir("docflow-models-e2e-");
      [store, pool, s3, postgres] = await Promise.all([
        sqliteStore(dir.path),
        testPool(1),
        startS3(),
        startPostgres(),
      ]);
      models = await startStandIn((request, response) => {
        const body = jsonBody(request);
        if (request.url === "/openai/chat/completions") {
          const messages = body.messages as { role: string; content: { type: string; text?: string }[] }[];
          const prompt =
            messages
              .at(-1)
              ?.content.map((part) => part.text ?? "")
              .join("") ?? "";
          const text = /\[START OF TEXT\]\n([\s\S]*)\n\[END OF TEXT\]/.exec(prompt)?.[1] ?? "";
          sendJson(response, 200, {
            choices: [
              { index: 0, message: { role: "assistant", content: JSON.stringify(entitiesOf(text)) } },
            ],
            usage: { prompt_tokens: 200, completion_tokens: 30 },
          });
        } else if (request.url === "/together/embeddings") {
          const input = body.input as string[];
          sendJson(response, 200, {
            object: "list",
            data: input.map((text, index) => ({
              index,
              embedding: Array.from({ length: 768 }, (_, i) => (i === 0 ? text.length : 0.25)),
            })),
            usage: { prompt_tokens: input.length * 10 },
          });
        } else {
          sendJson(response, 404, { error: { message: `no route ${request.url}` } });
        }
      });

      await s3.createBucket("inbox");
      await s3.put("inbox", "memos/memo.txt", MEMO);
      const key = await loadSecretKey(dir.path);
      const target = new URL(postgres.url);
      const source = await store.createConnector({
        kind: "source",
        name: "inbox",
        type: "s3",
        config: sealConfig(
          "s3",
          {
            remote_url: "s3://inbox/memos/",
            endpoint_url: s3.endpoint,
            key: S3_ACCESS_KEY,
            secret: S3_SECRET_KEY,
          },
          key,
        ),
      });
      const destination = await store.createConnector({
        kind: "destination",
        name: "vectors",
        type: "postgres",
        config: sealConfig(
          "postgres",
          {
            host: target.hostname,
            port: Number(target.port),
            database: target.pathname.slice(1),
            username: target.username,
            password: "unused-with-trust-auth",
            table_name: "chunks",
            batch_size: 50,
          },
          key,
        ),
      });
      workflow = await store.createWorkflow({
        name: "memos-to-vectors",
        status: "active",
        workflow_type: "custom",
        source_id: source.id,
        destination_id: destination.id,
        workflow_nodes: nodes("00000000-0000-4000-8000-0000000000b"),
        schedule: null,
        reprocess_all: false,
      });
    }, 120_000);

    afterAll(async () => {
      await pool?.close();
      await store?.close();
      await s3?.stop();
      await postgres?.stop();
      await models?.close();
      await dir?.remove();
    });

    it("writes chunks with their entities and a 768-number embedding each, and sums the job's token usage", async () => {
      const ledger = new UsageLedger();
      const providers = ModelProviders.fromEnv({
        OPENAI_API_KEY: "sk-e2e",
        OPENAI_BASE_URL: `${models.url}/openai`,
        TOGETHER_API_KEY: "tg-e2e",
        TOGETHER_BASE_URL: `${models.url}/together`,
      });
      const modelExecutors = createModelExecutors({
        providers,
        usage: ledger,
        renderPages: () => [],
        htmlToElements: () => [],
      });
      const base = engineExecutors(pool);
      const jobSignals: AbortSignal[] = [];
      const executors: NodeExecutors = {
        partition: base.partition,
        chunk: base.chunk,
        prompter: (elements, node, signal) => {
          jobSignals.push(signal);
          return modelExecutors.prompter(elements, node, signal);
        },
        embed: modelExecutors.embed,
      };
      const job = await store.createJob({
        workflow_id: workflow.id,
        workflow_name: workflow.name,
        job_type: "persistent",
        input_files: [],
      });
      const runner = new JobRunner({
        store,
        executors,
        openEnds: openJobEnds({ store, dataDir: dir.path, logger: silentLogger, outbound: LOOPBACK_ALLOWED }),
      });
      await runner.runOnce();
      const done = await store.getJob(job.id);
      expect(done?.error ?? null).toBeNull();
      expect(done?.status).toBe("COMPLETED");

      const client = new pg.Client({ connectionString: postgres.url });
      await client.connect();
      const { rows } = await client
        .query<{ text: string; embeddings: number[]; metadata: { orig_elements?: string } }>(
          "SELECT text, embeddings, metadata FROM chunks ORDER BY text",
        )
        .finally(() => client.end());
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows) {
        expect(row.embeddings).toHaveLength(768);
        // The stand-in puts the text's length first: each row has its own chunk's vector.
        expect(row.embeddings[0]).toBe(row.text.length);
      }
      // The enrichment ran before the chunker: the entities travel in the chunks' original elements.
      const originals = rows.flatMap((row) =>
        JSON.parse(
          new TextDecoder().decode(unzlibSync(Buffer.from(row.metadata.orig_elements ?? "", "base64"))),
        ),
      ) as { text: string; metadata: { entities?: { items: { entity: string }[] } } }[];
      const paragraph = originals.find((element) => element.text.startsWith("Ada Lovelace"));
      expect(paragraph?.metadata.entities?.items.map((item) => item.entity)).toEqual(["Ada Lovelace"]);

      const nerCalls = models.requests.filter((r) => r.url === "/openai/chat/completions").length;
      const embedCalls = models.requests.filter((r) => r.url === "/together/embeddings").length;
      expect(nerCalls).toBe(3);
      expect(embedCalls).toBe(1);
      expect(ledger.take(jobSignals[0] as AbortSignal)).toEqual([
        { provider: "openai", model: "gpt-4o", requests: 3, input_tokens: 600, output_tokens: 90 },
        {
          provider: "togetherai",
          model: "togethercomputer/m2-bert-80M-8k-retrieval",
          requests: 1,
          input_tokens: rows.length * 10,
          output_tokens: 0,
        },
      ]);
    }, 90_000);
  },
);
