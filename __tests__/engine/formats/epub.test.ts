import { readFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { fileType } from "../../../src/contract/file-types.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { InvalidDocumentError, LimitExceededError } from "../../../src/engine/core/errors.js";
import { DEFAULT_LIMITS } from "../../../src/engine/core/types.js";
import { partitionEpub } from "../../../src/engine/formats/epub.js";
import { corpusPath } from "../../helpers/corpus.js";
import {
  corpusFiles,
  expectElementsOrTypedError,
  mutationRun,
  run,
  runFormat,
  summary,
} from "./markup-support.js";

const CONTAINER = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

const OPF = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Book &amp; title</dc:title></metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="c2" href="text/chapter%202.xhtml" media-type="application/xhtml+xml"/>
    <item id="c1" href="text/ch1.xhtml" media-type="application/xhtml+xml"/>
    <item id="css" href="style.css" media-type="text/css"/>
  </manifest>
  <spine><itemref idref="c1"/><itemref idref="c2"/><itemref idref="missing"/></spine>
</package>`;

const chapter = (body: string) => `<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>T</title></head>
<body>${body}</body></html>`;

function buildEpub(files: Record<string, string | Uint8Array> = {}): Uint8Array {
  const entries: Record<string, Uint8Array> = {
    mimetype: strToU8("application/epub+zip"),
    "META-INF/container.xml": strToU8(CONTAINER),
    "OEBPS/content.opf": strToU8(OPF),
    "OEBPS/nav.xhtml": strToU8(chapter("<nav epub:type='toc'><ol><li>Chapter One</li></ol></nav>")),
    "OEBPS/text/ch1.xhtml": strToU8(
      chapter(
        "<section><h1>Chapter One</h1><p>It was a dark and stormy night; the rain fell in torrents.</p><div/><p>Second<br/>line <![CDATA[ cdata text ]]></p>" +
          "<ul><li>An item</li></ul></section>",
      ),
    ),
    "OEBPS/text/chapter 2.xhtml": strToU8(
      chapter(
        "<h2>Chapter Two</h2><table><tr><td>a</td><td>b</td></tr></table><img src='../images/p.png' alt='Plate'/>",
      ),
    ),
  };
  for (const [name, content] of Object.entries(files)) {
    entries[name] = typeof content === "string" ? strToU8(content) : content;
  }
  return zipSync(entries, { level: 6 });
}

const partition = (data: Uint8Array) => runFormat(partitionEpub, data, "book.epub");

describe("epub: reading order and content", () => {
  it("partitions the spine's chapters in order through the HTML rules", async () => {
    const drafts = await partition(buildEpub());
    expect(drafts.map((d) => [d.type, d.text, d.metadata.category_depth])).toEqual([
      ["Title", "Chapter One", 0],
      ["NarrativeText", "It was a dark and stormy night; the rain fell in torrents.", undefined],
      ["UncategorizedText", "Second line cdata text", undefined],
      ["ListItem", "An item", 1],
      ["Title", "Chapter Two", 1],
      ["Table", "a b", undefined],
      ["Image", "Plate", undefined],
    ]);
  });

  it("opens with the package's cover image, as pandoc places it (reference test_epub.py's element indices)", async () => {
    const opf = OPF.replace("</metadata>", '<meta name="cover" content="cover-img"/></metadata>').replace(
      "<manifest>",
      '<manifest><item id="cover-img" href="images/cover.jpg" media-type="image/jpeg"/>',
    );
    const drafts = await partition(buildEpub({ "OEBPS/content.opf": opf }));
    expect(drafts[0]).toEqual({ type: "Image", text: "", metadata: { image_url: "OEBPS/images/cover.jpg" } });
    expect(drafts[1]?.text).toBe("Chapter One");
  });

  it("falls back to the markup files by name when there is no package document", async () => {
    const zip = zipSync({
      mimetype: strToU8("application/epub+zip"),
      "b.xhtml": strToU8(chapter("<p>Second file text</p>")),
      "a.html": strToU8(chapter("<p>First file text</p>")),
    });
    expect((await partition(zip)).map((d) => d.text)).toEqual(["First file text", "Second file text"]);
  });

  it("decodes chapters by their XML declaration", async () => {
    const latin1 = Uint8Array.from([
      ...strToU8('<?xml version="1.0" encoding="ISO-8859-1"?><html><body><p>Caf'),
      0xe9,
      ...strToU8(" au lait</p></body></html>"),
    ]);
    const drafts = await partition(buildEpub({ "OEBPS/text/ch1.xhtml": latin1 }));
    expect(drafts[0]?.text).toBe("Café au lait");
  });

  it("never expands entities declared in a DTD", async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE p [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
      <!ENTITY ext SYSTEM "file:///etc/passwd">]><html><body><p>Start &b; &ext; end</p></body></html>`;
    const drafts = await partition(buildEpub({ "OEBPS/text/ch1.xhtml": bomb }));
    expect(drafts[0]?.text).toBe("Start &b; &ext; end");
  });

  it("fails with typed errors on archives that are not EPUBs or exceed the limits", async () => {
    await expect(partition(zipSync({ "readme.txt": strToU8("no markup") }))).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    await expect(partition(strToU8("PK\u0003\u0004 truncated"))).rejects.toBeInstanceOf(InvalidDocumentError);
    const context = {
      data: buildEpub(),
      filename: "book.epub",
      fileType: fileType("epub"),
      params: parsePartitionParameters({}),
      limits: { ...DEFAULT_LIMITS, maxUncompressedBytes: 100 },
      partitionEmbedded: async () => [],
    };
    expect(() => partitionEpub(context)).toThrow(LimitExceededError);
  });

  it("goes through the public pipeline, detected by its mimetype entry", async () => {
    const elements = await run(buildEpub(), "book.epub");
    expect(summary(elements).slice(0, 2)).toEqual([
      ["Title", "Chapter One"],
      ["NarrativeText", "It was a dark and stormy night; the rain fell in torrents."],
    ]);
    expect(elements[0]?.metadata.filetype).toBe("application/epub");
  });
});

const epubFiles = corpusFiles([".epub"]);

describe.runIf(epubFiles.length > 0)("epub: corpus", () => {
  it.each(epubFiles.map((f) => [f.split("/").slice(-2).join("/"), f]))("%s", async (_name, path) => {
    const outcome = await expectElementsOrTypedError(path, partitionEpub);
    if (Array.isArray(outcome)) expect(outcome.length).toBeGreaterThan(0);
  });

  it("reads winter-sports.epub from its title page to the licence", async () => {
    const drafts = await runFormat(
      partitionEpub,
      readFileSync(corpusPath("example-docs", "winter-sports.epub") as string),
      "winter-sports.epub",
    );
    const texts = drafts.map((d) => d.text);
    expect(texts.find((t) => t.startsWith("The Project Gutenberg eBook of Winter Sports"))).toBeDefined();
    for (const chapterTitle of [
      "CHAPTER I THE SUN-SEEKER",
      "CHAPTER VI SKI-ING",
      "CHAPTER VIII FOR PARENTS AND GUARDIANS",
    ]) {
      expect(drafts.find((d) => d.text === chapterTitle)?.type).toBe("Title");
    }
    expect(drafts.find((d) => d.type === "Table" && d.text.startsWith("Contents."))).toBeDefined();
  });
});

describe("epub: corrupted input", () => {
  it("gives elements or typed errors for 200 mutations of a real book", async () => {
    const real = corpusPath("example-docs", "language-docs", "eng_spa_mult.epub");
    const data = real && epubFiles.length > 0 ? readFileSync(real) : buildEpub();
    const outcome = await mutationRun(data, "eng_spa_mult.epub", 200);
    expect(outcome.elements + outcome.errors).toBe(200);
  });

  it("gives elements or typed errors for 200 mutations of a generated book, read directly", async () => {
    const outcome = await mutationRun(buildEpub(), "book.epub", 200, 3_000, partitionEpub);
    expect(outcome.elements + outcome.errors).toBe(200);
  });
});
