// Mode `partition` as a plain function, with the embedded engine and a temp workspace: no GitHub.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { parsePartitionForm } from "../../src/contract/partition.js";
import { ContractValidationError } from "../../src/contract/validation.js";
import { partitionDocuments, writeElementsJson } from "../../src/modes/partition/documents.js";
import { runPartitionMode } from "../../src/modes/partition/mode.js";

let workspace = "";
const put = async (path: string, content: string) => {
  await mkdir(dirname(join(workspace, path)), { recursive: true });
  await writeFile(join(workspace, path), content);
};
const readJson = async (path: string) => JSON.parse(await readFile(join(workspace, path), "utf8"));

beforeEach(async () => {
  workspace = await mkdtemp(join(tmpdir(), "docflow-mode-"));
  await put("docs/a.md", "# Alpha\n\nFirst paragraph of alpha, long enough to be narrative text.\n");
  await put("docs/sub/b.md", "# Beta\n\nThe beta document says something else entirely here.\n");
  await put("docs/c.txt", "plain text notes\n");
  await put("README.md", "# Readme\n");
});
afterEach(async () => {
  await rm(workspace, { recursive: true, force: true });
});

describe("runPartitionMode", () => {
  it("partitions every matching document into paths mirroring the workspace, with index.json", async () => {
    const result = await runPartitionMode({
      workspace,
      patterns: ["docs/**/*.md"],
      changedOnly: false,
      outDir: "out",
      params: parsePartitionForm({}),
      concurrency: 2,
    });
    expect(result.outDir).toBe(join(workspace, "out"));
    expect(result.report.documents.map((d) => [d.path, d.ok, d.output])).toEqual([
      ["docs/a.md", true, "docs/a.md.json"],
      ["docs/sub/b.md", true, "docs/sub/b.md.json"],
    ]);
    const alpha = await readJson("out/docs/a.md.json");
    expect(alpha[0]).toMatchObject({ type: "Title", text: "Alpha" });
    const index = await readJson("out/index.json");
    expect(index).toMatchObject({
      engine: "embedded",
      selection: "All documents matching `files`",
      totals: { documents: 2, processed: 2, failed: 0 },
      removed: [],
    });
    expect(index.documents[1]).toMatchObject({
      path: "docs/sub/b.md",
      status: "ok",
      output: "docs/sub/b.md.json",
      types: { Title: 1, NarrativeText: 1 },
    });
    expect(result.indexPath).toBe(join(workspace, "out/index.json"));
  });

  it("never partitions its own output directory", async () => {
    await put("out/docs/old.md", "# Stale output\n");
    const result = await runPartitionMode({
      workspace,
      patterns: ["**/*.md"],
      changedOnly: false,
      outDir: join(workspace, "out"),
      params: parsePartitionForm({}),
    });
    expect(result.report.documents.map((d) => d.path)).toEqual(["README.md", "docs/a.md", "docs/sub/b.md"]);
  });

  it("with changed-only, partitions the changed documents and lists removed ones", async () => {
    const result = await runPartitionMode({
      workspace,
      patterns: ["docs/**"],
      changes: [
        { path: "docs/a.md", status: "modified" },
        { path: "docs/gone.md", status: "removed" },
        { path: "docs/missing.md", status: "added" },
        { path: "src/code.ts", status: "modified" },
      ],
      changedOnly: true,
      outDir: "out",
      params: parsePartitionForm({}),
    });
    expect(result.report.documents.map((d) => [d.path, d.ok, d.change])).toEqual([
      ["docs/a.md", true, "modified"],
      ["docs/missing.md", false, "added"],
    ]);
    expect(result.report.documents[1]?.error).toContain("not in the workspace");
    expect(result.report.removed).toEqual([{ path: "docs/gone.md", status: "removed" }]);
    expect(result.changes.map((c) => c.path)).toEqual(["docs/a.md", "docs/gone.md", "docs/missing.md"]);
    expect(existsSync(join(workspace, "out/docs/sub/b.md.json"))).toBe(false);
  });

  it("compares changed documents with their base versions, renames with the old path", async () => {
    const base: Record<string, string> = {
      "docs/a.md":
        "# Alpha\n\nFirst paragraph of alpha, long enough to be narrative text.\n\nA paragraph that is removed now.\n",
      "docs/old-b.md": "# Beta\n\nThe beta document says something different here.\n",
    };
    const asked: string[] = [];
    const result = await runPartitionMode({
      workspace,
      patterns: ["docs/**/*.md"],
      changes: [
        { path: "docs/a.md", status: "modified" },
        { path: "docs/sub/b.md", status: "added", previousPath: "docs/old-b.md" },
      ],
      changedOnly: false,
      outDir: "out",
      params: parsePartitionForm({}),
      readBase: async (path) => {
        asked.push(path);
        const text = base[path];
        return text === undefined ? undefined : new TextEncoder().encode(text);
      },
    });
    expect(asked.sort()).toEqual(["docs/a.md", "docs/old-b.md"]);
    const [a, b] = result.report.documents;
    expect(a?.diff?.changes).toEqual([
      expect.objectContaining({
        kind: "removed",
        section: "Alpha",
        before: expect.objectContaining({ text: "A paragraph that is removed now." }),
      }),
    ]);
    expect(b?.previousPath).toBe("docs/old-b.md");
    expect(b?.diff?.changes).toEqual([expect.objectContaining({ kind: "changed", section: "Beta" })]);
    expect((await readJson("out/index.json")).documents[0].diff).toEqual({
      added: 0,
      removed: 1,
      changed: 0,
      unchanged: 2,
    });
  });

  it("reports a base version that cannot be partitioned instead of failing the document", async () => {
    await put("docs/d.docx", "not a zip");
    const result = await runPartitionMode({
      workspace,
      patterns: ["docs/a.md"],
      changes: [{ path: "docs/a.md", status: "modified" }],
      changedOnly: true,
      outDir: "out",
      params: parsePartitionForm({}),
      readBase: async () => {
        throw new Error("git exploded");
      },
    });
    expect(result.report.documents[0]).toMatchObject({
      ok: true,
      diffError: "reading the base version failed: git exploded",
    });
  });

  it("takes parameters parsed at the edge, where invalid ones are rejected", () => {
    // The mode is given parsed parameters only: a bad value cannot reach it, so nothing is read or written.
    expect(() => parsePartitionForm({ chunking_strategy: "by_title", max_characters: "many" })).toThrow(
      ContractValidationError,
    );
  });

  it("keeps going when a document fails", async () => {
    await put("docs/broken.docx", "this is not a zip file");
    const result = await runPartitionMode({
      workspace,
      patterns: ["docs/**/*.md", "docs/*.docx"],
      changedOnly: false,
      outDir: "out",
      params: parsePartitionForm({}),
    });
    expect(result.report.totals).toMatchObject({ documents: 3, processed: 2, failed: 1 });
    expect(result.report.documents.find((d) => d.path === "docs/broken.docx")).toMatchObject({ ok: false });
  });
});

describe("partitionDocuments", () => {
  it("keeps the CLI's flat naming unless asked to mirror paths, and never writes outside outDir", async () => {
    const out = join(workspace, "flat");
    const flat = await partitionDocuments({
      files: ["docs/a.md", "docs/sub/b.md"],
      cwd: workspace,
      outDir: out,
      params: parsePartitionForm({}),
    });
    expect(flat.map((r) => r.output)).toEqual([join(out, "a.md.json"), join(out, "b.md.json")]);

    const mirrored = await partitionDocuments({
      files: ["docs/a.md", join(workspace, "docs/sub/b.md"), "../x/docs/a.md"],
      cwd: workspace,
      outDir: join(workspace, "m"),
      mirrorPaths: true,
      reservedNames: ["index.json"],
      params: parsePartitionForm({}),
    });
    expect(mirrored.map((r) => r.output)).toEqual([
      join(workspace, "m/docs/a.md.json"),
      join(workspace, "m/b.md.json"),
      undefined,
    ]);
    expect(mirrored[0]).toMatchObject({ types: { Title: 1, NarrativeText: 1 } });
  });

  it("makes mirrored names portable: no characters Windows or the artifact service refuse", async () => {
    await put('docs/a:b|c*"d"?.md', "# Odd\n");
    const [odd] = await partitionDocuments({
      files: ['docs/a:b|c*"d"?.md'],
      cwd: workspace,
      outDir: join(workspace, "p"),
      mirrorPaths: true,
      params: parsePartitionForm({}),
    });
    expect(odd?.output).toBe(join(workspace, "p/docs/a_b_c__d__.md.json"));
  });

  it("returns the elements when asked to keep them", async () => {
    const [kept] = await partitionDocuments({
      files: ["docs/a.md"],
      cwd: workspace,
      outDir: join(workspace, "k"),
      params: parsePartitionForm({}),
      keepElements: (file) => file === "docs/a.md",
    });
    expect(kept?.result?.[0]).toMatchObject({ text: "Alpha" });
  });
});

describe("writeElementsJson", () => {
  it("writes the bytes JSON.stringify(elements, null, 2) gives, and a newline, element by element", async () => {
    const element = (i: number) => ({
      type: i % 2 ? "Title" : "NarrativeText",
      element_id: i.toString(16).padStart(32, "0"),
      // Escaped line breaks and quotes, non-ASCII text and nested metadata, long enough to cross batches.
      text: `Line one\nline "two" of ${i}: café, 東京, ${"x".repeat(i % 7 === 0 ? 70_000 : 20)}`,
      metadata: {
        page_number: i,
        languages: ["eng"],
        links: [{ text: "a", url: "https://x.test/", start_index: 0 }],
      },
    });
    for (const elements of [[], [element(1)], Array.from({ length: 40 }, (_, i) => element(i))]) {
      const path = join(workspace, "out.json");
      await writeElementsJson(path, elements);
      expect(await readFile(path, "utf8")).toBe(`${JSON.stringify(elements, null, 2)}\n`);
    }
  });

  it("leaves the previous output whole, and no partial file, when writing fails half-way", async () => {
    const path = join(workspace, "kept.json");
    await writeElementsJson(path, [{ type: "Title", text: "Before" }] as never);
    const before = await readFile(path, "utf8");
    const cyclic: Record<string, unknown> = { type: "Title", text: "After" };
    cyclic.metadata = cyclic;
    const many = [
      ...Array.from({ length: 2000 }, (_, i) => ({ type: "Title", text: `Element ${i}` })),
      cyclic,
    ];
    await expect(writeElementsJson(path, many as never)).rejects.toThrow(/circular/i);
    expect(await readFile(path, "utf8")).toBe(before);
    expect((await readdir(workspace)).filter((name) => name.endsWith(".partial"))).toEqual([]);
  });
});
