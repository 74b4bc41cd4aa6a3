// The action's `ocr-languages` input, through the bundle as the runner runs it: the French model is fetched
// from a stand-in npm registry on loopback (serving Debian's real French model as the
// @tesseract.js-data/fra package) before partitioning, and a French scan is read with it by tesseract.js.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runBundle } from "../helpers/action-runner.js";
import { debianModel, modelPackage, standInRegistry } from "../helpers/model-registry.js";

let work: string;
beforeEach(async () => {
  work = await mkdtemp(join(tmpdir(), "docflow-ocr-languages-"));
});
afterEach(async () => {
  await rm(work, { recursive: true, force: true });
});

async function frenchScan(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="220"><rect width="100%" height="100%" fill="white"/><text x="40" y="100" font-family="DejaVu Serif" font-size="30">Le château se trouve près de la forêt.</text></svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();
}

function partitionStep(env: Record<string, string>, languages: string) {
  return runBundle("dist/index.js", {
    cwd: work,
    inputs: {
      mode: "partition",
      files: "lettre.png",
      "partition-params": "{strategy: hi_res, languages: [fra]}",
      "ocr-languages": languages,
      cache: "false",
      "upload-artifact": "false",
      "comment-on-pr": "false",
    },
    env: { GITHUB_WORKSPACE: work, DOCFLOW_OCR: "js", DOCFLOW_TESSDATA: join(work, "models"), ...env },
    timeoutMs: 60_000,
  });
}

describe("input ocr-languages", () => {
  it.runIf(existsSync(debianModel("fra")))(
    "fetches the model before partitioning and reads with it",
    async () => {
      const registry = await standInRegistry({ fra: modelPackage("fra", readFileSync(debianModel("fra"))) });
      try {
        await writeFile(join(work, "lettre.png"), await frenchScan());
        const run = await partitionStep({ DOCFLOW_OCR_REGISTRY: registry.url }, "fra");
        expect(run.exitCode, `${run.stdout}\n${run.stderr}`).toBe(0);
        expect(run.stdout).toContain(
          `ocr-languages: fra fetched from the npm registry (${join(work, "models")}).`,
        );
        expect(readdirSync(join(work, "models"))).toEqual(["fra.traineddata.gz"]);
        const elements = JSON.parse(
          await readFile(join(run.outputs["output-dir"] ?? "", "lettre.png.json"), "utf8"),
        );
        expect(elements.map((e: { text: string }) => e.text).join(" ")).toContain("château");
        expect(registry.requests).toEqual(["/@tesseract.js-data/fra", "/tarballs/fra-1.0.0.tgz"]);
      } finally {
        await registry.close();
      }
    },
  );

  it("fails naming a value that is no Tesseract language", async () => {
    await writeFile(join(work, "lettre.png"), await frenchScan());
    const run = await partitionStep({ DOCFLOW_OCR_REGISTRY: "http://127.0.0.1:9/" }, "fra, klingon");
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain("Input 'ocr-languages': not Tesseract languages: klingon.");
  });

  it("fails saying the registry could not be reached, offline", async () => {
    const closed = await standInRegistry({});
    await closed.close();
    await writeFile(join(work, "lettre.png"), await frenchScan());
    const run = await partitionStep({ DOCFLOW_OCR_REGISTRY: closed.url }, "deu");
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toContain(
      `Input 'ocr-languages': the OCR model could not be fetched (@tesseract.js-data/deu from ${closed.url}: connect ECONNREFUSED`,
    );
  });
});
