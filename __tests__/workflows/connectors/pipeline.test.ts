// The connectors composed the way the job runner composes them: files listed and read from an s3 source,
// partitioned by the engine, written to the s3, filesystem and postgres destinations; then run again, which
// must leave each destination exactly as the first run did.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { partition } from "../../../src/engine/partition.js";
import {
  type ConnectorContext,
  createDestinationConnector,
  createSourceConnector,
  type DestinationConnector,
} from "../../../src/workflows/connectors/registry.js";
import { LOOPBACK_ALLOWED } from "../../helpers/outbound.js";
import { postgresAvailable, usePostgres } from "../../helpers/postgres.js";
import { S3_ACCESS_KEY, S3_SECRET_KEY, type S3TestServer, startS3 } from "../../helpers/s3.js";

const DOCS: Record<string, string> = {
  "reports/q1.md": "# Quarter one\n\nRevenue grew by four percent.\n\n- North\n- South\n",
  "reports/q2.html": "<html><body><h1>Quarter two</h1><p>Costs fell.</p><p>Margins rose.</p></body></html>",
  "notes/readme.txt": "Plain notes.\n\nA second paragraph.",
};

let s3: S3TestServer;
let dir: string;

beforeAll(async () => {
  s3 = await startS3();
  await s3.createBucket("inbox");
  await s3.createBucket("results");
  for (const [key, text] of Object.entries(DOCS)) await s3.put("inbox", `docs/${key}`, text);
  dir = mkdtempSync(join(tmpdir(), "docflow-pipeline-"));
});

afterAll(async () => {
  await s3?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One run: every source file through the engine into every destination. */
async function run(
  context: ConnectorContext,
  destinations: DestinationConnector[],
): Promise<Map<string, Element[]>> {
  const signal = new AbortController().signal;
  const source = createSourceConnector(
    "s3",
    { remote_url: "s3://inbox/docs", endpoint_url: s3.endpoint, key: S3_ACCESS_KEY, secret: S3_SECRET_KEY },
    context,
  );
  const outputs = new Map<string, Element[]>();
  try {
    for await (const file of source.list(signal)) {
      const elements = await partition({ data: await file.read(signal), filename: file.filename });
      outputs.set(file.id, elements);
      for (const destination of destinations) {
        await destination.write(
          { id: file.id, filename: file.filename, path: file.path, record: file.record },
          elements,
          signal,
        );
      }
    }
  } finally {
    await source.close();
  }
  return outputs;
}

describe("source → engine → destinations", () => {
  const server = postgresAvailable() ? usePostgres() : undefined;

  it("moves every file to every destination, and a second run changes nothing", async () => {
    const context: ConnectorContext = { allowDirs: [dir], outbound: LOOPBACK_ALLOWED };
    const url = server ? await server.newDatabase() : undefined;
    const make = (): DestinationConnector[] => {
      const list = [
        createDestinationConnector(
          "s3",
          {
            remote_url: "s3://results/out",
            endpoint_url: s3.endpoint,
            key: S3_ACCESS_KEY,
            secret: S3_SECRET_KEY,
          },
          context,
        ),
        createDestinationConnector("filesystem", { path: join(dir, "out") }, context),
      ];
      if (url) {
        const parsed = new URL(url);
        list.push(
          createDestinationConnector(
            "postgres",
            {
              host: parsed.hostname,
              port: parsed.port,
              database: parsed.pathname.slice(1),
              username: parsed.username,
              password: "",
              table_name: "elements",
              batch_size: 2,
            },
            context,
          ),
        );
      }
      return list;
    };

    const snapshot = async () => {
      const files: Record<string, unknown> = {};
      for (const key of Object.keys(DOCS)) {
        files[`s3:${key}`] = JSON.parse((await s3.get("results", `out/${key}.json`)).toString());
        files[`fs:${key}`] = JSON.parse(readFileSync(join(dir, "out", `${key}.json`), "utf8"));
      }
      if (url) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        const { rows } = await client.query(
          "SELECT id, record_id, element_type, text, metadata, record FROM elements ORDER BY record_id, id",
        );
        await client.end();
        files.postgres = rows;
      }
      return files;
    };

    const first = make();
    const outputs = await run(context, first);
    await Promise.all(first.map((d) => d.close()));
    expect([...outputs.keys()].sort()).toEqual(
      Object.keys(DOCS)
        .map((k) => `docs/${k}`)
        .sort(),
    );
    for (const elements of outputs.values()) expect(elements.length).toBeGreaterThan(0);
    const q1 = outputs.get("docs/reports/q1.md") ?? [];
    expect(q1.map((e) => e.type)).toEqual(["Title", "NarrativeText", "ListItem", "ListItem"]);

    const before = await snapshot();
    expect(before["s3:reports/q1.md"]).toEqual(q1);
    expect(before["fs:reports/q2.html"]).toEqual(outputs.get("docs/reports/q2.html"));
    expect(readdirSync(join(dir, "out")).sort()).toEqual(["notes", "reports"]);
    if (url) {
      const rows = before.postgres as { record_id: string; record: { key: string } }[];
      const total = [...outputs.values()].reduce((n, elements) => n + elements.length, 0);
      expect(rows).toHaveLength(total);
      expect(rows.every((row) => row.record.key === row.record_id)).toBe(true);
    }

    const second = make();
    await run(context, second);
    await Promise.all(second.map((d) => d.close()));
    expect(await snapshot()).toEqual(before);
  });
});
