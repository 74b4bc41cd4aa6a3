// One OCR answer, seen from the bundled CLI: the same scan read by the native tesseract command and by
// tesseract.js gives the same elements (both read docflow's model with page segmentation 3 and LSTM only),
// and each file's line names the engine that read it.
import { execFileSync, spawn } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../helpers/action-runner.js";
import { bundlePath } from "../helpers/dist.js";

function hasTesseract(): boolean {
  try {
    execFileSync("tesseract", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

function partition(backend: "native" | "js"): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(
    process.execPath,
    [bundlePath("dist/cli.js"), "partition", "page.png", "--strategy", "hi_res", "-o", `out-${backend}`],
    {
      cwd: dir,
      env: { PATH: process.env.PATH ?? "", DOCFLOW_OCR: backend },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stderr })));
}

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "docflow-cli-ocr-"));
  await copyFile(join(ROOT, "__tests__/fixtures/images/ocr-page.png"), join(dir, "page.png"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe.runIf(hasTesseract())("OCR engines (dist/cli.js)", () => {
  it("native tesseract and tesseract.js give the same elements, and the CLI names which read the file", async () => {
    const [native, js] = await Promise.all([partition("native"), partition("js")]);
    expect(native.code, native.stderr).toBe(0);
    expect(js.code, js.stderr).toBe(0);
    expect(native.stderr).toMatch(
      /ok {6}page\.png: \d+ elements in .* \(OCR: tesseract \d+\.\d+\.\d+ \(native\)\)/,
    );
    expect(js.stderr).toMatch(/ok {6}page\.png: \d+ elements in .* \(OCR: tesseract\.js \d+\.\d+\.\d+\)/);
    const read = async (backend: string) =>
      (
        JSON.parse(await readFile(join(dir, `out-${backend}`, "page.png.json"), "utf8")) as {
          type: string;
          text: string;
        }[]
      ).map(({ type, text }) => ({ type, text }));
    expect(await read("native")).toEqual(await read("js"));
  });
});
