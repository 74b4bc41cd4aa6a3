// Requested languages as ISO 639-3 codes in metadata (what the reference records), and the same table
// giving OCR its Tesseract models.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { iso6393Of, requestLanguages, tesseractPrefixOf } from "../../src/engine/core/language-codes.js";
import { documentLanguages } from "../../src/engine/elements/languages.js";
import { parseOcrLanguages } from "../../src/engine/ocr/languages.js";
import { partition } from "../../src/engine/partition.js";
import { corpusDir, corpusPath } from "../helpers/corpus.js";

const GERMAN =
  "Der schnelle braune Fuchs springt über den faulen Hund, und alle Kinder lachen darüber sehr laut.";

describe("iso6393Of", () => {
  it("maps ISO 639-1, 639-2/B and Tesseract codes to ISO 639-3", () => {
    const cases: [string, string | undefined][] = [
      ["en", "eng"],
      ["EN", "eng"],
      ["de", "deu"],
      ["zh", "zho"],
      ["nb", "nob"],
      ["eng", "eng"],
      ["chi_sim", "zho"],
      ["chi_tra_vert", "zho"],
      ["chi", "zho"],
      ["ger", "deu"],
      ["fre", "fra"],
      ["aze_cyrl", "aze"],
      ["srp_latn", "srp"],
      ["cmn", "cmn"],
      ["zho", "zho"],
      ["fas", "fas"],
      ["zh-CN", "zho"],
      [" kor ", "kor"],
      ["auto", undefined],
      ["", undefined],
      ["osd", undefined],
      ["equ", undefined],
      ["xx", undefined],
      ["english", undefined],
    ];
    expect(cases.map(([given]) => [given, iso6393Of(given)])).toEqual(cases);
  });

  it("keeps OCR's Tesseract prefixes as they were", () => {
    expect(tesseractPrefixOf("zh")).toBe("chi");
    expect(tesseractPrefixOf("chi")).toBe("chi");
    expect(tesseractPrefixOf("zho")).toBe("chi");
    expect(tesseractPrefixOf("ger")).toBe("deu");
    expect(tesseractPrefixOf("english")).toBeUndefined();
    // Locale tags name their language first, for OCR as for the recorded languages.
    expect(tesseractPrefixOf("en-US")).toBe("eng");
    expect(tesseractPrefixOf("pt_BR")).toBe("por");
    expect(iso6393Of("en-US")).toBe("eng");
    expect(parseOcrLanguages(["en-US"])[0]?.codes).toEqual(["eng"]);
    expect(parseOcrLanguages(["zh+en"]).map((l) => l.codes)).toEqual([
      ["chi_sim", "chi_sim_vert", "chi_tra", "chi_tra_vert"],
      ["eng"],
    ]);
    expect(parseOcrLanguages(["chi"])[0]?.codes).toEqual([
      "chi_sim",
      "chi_sim_vert",
      "chi_tra",
      "chi_tra_vert",
    ]);
  });
});

describe("requestLanguages", () => {
  it("takes languages, else the deprecated ocr_languages, as written", () => {
    expect(requestLanguages({ languages: [], ocr_languages: ["spa"] })).toEqual(["spa"]);
    expect(requestLanguages({ languages: ["ita"], ocr_languages: ["spa"] })).toEqual(["ita"]);
    expect(requestLanguages({ languages: ["auto"], ocr_languages: ["spa"] })).toEqual(["auto"]);
    expect(requestLanguages({ languages: [] })).toEqual([]);
  });
});

describe("documentLanguages", () => {
  it("records the requested languages as ISO 639-3, deduplicated, + split", () => {
    expect(documentLanguages(["en"], () => GERMAN)).toEqual(["eng"]);
    expect(documentLanguages(["chi_sim", "zh", "eng+deu"], () => "")).toEqual(["zho", "eng", "deu"]);
    expect(documentLanguages(["chi_sim+eng"], () => "")).toEqual(["zho", "eng"]);
    expect(documentLanguages(["ger"], () => "")).toEqual(["deu"]);
  });

  it("detects when asked with auto, or when no value names a language", () => {
    expect(documentLanguages(["auto", "fra"], () => GERMAN)).toEqual(["deu"]);
    expect(documentLanguages(["xx"], () => GERMAN)).toEqual(["deu"]);
    expect(documentLanguages([], () => "Hi there")).toEqual(["eng"]);
  });

  it("goes into every element's metadata through partition", async () => {
    const elements = await partition(
      {
        data: new TextEncoder().encode("Hello there, my friend.\n\nSecond paragraph here.\n"),
        filename: "a.txt",
      },
      parsePartitionParameters({ languages: ["en", "chi_sim"] }),
    );
    expect(elements.length).toBeGreaterThan(1);
    for (const element of elements) expect(element.metadata.languages).toEqual(["eng", "zho"]);
  });
});

describe.runIf(corpusDir())("detected languages of the corpus's language documents", () => {
  const languagesOf = async (name: string) => {
    const path = corpusPath("example-docs", "language-docs", name) as string;
    const elements = await partition(
      { data: await readFile(path), filename: name },
      parsePartitionParameters({ strategy: "fast" }),
    );
    return [...new Set(elements.flatMap((element) => element.metadata.languages ?? []))];
  };

  it("keeps a long French paper French (its scores bunch up: English 0.96 of French)", async () => {
    expect(await languagesOf("fr_olap.pdf")).toEqual(["fra"]);
  });

  it("takes a mostly English text as English", async () => {
    expect(await languagesOf("eng_spa_mult.txt")).toEqual(["eng"]);
  });
});
