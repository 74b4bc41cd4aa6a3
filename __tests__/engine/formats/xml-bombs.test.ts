// Office documents whose few hundred KB expand to tens of MB of short paragraphs (issue 32): refused from
// a count of their XML's bytes before any tree is built, and only when they really pass a limit.
import { describe, expect, it } from "vitest";
import { LimitExceededError } from "../../../src/engine/core/errors.js";
import { DEFAULT_LIMITS, type EngineLimits } from "../../../src/engine/core/types.js";
import { partition } from "../../../src/engine/partition.js";
import { paragraphsDocx, paragraphsOdt, paragraphsPptx } from "../../fixtures/abuse-files.js";

const run = (data: Uint8Array, filename: string, limits: Partial<EngineLimits> = {}) =>
  partition({ data, filename }, undefined, { limits });

async function refusal(data: Uint8Array, filename: string, limits: Partial<EngineLimits> = {}) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const error = await run(data, filename, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  const used = process.cpuUsage(cpu);
  return {
    error,
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
  };
}

describe("documents of millions of short paragraphs", () => {
  // 40 MB of paragraphs: 930,000 of them. Parsed, each costs seconds and gigabytes; counted, a fraction of a second.
  const bombs: [string, () => Uint8Array][] = [
    ["paragraphs.docx", () => paragraphsDocx(40)],
    ["paragraphs.pptx", () => paragraphsPptx(40)],
    ["paragraphs.odt", () => paragraphsOdt(40)],
  ];
  for (const [filename, make] of bombs) {
    it(`${filename}: refused on max-elements from the bytes, before parsing`, async () => {
      const data = make();
      expect(data.length).toBeLessThan(200_000);
      const { error, cpuSeconds } = await refusal(data, filename);
      expect(error).toBeInstanceOf(LimitExceededError);
      expect((error as Error).message).toBe(
        `${filename} exceeds a limit: it produces more than ${DEFAULT_LIMITS.maxElements} elements (limit max-elements)`,
      );
      // Parsing them took 10–20 s of CPU; the count takes well under one.
      expect(cpuSeconds).toBeLessThan(4);
    });
  }

  // Each file nests deeper than the parser allows past its 30th paragraph: parsing fails on that,
  // counting stops before.
  const deep = `${"<x>".repeat(300)}${"</x>".repeat(300)}`;
  const malformed: [string, () => Uint8Array][] = [
    [
      "early.docx",
      () =>
        paragraphsDocx(
          { times: 1 },
          `${"<w:p><w:r><w:t>Line.</w:t></w:r></w:p>".repeat(30)}<w:p>${deep}</w:p>`,
        ),
    ],
    [
      "early.pptx",
      () =>
        paragraphsPptx(
          { times: 1 },
          `${"<a:p><a:r><a:t>Line.</a:t></a:r></a:p>".repeat(30)}</p:txBody></p:sp><p:sp><p:txBody>${deep}`,
        ),
    ],
    [
      "early.odt",
      () => paragraphsOdt({ times: 1 }, `${"<text:p>Line.</text:p>".repeat(30)}<text:p>${deep}</text:p>`),
    ],
  ];
  for (const [filename, make] of malformed) {
    it(`${filename}: the count comes before the parse`, async () => {
      const { error } = await refusal(make(), filename, { maxElements: 20 });
      expect(error).toBeInstanceOf(LimitExceededError);
      expect((error as Error).message).toContain("more than 20 elements (limit max-elements)");
      // Past the limit's reach, the same file is refused by its parser.
      await expect(run(make(), filename, { maxElements: 100 })).rejects.toThrow(/XML/);
    });
  }

  it("refuses on max-characters too, naming the setting", async () => {
    const long = `<w:p><w:r><w:t>${"word ".repeat(200)}</w:t></w:r></w:p>`;
    const { error } = await refusal(paragraphsDocx({ times: 11 }, long), "long.docx", {
      maxCharacters: 8_000,
    });
    expect((error as Error).message).toBe(
      "long.docx exceeds a limit: it produces more than 8000 characters of text (limit max-characters)",
    );
  });
});

describe("the count never refuses what the partitioner accepts", () => {
  const text = "<w:p><w:r><w:t>Short line.</w:t></w:r></w:p>";
  // Paragraphs the partitioner drops: blank, a lone bullet, text only in a deleted run.
  const dropped =
    '<w:p><w:r><w:t xml:space="preserve">   </w:t></w:r></w:p>' +
    "<w:p><w:r><w:t>\u2022</w:t></w:r></w:p>" +
    "<w:p><w:del><w:r><w:delText>Gone.</w:delText></w:r></w:del></w:p><w:p/>";

  it("docx: exactly at max-elements passes, one more is refused", async () => {
    const limits = { maxElements: 50 };
    const elements = await run(paragraphsDocx({ times: 50 }, text + dropped), "at.docx", limits);
    expect(elements).toHaveLength(50);
    const { error } = await refusal(paragraphsDocx({ times: 51 }, text + dropped), "over.docx", limits);
    expect((error as Error).message).toContain("more than 50 elements (limit max-elements)");
  });

  it("docx: entity references count as what they decode to, at most", async () => {
    // 40 characters of text written as 200 bytes of character references: 40 characters, not 120 digits.
    const entities = `<w:p><w:r><w:t>${"&#65;".repeat(40)}</w:t></w:r></w:p>`;
    const elements = await run(paragraphsDocx({ times: 2 }, entities), "entities.docx", {
      maxCharacters: 80,
    });
    expect(elements.map((e) => e.text)).toEqual(["A".repeat(40), "A".repeat(40)]);
  });

  it("docx: a body the count cannot see (in a table) is still bounded by the partitioner", async () => {
    const cell = `<w:tbl><w:tr><w:tc>${text}</w:tc></w:tr></w:tbl>`;
    const { error } = await refusal(paragraphsDocx({ times: 30 }, cell), "tables.docx", { maxElements: 20 });
    expect((error as Error).message).toContain("more than 20 elements (limit max-elements)");
  });

  it("pptx: placeholders and shapes placed off the slide are not counted", async () => {
    const para = "<a:p><a:r><a:t>Short line.</a:t></a:r></a:p>";
    const offSlide = '<p:spPr><a:xfrm><a:off x="-914400" y="914400"/></a:xfrm></p:spPr>';
    // The partitioner skips the shape placed off the slide: nothing to refuse.
    expect(await run(paragraphsPptx({ times: 30 }, para, offSlide), "off.pptx", { maxElements: 20 })).toEqual(
      [],
    );
    const onSlide = '<p:spPr><a:xfrm><a:off x="914400" y="914400"/></a:xfrm></p:spPr>';
    const kept = await run(paragraphsPptx({ times: 20 }, para, onSlide), "on.pptx", { maxElements: 20 });
    expect(kept).toHaveLength(20);
    const { error } = await refusal(paragraphsPptx({ times: 21 }, para, onSlide), "on.pptx", {
      maxElements: 20,
    });
    expect((error as Error).message).toContain("more than 20 elements (limit max-elements)");
    // A placeholder's paragraphs are left to the partitioner, which still refuses them.
    const placeholder =
      '<p:nvSpPr><p:cNvPr id="2" name="Body"/><p:cNvSpPr/><p:nvPr><p:ph type="body"/></p:nvPr></p:nvSpPr>';
    const { error: held } = await refusal(paragraphsPptx({ times: 30 }, para, placeholder), "ph.pptx", {
      maxElements: 20,
    });
    expect((held as Error).message).toContain("more than 20 elements (limit max-elements)");
  });

  it("odt: blank paragraphs are not counted; text paragraphs are", async () => {
    const unit = "<text:p>Short line.</text:p><text:p> </text:p><text:p><text:span>  </text:span></text:p>";
    expect(await run(paragraphsOdt({ times: 20 }, unit), "at.odt", { maxElements: 20 })).toHaveLength(20);
    const { error } = await refusal(paragraphsOdt({ times: 21 }, unit), "over.odt", { maxElements: 20 });
    expect((error as Error).message).toContain("more than 20 elements (limit max-elements)");
  });
});
