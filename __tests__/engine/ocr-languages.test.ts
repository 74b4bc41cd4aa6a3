import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { MissingLanguageDataError } from "../../src/engine/core/errors.js";
import { tarEntry } from "../../src/engine/ocr/fetch.js";
import { recognizeImage, recordOcrEngines, shutdownOcr } from "../../src/engine/ocr/index.js";
import { debianModel, modelPackage, type StandIn, standInRegistry, tar } from "../helpers/model-registry.js";

/**
 * Lines of text set in DejaVu Serif (or `font`), as a PNG. Hangul at 30 px on a short page is taken for a
 * picture by Tesseract's page layout analysis (natively too), so Korean is set at 40 px.
 */
function textImage(lines: string[], font = "DejaVu Serif", size = 30): Promise<Buffer> {
  const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const spacing = Math.round(size * 1.7);
  const rows = lines
    .map(
      (line, i) =>
        `<text x="40" y="${100 + i * spacing}" font-family="${font}" font-size="${size}">${xml(line)}</text>`,
    )
    .join("");
  const height = 100 + lines.length * spacing + 60;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1100" height="${height}"><rect width="100%" height="100%" fill="white"/>${rows}</svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();
}

const FRENCH = ["Le château se trouve près de la forêt.", "Les élèves étudient à la bibliothèque."];
const GERMAN = ["Die Straße führt über die große Brücke.", "Müller öffnet das Geschäft früh."];
const KOREAN = ["대한민국의 수도는 서울입니다", "오늘 날씨가 좋습니다"];

const env = ["DOCFLOW_TESSDATA", "DOCFLOW_OCR_REGISTRY", "DOCFLOW_OCR_FETCH", "DOCFLOW_OCR"] as const;
let saved: Record<string, string | undefined>;
let folder: string;

beforeEach(() => {
  saved = Object.fromEntries(env.map((name) => [name, process.env[name]]));
  folder = mkdtempSync(join(tmpdir(), "docflow-tessdata-test-"));
  process.env.DOCFLOW_TESSDATA = folder;
  // tesseract.js: the native command would read Debian's model of the language, and fetch nothing.
  process.env.DOCFLOW_OCR = "js";
  process.env.DOCFLOW_OCR_FETCH = "on";
});

afterEach(() => {
  for (const name of env) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  rmSync(folder, { recursive: true, force: true });
});

afterAll(() => shutdownOcr());

describe("OCR languages fetched on first use (stand-in registry on loopback)", () => {
  it("reads a tar entry of npm's tarball layout", () => {
    const archive = tar({ "package/a.txt": Buffer.from("a"), "package/b/c.txt": Buffer.from("see") });
    expect(Buffer.from(tarEntry(archive, "package/b/c.txt") ?? []).toString()).toBe("see");
    expect(tarEntry(archive, "package/missing")).toBeUndefined();
  });

  it.runIf(existsSync(debianModel("fra")))(
    "fetches fra once into the models folder and reads French with it",
    async () => {
      const registry = await standInRegistry({ fra: modelPackage("fra", readFileSync(debianModel("fra"))) });
      process.env.DOCFLOW_OCR_REGISTRY = registry.url;
      try {
        const image = await textImage(FRENCH);
        const { result: page, ocrEngines } = await recordOcrEngines(() =>
          recognizeImage(image, { languages: ["fra"], filename: "lettre.png" }),
        );
        const text = page.lines.map((line) => line.text).join("\n");
        expect(text).toContain("château");
        expect(text).toContain("forêt");
        expect(text).toContain("élèves");
        expect(ocrEngines).toEqual([expect.stringMatching(/^tesseract\.js \d/)]);
        expect(readdirSync(folder)).toEqual(["fra.traineddata.gz"]);
        // The second page uses the model now on disk.
        await recognizeImage(image, { languages: ["fr"], filename: "lettre.png" });
        expect(registry.requests).toEqual(["/@tesseract.js-data/fra", "/tarballs/fra-1.0.0.tgz"]);
      } finally {
        await registry.close();
      }
    },
  );

  it("refuses a tarball that does not match the registry's checksum, naming the language", async () => {
    const registry = await standInRegistry(
      { fra: modelPackage("fra", Buffer.from("not a model")) },
      `sha512-${Buffer.alloc(64).toString("base64")}`,
    );
    process.env.DOCFLOW_OCR_REGISTRY = registry.url;
    try {
      const image = await textImage(FRENCH);
      const failure = recognizeImage(image, { languages: ["fra"], filename: "lettre.png" });
      await expect(failure).rejects.toBeInstanceOf(MissingLanguageDataError);
      await expect(failure).rejects.toThrow(
        /not installed for: fra\..*does not match the registry's checksum/,
      );
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      await registry.close();
    }
  });

  it("offline: names the language, the reason and every way to add it", async () => {
    const registry = await standInRegistry({});
    await registry.close();
    process.env.DOCFLOW_OCR_REGISTRY = registry.url;
    const failure = recognizeImage(await textImage(GERMAN), { languages: ["deu"], filename: "brief.png" });
    await expect(failure).rejects.toBeInstanceOf(MissingLanguageDataError);
    await expect(failure).rejects.toThrow(
      new RegExp(
        [
          "^OCR language data is not installed for: deu\\. Installed: .*eng.*",
          "Fetching the model failed \\(@tesseract\\.js-data/deu from http://127\\.0\\.0\\.1:\\d+/: .*\\)\\.",
          "To read deu: install Debian's tesseract-ocr-deu for the native tesseract command, or let docflow fetch @tesseract\\.js-data/deu",
          `into ${folder.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} \\(set the folder with DOCFLOW_TESSDATA`,
          "the action's `ocr-languages` input",
        ].join(".*"),
        "s",
      ),
    );
  });

  it("a language the registry does not have", async () => {
    const registry = await standInRegistry({});
    process.env.DOCFLOW_OCR_REGISTRY = registry.url;
    try {
      const failure = recognizeImage(await textImage(GERMAN), { languages: ["deu"], filename: "brief.png" });
      await expect(failure).rejects.toThrow(/not installed for: deu\..*HTTP 404/s);
    } finally {
      await registry.close();
    }
  });

  it("with fetching off, fetches nothing and says so", async () => {
    const registry = await standInRegistry({});
    process.env.DOCFLOW_OCR_REGISTRY = registry.url;
    process.env.DOCFLOW_OCR_FETCH = "off";
    try {
      const failure = recognizeImage(await textImage(GERMAN), { languages: ["deu"], filename: "brief.png" });
      await expect(failure).rejects.toThrow(
        /not installed for: deu\..*Fetching models is off \(DOCFLOW_OCR_FETCH\)/s,
      );
      expect(registry.requests).toEqual([]);
    } finally {
      await registry.close();
    }
  });
});

// CI (.ci/run sets DOCFLOW_TEST_NPM_REGISTRY): the real packages from the real registry, the one network
// use of the tests. DOCFLOW_TEST_MODEL_TARBALLS=<folder of `npm pack @tesseract.js-data/<code>` tarballs>
// runs the same reading through the stand-in instead.
const tarballs = process.env.DOCFLOW_TEST_MODEL_TARBALLS;
describe.runIf(process.env.DOCFLOW_TEST_NPM_REGISTRY || tarballs)(
  "OCR languages from the npm registry",
  () => {
    it("fetches fra, deu and kor and reads each language", { timeout: 240_000 }, async () => {
      let standIn: StandIn | undefined;
      if (tarballs) {
        const packages: Record<string, Uint8Array> = {};
        for (const file of readdirSync(tarballs)) {
          const code = /^tesseract\.js-data-(\w+)-[\d.]+\.tgz$/.exec(file)?.[1];
          if (code) packages[code] = readFileSync(join(tarballs, file));
        }
        standIn = await standInRegistry(packages);
      }
      process.env.DOCFLOW_OCR_REGISTRY = standIn?.url ?? process.env.DOCFLOW_TEST_NPM_REGISTRY;
      try {
        const read = async (lines: string[], code: string, font?: string, size?: number) => {
          const image = await textImage(lines, font, size);
          const page = await recognizeImage(image, { languages: [code], filename: `${code}.png` });
          return page.lines.map((line) => line.text).join("\n");
        };
        const french = await read(FRENCH, "fra");
        expect(french).toContain("château");
        expect(french).toContain("bibliothèque");
        const german = await read(GERMAN, "deu");
        expect(german).toContain("Straße");
        expect(german).toContain("Brücke");
        const korean = await read(KOREAN, "kor", "NanumGothic", 40);
        expect(korean.replace(/\s/g, ""), korean).toContain("서울");
        expect(readdirSync(folder).sort()).toEqual([
          "deu.traineddata.gz",
          "fra.traineddata.gz",
          "kor.traineddata.gz",
        ]);
      } finally {
        await standIn?.close();
      }
    });
  },
);
