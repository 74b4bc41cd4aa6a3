// uploadFiles through @actions/artifact against the artifact service stand-in: only the named files are
// in the zip, with paths relative to the root; files outside the root are refused before any upload.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadDirectory, uploadFiles } from "../../src/action/artifact.js";
import { type ArtifactService, startArtifactService } from "./run-helpers.js";

describe("uploadFiles", () => {
  let service: ArtifactService;
  let root: string;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    service = await startArtifactService();
    for (const [name, value] of Object.entries(service.env)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    root = await mkdtemp(join(tmpdir(), "docflow-artifact-"));
    await mkdir(join(root, "nested"));
    await writeFile(join(root, "mine.json"), '[{"type":"Title"}]');
    await writeFile(join(root, "nested", "mine-too.json"), "[]");
    await writeFile(join(root, "someone-else.json"), "{}");
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    await service?.close();
    await rm(root, { recursive: true, force: true });
  });

  it("uploads only the given files, relative to the root", async () => {
    const result = await uploadFiles(
      "only-mine",
      [join(root, "mine.json"), "nested/mine-too.json", join(root, "mine.json")],
      root,
      3,
    );
    expect(result.id).toBe(service.artifacts.length);
    const artifact = service.artifacts.find((a) => a.name === "only-mine");
    expect(Object.keys(artifact?.files ?? {}).sort()).toEqual(["mine.json", "nested/mine-too.json"]);
    expect(artifact?.files["mine.json"]?.toString("utf8")).toBe('[{"type":"Title"}]');
    const days = (Date.parse(artifact?.retention ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
  });

  it("takes the first free suffix when the name is taken in the run (matrix legs, two steps of a job)", async () => {
    const first = await uploadDirectory("shared-name", join(root, "nested"));
    const second = await uploadDirectory("shared-name", join(root, "nested"));
    const third = await uploadFiles("shared-name", ["mine.json"], root);
    expect([first.name, second.name, third.name]).toEqual(["shared-name", "shared-name-2", "shared-name-3"]);
    const uploaded = service.artifacts.filter((a) => a.name.startsWith("shared-name")).map((a) => a.name);
    expect(uploaded.sort()).toEqual(["shared-name", "shared-name-2", "shared-name-3"]);
  });

  it("refuses files outside the root and an empty list, uploading nothing", async () => {
    const before = service.artifacts.length;
    await expect(uploadFiles("escape", [join(root, "..", "elsewhere.json")], root)).rejects.toThrow(
      /elsewhere\.json as part of the artifact escape: the files must be under/,
    );
    await expect(uploadFiles("escape", ["../x.json"], root)).rejects.toThrow(/must be under/);
    await expect(uploadFiles("empty", [], root)).rejects.toThrow(/No files to upload as the artifact empty/);
    expect(service.artifacts).toHaveLength(before);
  });
});
