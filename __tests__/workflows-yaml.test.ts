// Every workflow file of .github/workflows/, every starter template in templates/, action.yml and the
// README's YAML snippets, parsed and validated by GitHub's own parser (@actions/workflow-parser); any
// error it reports fails. On top, the rules the reusable workflows promise: third-party actions pinned by
// commit SHA, least-privilege permissions per job, one apply at a time, templates that call existing
// reusable workflows with inputs and secrets they declare, and action inputs the action has.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { ROOT } from "./helpers/action-runner.js";

interface ParserError {
  message: string;
}
interface ParseResult {
  context: { errors: { getErrors(): ParserError[] } };
  value: unknown;
}
interface Parser {
  parseWorkflow(file: { name: string; content: string }, trace: unknown): ParseResult;
  parseAction(file: { name: string; content: string }, trace: unknown): ParseResult;
  convertWorkflowTemplate(context: ParseResult["context"], root: unknown): Promise<unknown>;
  NoOperationTraceWriter: new () => unknown;
}

let parser: Parser;

/**
 * The parser's ESM build imports its JSON schemas without import attributes, which Node refuses;
 * vitest.config.ts has Vite transform it (server.deps.inline), which loads the JSON itself.
 */
async function loadParser(): Promise<Parser> {
  const [main, actions] = await Promise.all([
    import("@actions/workflow-parser"),
    import("@actions/workflow-parser/actions/action-parser"),
  ]);
  return { ...main, parseAction: actions.parseAction } as unknown as Parser;
}

/** The parser's errors for a workflow, after parsing and after conversion (which checks more). */
async function workflowErrors(name: string, content: string): Promise<string[]> {
  const result = parser.parseWorkflow({ name, content }, new parser.NoOperationTraceWriter());
  if (result.value !== undefined && result.context.errors.getErrors().length === 0) {
    await parser.convertWorkflowTemplate(result.context, result.value);
  }
  return result.context.errors.getErrors().map((error) => error.message);
}

function actionErrors(name: string, content: string): string[] {
  const result = parser.parseAction({ name, content }, new parser.NoOperationTraceWriter());
  return result.context.errors.getErrors().map((error) => error.message);
}

const WORKFLOWS_DIR = join(ROOT, ".github", "workflows");
const TEMPLATES_DIR = join(ROOT, "templates");
const REUSABLE = ["docflow-partition.yml", "docflow-sync.yml", "docflow-run.yml"];
const yamlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => /\.ya?ml$/.test(file))
    .sort();
const read = (path: string) => readFileSync(path, "utf8");

// biome-ignore lint/suspicious/noExplicitAny: parsed YAML is walked loosely here.
type Yaml = any;
const load = (path: string): Yaml => parseYaml(read(path));

/** Every `uses:` of the steps and jobs of a workflow, with its line for the SHA comment. */
function usesOf(path: string): { uses: string; line: string }[] {
  const lines = read(path).split("\n");
  return lines
    .map((line) => /^\s*(?:-\s+)?uses:\s*([^\s#]+)/.exec(line))
    .map((match, index) => (match ? { uses: match[1] as string, line: lines[index] as string } : undefined))
    .filter((entry): entry is { uses: string; line: string } => entry !== undefined);
}

/** The ```yaml blocks of the README and of the pages in docs/. */
function readmeSnippets(): string[] {
  const pages = [join(ROOT, "README.md"), ...yamlFreeList(join(ROOT, "docs"))];
  return pages.flatMap((page) =>
    [...read(page).matchAll(/```ya?ml\n([\s\S]*?)```/g)].map((match) => match[1] as string),
  );
}

function yamlFreeList(dir: string): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => join(dir, file));
}

beforeAll(async () => {
  parser = await loadParser();
}, 60_000);

describe("GitHub's workflow parser", () => {
  it("reports the errors it is meant to catch (a control for the checks below)", async () => {
    const broken =
      "on: push\njobs:\n  a:\n    runs-on: x\n    permissions: { contents: reed }\n    steps:\n      - uses: actions/checkout@v5\n        wiht: {}\n";
    expect(await workflowErrors("broken.yml", broken)).toEqual([
      "broken.yml (Line: 5, Col: 30): Unexpected value 'reed'",
      "broken.yml (Line: 8, Col: 9): Unexpected value 'wiht'",
    ]);
    const badCall =
      "on:\n  workflow_call:\n    inputs:\n      x: { type: strin }\njobs:\n  a:\n    runs-on: x\n    steps: [{ run: echo }]\n";
    expect(await workflowErrors("call.yml", badCall)).toHaveLength(1);
    expect(
      actionErrors("action.yml", "name: x\ndescription: y\nruns:\n  using: node99\n  main: a.js\n"),
    ).toEqual(["action.yml (Line: 4, Col: 10): Unexpected value 'node99'"]);
  });

  it.each([
    ...yamlFiles(WORKFLOWS_DIR).map((f) => [".github/workflows", f]),
    ...yamlFiles(TEMPLATES_DIR).map((f) => ["templates", f]),
  ])("%s/%s has no errors", async (dir, file) => {
    expect(await workflowErrors(`${dir}/${file}`, read(join(ROOT, dir, file)))).toEqual([]);
  });

  it("action.yml has no errors", () => {
    expect(actionErrors("action.yml", read(join(ROOT, "action.yml")))).toEqual([]);
  });

  it("the workflow and action snippets of the README and docs/ have no errors", async () => {
    let workflows = 0;
    for (const [index, snippet] of readmeSnippets().entries()) {
      const doc = parseYaml(snippet) as Yaml;
      if (doc && typeof doc === "object" && "jobs" in doc) {
        workflows++;
        expect(await workflowErrors(`README.md snippet ${index + 1}`, snippet)).toEqual([]);
      } else if (doc && typeof doc === "object" && "runs" in doc) {
        expect(actionErrors(`README.md snippet ${index + 1}`, snippet)).toEqual([]);
      }
    }
    // The quick start, partition, sync, run and the reusable workflows' callers at least.
    expect(workflows).toBeGreaterThanOrEqual(5);
  });
});

describe("reusable workflows", () => {
  const action = load(join(ROOT, "action.yml"));

  it.each(REUSABLE)("%s is callable, least-privilege and passes only inputs the action has", (file) => {
    const workflow = load(join(WORKFLOWS_DIR, file));
    expect(workflow.on).toHaveProperty("workflow_call");
    expect(workflow.permissions).toEqual({});
    for (const [name, job] of Object.entries<Yaml>(workflow.jobs)) {
      expect(job.permissions, `${file}: job ${name} sets its permissions`).toBeDefined();
      expect(job.permissions.contents).toBe("read");
      const writes = Object.entries<string>(job.permissions)
        .filter(([, level]) => level === "write")
        .map(([scope]) => scope);
      // Only jobs that comment on pull requests write, and only there.
      expect(writes).toEqual(file === "docflow-run.yml" ? [] : ["pull-requests"]);
      expect(job["timeout-minutes"]).toBeDefined();
      for (const step of job.steps as Yaml[]) {
        if (typeof step.uses === "string" && step.uses.startsWith("actions/checkout@")) {
          expect(step.with?.["persist-credentials"]).toBe(false);
        }
        if (typeof step.uses === "string" && step.uses.startsWith("docflow/docflow@")) {
          for (const input of Object.keys(step.with ?? {}))
            expect(Object.keys(action.inputs), `${file}: input ${input}`).toContain(input);
        }
      }
    }
    // Secrets only reach the action through declared workflow_call secrets.
    const declared = Object.keys(workflow.on.workflow_call.secrets ?? {});
    for (const [, name] of read(join(WORKFLOWS_DIR, file)).matchAll(/secrets\.([A-Za-z_][A-Za-z0-9_]*)/g)) {
      expect(declared).toContain(name);
    }
  });

  it("applies one at a time per repository, never cancelled half-way; plans give way to newer ones", () => {
    const sync = load(join(WORKFLOWS_DIR, "docflow-sync.yml"));
    expect(sync.jobs.apply.concurrency).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      group: "docflow-apply-${{ github.repository }}",
      "cancel-in-progress": false,
    });
    expect(sync.jobs.plan.concurrency["cancel-in-progress"]).toBe(true);
    expect(sync.jobs.plan.if).toContain("github.event.pull_request.head.repo.full_name == github.repository");
    expect(sync.jobs.apply.if).toContain("github.event_name == 'push'");
  });

  it("partitions once per pull request, the newest commit winning; runs a docflow workflow once at a time", () => {
    const partition = load(join(WORKFLOWS_DIR, "docflow-partition.yml"));
    expect(partition.jobs.partition.concurrency).toEqual({
      group:
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
        "docflow-partition-${{ github.repository }}-${{ github.workflow }}-${{ github.event.pull_request.number || github.ref }}",
      "cancel-in-progress": true,
    });
    const run = load(join(WORKFLOWS_DIR, "docflow-run.yml"));
    expect(run.jobs.run.concurrency).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a JS template.
      group: "docflow-run-${{ github.repository }}-${{ inputs.workflow }}",
      "cancel-in-progress": false,
    });
  });

  it("pins every third-party action by full commit SHA with its version in a comment", () => {
    const files = [
      ...REUSABLE.map((f) => join(WORKFLOWS_DIR, f)),
      ...yamlFiles(TEMPLATES_DIR).map((f) => join(TEMPLATES_DIR, f)),
    ];
    let pinned = 0;
    for (const file of files) {
      for (const { uses, line } of usesOf(file)) {
        // docflow's own action and reusable workflows are bound to its release tag.
        if (uses.startsWith("docflow/docflow")) {
          expect(uses).toMatch(/^docflow\/docflow(\/\.github\/workflows\/[\w-]+\.yml)?@v\d+$/);
          continue;
        }
        expect(uses, `${file}: ${uses}`).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@[0-9a-f]{40}$/);
        expect(line, `${file}: ${uses}`).toMatch(/# v\d+(\.\d+)*\s*$/);
        pinned++;
      }
    }
    expect(pinned).toBeGreaterThanOrEqual(4);
  });

  it("loads the spec's secrets masked, and refuses a line that is not NAME=value without printing it", () => {
    const sync = load(join(WORKFLOWS_DIR, "docflow-sync.yml"));
    const scripts = ["plan", "apply"].map(
      (job) =>
        (sync.jobs[job].steps as Yaml[]).find((s) => s.name === "Load the spec's secrets")?.run as string,
    );
    expect(scripts[0]).toBeTruthy();
    expect(scripts[1]).toBe(scripts[0]);
    const dir = mkdtempSync(join(tmpdir(), "docflow-spec-env-"));
    const run = (specEnv: string) => {
      const githubEnv = join(dir, `env-${Math.random()}`);
      writeFileSync(githubEnv, "");
      const result = spawnSync("bash", ["-c", scripts[0] as string], {
        env: { PATH: process.env.PATH ?? "", SPEC_ENV: specEnv, GITHUB_ENV: githubEnv },
        encoding: "utf8",
      });
      return { ...result, env: read(githubEnv) };
    };
    const ok = run("S3_KEY=AKIA123\r\n# comment\n\nS3_SECRET=s3cr=t with spaces\nEMPTY=");
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toBe("::add-mask::AKIA123\n::add-mask::s3cr=t with spaces\n");
    const entries = [...ok.env.matchAll(/^(\w+)<<(docflow_[0-9a-f]{32})\n([\s\S]*?)\n\2$/gm)].map((m) => [
      m[1],
      m[3],
    ]);
    expect(entries).toEqual([
      ["S3_KEY", "AKIA123"],
      ["S3_SECRET", "s3cr=t with spaces"],
      ["EMPTY", ""],
    ]);
    for (const bad of ["just-a-secret-value", "GITHUB_TOKEN=x", "NODE_OPTIONS=--require evil", "1BAD=x"]) {
      const refused = run(`GOOD=1\n${bad}`);
      expect(refused.status).toBe(1);
      expect(refused.stdout).toContain("::error::DOCFLOW_SPEC_ENV line 2 is not NAME=value");
      expect(refused.stdout).not.toContain(bad);
    }
    expect(run("").status).toBe(0);
  });
});

describe("release workflow", () => {
  const file = join(WORKFLOWS_DIR, "release.yml");

  it("runs on vX.Y.Z tags with no permissions by default, each job holding only what its step needs", () => {
    const release = load(file);
    expect(release.on).toEqual({ push: { tags: ["v[0-9]+.[0-9]+.[0-9]+"] } });
    expect(release.permissions).toEqual({});
    expect(release.jobs.check.permissions).toEqual({ contents: "read" });
    expect(release.jobs.github.permissions).toEqual({ contents: "write" });
    expect(release.jobs.npm.permissions).toEqual({ contents: "read", "id-token": "write" });
    for (const job of ["github", "npm"]) expect(release.jobs[job].needs).toBe("check");
    const steps = JSON.stringify(release.jobs);
    expect(steps).toContain("scripts/release.mjs check");
    expect(steps).toContain("npm publish --provenance");
  });

  it("pins every action by full commit SHA", () => {
    const uses = usesOf(file);
    expect(uses.length).toBeGreaterThanOrEqual(4);
    for (const { uses: ref, line } of uses) {
      expect(ref).toMatch(/^[\w.-]+\/[\w.-]+@[0-9a-f]{40}$/);
      expect(line).toMatch(/# v\d+(\.\d+)*\s*$/);
    }
  });
});

describe("$default-branch", () => {
  it("appears only in templates GitHub fills in (those with a .properties.json), never in copies shown", () => {
    const pages = [join(ROOT, "README.md"), ...yamlFreeList(join(ROOT, "docs"))];
    for (const page of pages) expect(read(page), page).not.toContain("$default-branch");
    for (const file of yamlFiles(WORKFLOWS_DIR))
      expect(read(join(WORKFLOWS_DIR, file)), file).not.toContain("$default-branch");
    for (const file of yamlFiles(TEMPLATES_DIR)) {
      if (read(join(TEMPLATES_DIR, file)).includes("$default-branch"))
        expect(readdirSync(TEMPLATES_DIR), file).toContain(file.replace(/\.yml$/, ".properties.json"));
    }
  });
});

describe("starter templates", () => {
  const templates = yamlFiles(TEMPLATES_DIR);

  it("are the three the README promises, each with its .properties.json", () => {
    expect(templates).toEqual(["docflow-nightly-run.yml", "docflow-partition-pr.yml", "docflow-sync.yml"]);
    for (const file of templates) {
      const properties = JSON.parse(read(join(TEMPLATES_DIR, file.replace(/\.yml$/, ".properties.json"))));
      expect(properties.name).toEqual(expect.any(String));
      expect(properties.description).toEqual(expect.any(String));
      expect(Array.isArray(properties.categories)).toBe(true);
    }
  });

  it.each(templates)("%s calls an existing reusable workflow with inputs and secrets it declares", (file) => {
    const template = load(join(TEMPLATES_DIR, file));
    expect(template.permissions).toEqual({});
    for (const [name, job] of Object.entries<Yaml>(template.jobs)) {
      const match = /^docflow\/docflow\/\.github\/workflows\/([\w-]+\.yml)@v\d+$/.exec(job.uses ?? "");
      expect(match, `${file}: job ${name} calls a reusable workflow`).not.toBeNull();
      const callee = load(join(WORKFLOWS_DIR, match?.[1] as string)).on.workflow_call;
      const inputs = callee.inputs ?? {};
      for (const input of Object.keys(job.with ?? {}))
        expect(Object.keys(inputs), `${file}: ${input}`).toContain(input);
      for (const [input, spec] of Object.entries<Yaml>(inputs)) {
        if (spec.required) expect(job.with, `${file}: required input ${input}`).toHaveProperty(input);
      }
      for (const secret of Object.keys(job.secrets ?? {}))
        expect(Object.keys(callee.secrets ?? {})).toContain(secret);
      for (const [secret, spec] of Object.entries<Yaml>(callee.secrets ?? {})) {
        if (spec.required) expect(job.secrets, `${file}: required secret ${secret}`).toHaveProperty(secret);
      }
      // The caller grants what the callee's jobs need (a callee can only lower permissions).
      const needed = new Set<string>();
      for (const calleeJob of Object.values<Yaml>(load(join(WORKFLOWS_DIR, match?.[1] as string)).jobs)) {
        for (const [scope, level] of Object.entries<string>(calleeJob.permissions))
          needed.add(`${scope}:${level}`);
      }
      for (const grant of needed) {
        const [scope, level] = grant.split(":") as [string, string];
        expect(job.permissions?.[scope], `${file}: ${scope}`).toBe(level);
      }
    }
  });
});

// The inputs and outputs tables of docs/action.md are generated from action.yml between these markers; this test
// fails when they are stale, and DOCFLOW_UPDATE_DOCS=1 rewrites them.
const TABLES_START =
  "<!-- action-tables:start — generated from action.yml; regenerate with DOCFLOW_UPDATE_DOCS=1 npx vitest run __tests__/workflows-yaml.test.ts -->";
const TABLES_END = "<!-- action-tables:end -->";

function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, 3, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(" | ")} |`;
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
}

function actionTables(actionYml: string): string {
  const action = parseYaml(actionYml) as {
    inputs: Record<string, { description?: string; required?: boolean; default?: unknown }>;
    outputs: Record<string, { description?: string }>;
  };
  const text = (value: string | undefined) =>
    (value ?? "").replace(/\s+/g, " ").trim().replaceAll("|", "\\|");
  const inputs = Object.entries(action.inputs).map(([name, spec]) => [
    `\`${name}\``,
    spec.required ? "yes" : "no",
    spec.default === undefined || spec.default === "" ? "" : `\`${String(spec.default)}\``,
    text(spec.description),
  ]);
  const outputs = Object.entries(action.outputs).map(([name, spec]) => [
    `\`${name}\``,
    text(spec.description),
  ]);
  return [
    TABLES_START,
    "### Inputs",
    "",
    markdownTable(["Input", "Required", "Default", "Description"], inputs),
    "",
    "### Outputs",
    "",
    markdownTable(["Output", "Description"], outputs),
    TABLES_END,
  ].join("\n");
}

describe("docs/action.md inputs and outputs tables", () => {
  it("are generated from action.yml and current", () => {
    const readmePath = join(ROOT, "docs", "action.md");
    const readme = read(readmePath);
    const start = readme.indexOf(TABLES_START);
    const end = readme.indexOf(TABLES_END);
    expect(start, "docs/action.md has the generated tables' markers").toBeGreaterThanOrEqual(0);
    expect(end).toBeGreaterThan(start);
    const expected = actionTables(read(join(ROOT, "action.yml")));
    const current = readme.slice(start, end + TABLES_END.length);
    if (current !== expected && process.env.DOCFLOW_UPDATE_DOCS === "1") {
      writeFileSync(readmePath, readme.slice(0, start) + expected + readme.slice(end + TABLES_END.length));
      return;
    }
    expect(
      current,
      "docs/action.md tables are stale: DOCFLOW_UPDATE_DOCS=1 npx vitest run __tests__/workflows-yaml.test.ts",
    ).toBe(expected);
  });
});
