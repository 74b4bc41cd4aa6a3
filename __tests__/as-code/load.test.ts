// Loading a spec: interpolation of ${{ env.NAME }}, validation against the contract and the workflow
// rules, every problem with its YAML path and line, warnings for literal credentials.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SpecError } from "../../src/as-code/errors.js";
import { isInlineSpec, loadSpec } from "../../src/as-code/load.js";

async function problemsOf(text: string, env: Record<string, string> = {}) {
  try {
    await loadSpec({ text }, { env });
  } catch (error) {
    if (error instanceof SpecError)
      return error.problems.map((p) => ({ line: p.line, path: p.path.join("."), message: p.message }));
    throw error;
  }
  return [];
}

describe("loadSpec", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "docflow-spec-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reads a file, resolves env references and registers every value before returning", async () => {
    const file = join(dir, "docflow.yaml");
    await writeFile(
      file,
      [
        "sources:",
        "  in:",
        "    type: s3",
        "    config:",
        "      remote_url: s3://bucket/${{ env.PREFIX }}",
        "      secret: ${{env.S3_SECRET}}",
        "workflows:",
        "  w:",
        "    source: in",
        "    destination: out",
        "    nodes: [{ name: P, type: partition, subtype: service_api, settings: { strategy: fast } }]",
        "destinations:",
        "  out: { type: s3, config: { remote_url: s3://out } }",
      ].join("\n"),
    );
    const registered: string[] = [];
    const loaded = await loadSpec(
      { path: file },
      { env: { PREFIX: "inbox", S3_SECRET: "s3cr3t-value" }, registerSecret: (v) => registered.push(v) },
    );
    expect(loaded.label).toBe(file);
    const [source] = loaded.desired.sources;
    expect(source?.config).toEqual({ remote_url: "s3://bucket/inbox", secret: "s3cr3t-value" });
    expect([...(source?.sensitive ?? [])].sort()).toEqual(["remote_url", "secret"]);
    expect(registered).toEqual(expect.arrayContaining(["inbox", "s3://bucket/inbox", "s3cr3t-value"]));
    expect(loaded.desired.workflows[0]).toMatchObject({
      name: "w",
      source: "in",
      destination: "out",
      workflowType: "custom",
      schedule: null,
    });
  });

  it("names an unset variable with its path and line", async () => {
    const problems = await problemsOf(
      "sources:\n  in:\n    type: s3\n    config:\n      key: ${{ env.MISSING_KEY }}\n      remote_url: s3://in\n",
    );
    expect(problems).toEqual([
      { line: 5, path: "sources.in.config.key", message: expect.stringContaining("MISSING_KEY is not set") },
    ]);
  });

  it("refuses expressions other than env references", async () => {
    const problems = await problemsOf(
      "sources:\n  in:\n    type: s3\n    config:\n      key: ${{ secrets.KEY }}\n",
    );
    expect(problems[0]?.message).toMatch(/only \$\{\{ env\.NAME \}\} references/);
  });

  it("reports every problem with its YAML path and line", async () => {
    const text = [
      "sources:", //1
      "  in:", //2
      "    type: S3", //3
      "    config: {}", //4
      "workflows:", //5
      "  nightly:", //6
      "    source: nowhere", //7
      "    nodes:", //8
      "      - { name: C, type: chunk, subtype: chunk_by_title }", //9
      "      - { name: P, type: partition, subtype: service_api }", //10
      "    schedule: hourly", //11
      "  local:", //12
      "    nodes: [{ name: P, type: partition, subtype: service_api }]", //13
      "    schedule: daily", //14
      "    colour: blue", //15
    ].join("\n");
    const problems = await problemsOf(text);
    const byPath = Object.fromEntries(problems.map((p) => [p.path, p]));
    expect(byPath["sources.in.type"]).toMatchObject({
      line: 3,
      message: expect.stringContaining("lowercase"),
    });
    expect(byPath["workflows.nightly.schedule"]?.line).toBe(11);
    expect(byPath["workflows.nightly.source"]).toMatchObject({
      line: 7,
      message: expect.stringContaining("no source connector named 'nowhere'"),
    });
    expect(byPath["workflows.local"]).toMatchObject({
      line: 13,
      message: expect.stringContaining("Unrecognized key"),
    });
    expect(problems.find((p) => p.message.includes("Node sequence chunk → partition"))?.line).toBe(9);
    expect(
      problems.find((p) => p.path === "workflows.local.schedule" && p.message.includes("local source"))?.line,
    ).toBe(14);
    expect(problems.some((p) => p.path === "workflows.nightly" && /destination/.test(p.message))).toBe(true);
    // The message is in the spec's words, not the request body's.
    expect(problems.map((p) => p.message).join("\n")).not.toMatch(/source_id|workflow_nodes/);
  });

  it("reports YAML syntax errors and duplicate keys with their line", async () => {
    expect(await problemsOf("sources:\n  in: { type: s3\n")).toEqual([
      expect.objectContaining({ line: expect.any(Number), message: expect.stringContaining("invalid YAML") }),
    ]);
    const duplicate = await problemsOf("sources:\n  in: { type: s3 }\n  in: { type: gcs }\n");
    expect(duplicate[0]).toMatchObject({ line: 3, message: expect.stringMatching(/unique/i) });
  });

  it("explains an unquoted reference inside a flow map", async () => {
    const problems = await problemsOf("sources:\n  in: { type: s3, config: { secret: ${{ env.S }} } }\n", {
      S: "x",
    });
    expect(problems.length).toBeLessThanOrEqual(5);
    expect(problems[0]).toMatchObject({
      line: 2,
      message: expect.stringContaining("quote a value that holds"),
    });
  });

  it("says so when the file is missing", async () => {
    await expect(loadSpec({ path: join(dir, "nope.yaml") })).rejects.toThrow(/does not exist/);
  });

  it("never puts an interpolated value into a problem", async () => {
    const problems = await problemsOf(
      "workflows:\n  w:\n    nodes: [{ name: P, type: partition, subtype: service_api, settings: { strategy: ${{ env.S }} } }]\n",
      {
        S: "top-secret-strategy",
      },
    );
    expect(problems.length).toBeGreaterThan(0);
    expect(JSON.stringify(problems)).not.toContain("top-secret-strategy");
  });

  it("warns about a literal credential in a secret setting, not about references or placeholders", async () => {
    const loaded = await loadSpec(
      {
        text: [
          "sources:",
          "  a: { type: s3, config: { remote_url: s3://a, key: AKIAIOSFODNN7EXAMPLE, secret: '${{ env.X }}' } }",
          "  b: { type: box, config: { remote_url: box://b, password: changeme } }",
        ].join("\n"),
      },
      { env: { X: "from-env" } },
    );
    expect(loaded.warnings.map((w) => [w.path.join("."), w.line])).toEqual([["sources.a.config.key", 2]]);
    expect(loaded.warnings[0]?.message).toMatch(/literal credential/);
  });

  it("tells inline YAML from a path", () => {
    expect(isInlineSpec("docflow.yaml")).toBe(false);
    expect(isInlineSpec("specs/prod docs.yaml")).toBe(false);
    expect(isInlineSpec("sources: {}")).toBe(true);
    expect(isInlineSpec("sources:\n  a: {}")).toBe(true);
  });
});
