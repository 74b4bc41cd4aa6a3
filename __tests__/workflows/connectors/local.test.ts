// The filesystem source and destination on a real temp directory, and their confinement to the
// server's allowed directories: `..`, symbolic links and absolute paths outside are refused.
import { execFileSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import {
  ConnectorConfigError,
  type ConnectorContext,
  ConnectorError,
  createDestinationConnector,
  createSourceConnector,
  validateConnectorConfig,
} from "../../../src/workflows/connectors/registry.js";
import { checkIncrementalRuns, inboxFolder, listAll, workflowHarness } from "./run-workflow.js";

const signal = () => new AbortController().signal;

/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("expected a value");
  return value;
}

let base: string;
let allowed: string;
let outside: string;
let context: ConnectorContext;

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), "docflow-fs-"));
  allowed = join(base, "allowed");
  outside = join(base, "outside");
  mkdirSync(join(allowed, "in", "sub", "deep"), { recursive: true });
  mkdirSync(join(allowed, "out"), { recursive: true });
  mkdirSync(outside, { recursive: true });
  writeFileSync(join(allowed, "in", "a.txt"), "alpha");
  writeFileSync(join(allowed, "in", "b.PDF"), "%PDF-1.7 not really");
  writeFileSync(join(allowed, "in", "sub", "c.txt"), "gamma");
  writeFileSync(join(allowed, "in", "sub", "deep", "d.md"), "# delta");
  writeFileSync(join(outside, "secret.txt"), "not yours");
  // Links: one to a file outside (skipped), one to a folder outside (the configured path through it is
  // refused), one to a file inside (followed), one broken.
  symlinkSync(join(outside, "secret.txt"), join(allowed, "in", "leak.txt"));
  symlinkSync(outside, join(allowed, "escape"));
  symlinkSync(join(allowed, "in", "a.txt"), join(allowed, "in", "sub", "alias.txt"));
  symlinkSync(join(allowed, "nowhere"), join(allowed, "in", "broken.txt"));
  execFileSync("mkfifo", [join(allowed, "in", "pipe")]);
  context = { allowDirs: [allowed] };
});

afterAll(() => {
  rmSync(base, { recursive: true, force: true });
});

function configError(run: () => unknown): ConnectorConfigError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConnectorConfigError);
    return error as ConnectorConfigError;
  }
  throw new Error("expected a ConnectorConfigError");
}

describe("filesystem source", () => {
  it("lists the folder's files, skipping links outside, broken links and FIFOs", async () => {
    const warnings: string[] = [];
    const source = createSourceConnector(
      "filesystem",
      { path: join(allowed, "in") },
      { ...context, logger: { info: () => {}, warn: (m) => warnings.push(m) } },
    );
    const files = await listAll(source);
    expect(files.map((f) => f.id)).toEqual(["a.txt", "b.PDF"]);
    expect(Buffer.from(await must(files[0]).read(signal())).toString()).toBe("alpha");
    expect(must(files[0]).record).toMatchObject({
      path: join(allowed, "in", "a.txt"),
      relative_path: "a.txt",
      size: 5,
    });
    expect(
      warnings.some((w) => w.includes("leak.txt") && w.includes("outside the allowed directories")),
    ).toBe(true);
  });

  it("recurses when asked, follows a link to a file inside, and filters by file_glob", async () => {
    const all = await listAll(
      createSourceConnector("filesystem", { path: join(allowed, "in"), recursive: true }, context),
    );
    expect(all.map((f) => f.path)).toEqual(["a.txt", "b.PDF", "sub/alias.txt", "sub/c.txt", "sub/deep/d.md"]);
    expect(Buffer.from(await must(all[2]).read(signal())).toString()).toBe("alpha");
    const pdfs = await listAll(
      createSourceConnector(
        "filesystem",
        { path: join(allowed, "in"), recursive: true, file_glob: "*.pdf, *.md" },
        context,
      ),
    );
    expect(pdfs.map((f) => f.path)).toEqual(["b.PDF", "sub/deep/d.md"]);
    const nested = await listAll(
      createSourceConnector(
        "filesystem",
        { path: join(allowed, "in"), recursive: true, file_glob: ["sub/*.txt"] },
        context,
      ),
    );
    expect(nested.map((f) => f.path)).toEqual(["sub/alias.txt", "sub/c.txt"]);
  });

  it("refuses a file over the size cap", async () => {
    const source = createSourceConnector(
      "filesystem",
      { path: join(allowed, "in") },
      { ...context, maxFileBytes: 6 },
    );
    const files = await listAll(source);
    const error = await must(files.find((f) => f.id === "b.PDF"))
      .read(signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("file_too_large");
    expect(Buffer.from(await must(files.find((f) => f.id === "a.txt")).read(signal())).toString()).toBe(
      "alpha",
    );
  });

  it("a link swapped in after listing is not read through", async () => {
    const dir = join(allowed, "swap");
    mkdirSync(dir);
    writeFileSync(join(dir, "doc.txt"), "fine");
    const source = createSourceConnector("filesystem", { path: dir }, context);
    const [file] = await listAll(source);
    rmSync(join(dir, "doc.txt"));
    symlinkSync(join(outside, "secret.txt"), join(dir, "doc.txt"));
    const error = await must(file)
      .read(signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
  });

  it("a missing folder inside the allowed ones is a not_found at work, not a config error", async () => {
    const source = createSourceConnector("filesystem", { path: join(allowed, "later") }, context);
    await expect(source.checkConnection(signal())).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("filesystem confinement", () => {
  it("refuses a path outside every allowed directory, naming it", () => {
    const error = configError(() => createSourceConnector("filesystem", { path: outside }, context));
    expect(error.detail[0]?.loc).toEqual(["body", "config", "path"]);
    expect(error.message).toContain(
      `'${outside}' is outside the directories this server allows (${allowed})`,
    );
    expect(() => createSourceConnector("filesystem", { path: "/etc" }, context)).toThrow(
      ConnectorConfigError,
    );
  });

  it("refuses '..' even when it would land inside", () => {
    for (const path of [`${allowed}/../outside`, `${allowed}/in/../in`]) {
      const error = configError(() => createDestinationConnector("filesystem", { path }, context));
      expect(error.message).toContain("must not contain '..' segments");
    }
  });

  it("refuses a path that leaves through a symbolic link, also for a folder still to be created", () => {
    for (const path of [join(allowed, "escape"), join(allowed, "escape", "new", "folder")]) {
      const error = configError(() => createDestinationConnector("filesystem", { path }, context));
      expect(error.message).toContain("through a symbolic link");
    }
  });

  it("refuses relative paths, and everything when no directory is allowed", () => {
    expect(configError(() => createSourceConnector("filesystem", { path: "in" }, context)).message).toContain(
      "must be an absolute path",
    );
    const off = configError(() => createSourceConnector("filesystem", { path: allowed }, { allowDirs: [] }));
    expect(off.message).toContain("--allow-dir");
  });

  it("is checked by validateConnectorConfig when the API gives it the context", () => {
    expect(() => validateConnectorConfig("source", "filesystem", { path: outside }, context)).toThrow(
      ConnectorConfigError,
    );
    expect(validateConnectorConfig("source", "filesystem", { path: join(allowed, "in") }, context)).toEqual({
      path: join(allowed, "in"),
      recursive: false,
    });
  });

  it("refuses at work a root that became a link to outside after the connector was saved", async () => {
    const root = join(allowed, "moving");
    mkdirSync(root);
    const source = createSourceConnector("filesystem", { path: root }, context);
    rmSync(root, { recursive: true });
    symlinkSync(outside, root);
    const error = await listAll(source).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
  });
});

describe("filesystem destination", () => {
  const elements: Element[] = [
    { type: "Title", element_id: "e1", text: "Hello", metadata: { page_number: 1 } },
  ];

  it("writes <path>/<source path>.json, creating folders, and a re-run replaces it", async () => {
    const root = join(allowed, "out", "run");
    const destination = createDestinationConnector("filesystem", { path: root }, context);
    await destination.checkConnection(signal());
    const file = { id: "sub/c.txt", filename: "c.txt", path: "sub/c.txt", record: {} };
    await destination.write(file, elements, signal());
    expect(JSON.parse(readFileSync(join(root, "sub", "c.txt.json"), "utf8"))).toEqual(elements);
    await destination.write(file, [], signal());
    expect(readFileSync(join(root, "sub", "c.txt.json"), "utf8")).toBe("[]");
    // No temp files left behind.
    expect(readdirSync(join(root, "sub"))).toEqual(["c.txt.json"]);
  });

  it("keeps outputs under its root whatever the source path holds", async () => {
    const root = join(allowed, "out", "safe");
    const destination = createDestinationConnector("filesystem", { path: root }, context);
    await destination.write(
      { id: "x", filename: "x", path: "../../../outside/x", record: {} },
      elements,
      signal(),
    );
    expect(readdirSync(outside)).toEqual(["secret.txt"]);
    expect(JSON.parse(readFileSync(join(root, "outside", "x.json"), "utf8"))).toEqual(elements);
  });

  it("does not write through a folder under its root that links outside", async () => {
    const root = join(allowed, "out", "linked");
    mkdirSync(root);
    symlinkSync(outside, join(root, "sub"));
    const destination = createDestinationConnector("filesystem", { path: root }, context);
    const error = await destination
      .write({ id: "a", filename: "a.txt", path: "sub/a.txt", record: {} }, elements, signal())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectorError);
    expect((error as ConnectorError).code).toBe("access_denied");
    expect(readdirSync(outside)).toEqual(["secret.txt"]);
  });

  it("replaces a link at the target instead of writing through it", async () => {
    const root = join(allowed, "out", "target-link");
    mkdirSync(root);
    symlinkSync(join(outside, "secret.txt"), join(root, "a.txt.json"));
    const destination = createDestinationConnector("filesystem", { path: root }, context);
    await destination.write({ id: "a", filename: "a.txt", path: "a.txt", record: {} }, elements, signal());
    expect(readFileSync(join(outside, "secret.txt"), "utf8")).toBe("not yours");
    expect(JSON.parse(readFileSync(join(root, "a.txt.json"), "utf8"))).toEqual(elements);
  });

  it("deletes a document's output, never through a folder that links outside, and refuses one without a path", async () => {
    const root = join(allowed, "out", "deleting");
    const destination = createDestinationConnector("filesystem", { path: root }, context);
    const file = { id: "sub/c.txt", filename: "c.txt", path: "sub/c.txt", record: {} };
    await destination.write(file, elements, signal());
    await destination.delete(file, signal());
    expect(readdirSync(join(root, "sub"))).toEqual([]);
    // Deleting what is not there is no error.
    await destination.delete(file, signal());
    await destination.delete({ ...file, path: "nowhere/c.txt" }, signal());
    mkdirSync(join(root, "linked"), { recursive: true });
    rmSync(join(root, "linked"), { recursive: true });
    symlinkSync(outside, join(root, "linked"));
    const through = await destination
      .delete({ id: "s", filename: "secret.txt", path: "linked/secret.txt", record: {} }, signal())
      .catch((e: unknown) => e);
    expect((through as ConnectorError).code).toBe("access_denied");
    expect(readdirSync(outside)).toEqual(["secret.txt"]);
    const unplaced = await destination
      .delete({ id: "x", filename: "x.txt", record: {} }, signal())
      .catch((e: unknown) => e);
    expect((unplaced as ConnectorError).message).toMatch(/did not say where 'x'/);
  });
});

describe("filesystem source, incremental", () => {
  it("a later run processes only the files new or changed since (size + modification time)", async () => {
    const harness = await workflowHarness();
    try {
      const folder = inboxFolder(harness, "incremental");
      const workflow = await harness.workflow({
        source: folder.source,
        destination: { type: "filesystem", config: { path: join(harness.inbox, "incremental-out") } },
        reprocess_all: false,
      });
      await checkIncrementalRuns(harness, workflow, folder.put, folder.remove);
    } finally {
      await harness.close();
    }
  }, 120_000);
});
