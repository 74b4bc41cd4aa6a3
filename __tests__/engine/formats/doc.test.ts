import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import CFB from "cfb";
import { describe, expect, it } from "vitest";
import { EngineError, InvalidDocumentError } from "../../../src/engine/core/errors.js";
import { partitionDoc } from "../../../src/engine/formats/doc.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir } from "../../helpers/corpus.js";
import { corruptedVariants, fixture, formatContext } from "./word-fixtures.js";

const typesAndTexts = (elements: readonly { type: string; text: string }[]) =>
  elements.map((e) => [e.type, e.text]);

/** The committed .doc with its WordDocument stream changed by `edit`. */
function editedDoc(edit: (stream: Uint8Array) => void, remove = false): Uint8Array {
  const container = CFB.read(fixture("fake-doc-emphasized-text.doc"), { type: "buffer" });
  const entry = CFB.find(container, "WordDocument");
  if (!entry?.content) throw new Error("fixture has no WordDocument stream");
  if (remove) CFB.utils.cfb_del(container, entry.name);
  else {
    const stream = Uint8Array.from(entry.content as ArrayLike<number>);
    edit(stream);
    entry.content = stream as unknown as typeof entry.content;
  }
  return Uint8Array.from(CFB.write(container, { type: "buffer" }) as Uint8Array);
}

describe("doc", () => {
  it("partitions a Word 97–2003 document: paragraphs by the text rules, table rows as one Table", async () => {
    const elements = await partition({ data: fixture("fake-doc-emphasized-text.doc"), filename: "fake.doc" });
    expect(typesAndTexts(elements)).toEqual([
      ["Table", "Header Col 1 Header Col 2 A bold italic bold-italic example A Link example"],
      ["NarrativeText", "I am a bold italic bold-italic text."],
      ["NarrativeText", "I am a normal text."],
    ]);
    expect(elements[0]?.metadata.text_as_html).toBe(
      "<table><tr><td>Header Col 1</td><td>Header Col 2</td></tr>" +
        "<tr><td>A bold italic bold-italic example</td><td>A Link example</td></tr></table>",
    );
    expect(elements[1]?.metadata.filetype).toBe("application/msword");
    expect(elements[1]?.metadata.filename).toBe("fake.doc");
  });

  it("reads bold and italic runs from the binary formatting (reference test_partition_doc_grabs_emphasized_texts)", async () => {
    const elements = await partition({ data: fixture("fake-doc-emphasized-text.doc"), filename: "fake.doc" });
    const emphasis = elements.map((e) => [
      e.metadata.emphasized_text_contents,
      e.metadata.emphasized_text_tags,
    ]);
    const both = [
      ["bold", "italic", "bold-italic", "bold-italic"],
      ["b", "i", "b", "i"],
    ];
    expect(emphasis).toEqual([both, both, [undefined, undefined]]);
  });

  it("names a password-protected .doc as such", async () => {
    const encrypted = editedDoc((stream) => {
      stream[0x0b] = (stream[0x0b] as number) | 0x01;
    });
    await expect(partition({ data: encrypted, filename: "secret.doc" })).rejects.toThrow(
      /password-protected/,
    );
    await expect(partitionDoc(formatContext(encrypted, "secret.doc", "doc"))).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
  });

  it("refuses data that is not a Word binary document with typed errors", async () => {
    const context = (data: Uint8Array) => formatContext(data, "bad.doc", "doc");
    await expect(partitionDoc(context(new TextEncoder().encode("hello")))).rejects.toThrow(
      /not an OLE compound file/,
    );
    const wrongMagic = editedDoc((stream) => {
      stream[0] = 0;
    });
    await expect(partitionDoc(context(wrongMagic))).rejects.toThrow(/not a Word 97–2003 document/);
    await expect(partitionDoc(context(editedDoc(() => {}, true)))).rejects.toThrow(/no WordDocument stream/);
  });

  it("yields only elements or typed errors for 240 corrupted variants of a real .doc", async () => {
    for (const { kind, bytes } of corruptedVariants(fixture("fake-doc-emphasized-text.doc"), 240, 11)) {
      for (const run of [
        () => partition({ data: bytes, filename: "fake.doc" }),
        () => partitionDoc(formatContext(bytes, "fake.doc", "doc")),
      ]) {
        const started = performance.now();
        try {
          await run();
        } catch (error) {
          if (!(error instanceof EngineError)) throw new Error(`${kind}: ${String(error)}`, { cause: error });
        }
        expect(performance.now() - started).toBeLessThan(3000);
      }
    }
  });
});

describe.runIf(corpusDir())("doc corpus", () => {
  const corpus = corpusDir() as string;

  it("partitions fake.doc and simple.doc", async () => {
    const run = (name: string) =>
      partition({ data: readFileSync(join(corpus, "example-docs", name)), filename: name });
    expect((await run("fake.doc")).map((e) => e.text)).toEqual(["Lorem ipsum dolor sit amet."]);
    const simple = await run("simple.doc");
    expect(simple.map((e) => e.text)).toEqual([
      "These are a few of my favorite things:",
      "Parrots",
      "Hockey",
      "Analysis",
      "This is my first thought. This is my second thought.",
      "This is my third thought.",
      "2023",
      "DOYLESTOWN, PA 18901",
    ]);
    expect(simple[1]?.type).toBe("ListItem");
    expect(simple.at(-1)?.type).toBe("Address");
  });

  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.doc$/i.test(name)) files.push(path);
    }
  };
  // The describe body runs even when skipped, so list files only when the corpus is there.
  if (corpus) for (const folder of ["example-docs", "api-sample-docs"]) walk(join(corpus, folder));

  it.each(files.map((f) => [f.slice(corpus.length + 1), f]))(
    "%s yields elements or a typed error within 10 s",
    async (_, file) => {
      const started = performance.now();
      try {
        const elements = await partition({ data: readFileSync(file), filename: basename(file) });
        expect(elements.length).toBeGreaterThan(0);
      } catch (error) {
        expect(error).toBeInstanceOf(EngineError);
      }
      expect(performance.now() - started).toBeLessThan(10_000);
    },
  );
});
