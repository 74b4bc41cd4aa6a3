// The action as a runner runs it: the repository's files at a commit (`git archive HEAD`, no node_modules),
// with dist/ replaced by the build of the sources under test, unpacked into an empty folder outside the
// repository, then `node dist/index.js` with INPUT_*/GITHUB_* set. Every format family is partitioned there
// and must give the elements the engine gives from the sources. OCR is forced onto tesseract.js
// (DOCFLOW_OCR=js) and nothing outside the archive can be resolved, so this proves the path of a runner
// without native addons: sharp's WebAssembly build, tesseract.js's core, libheif's WebAssembly.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import { parsePartitionParameters } from "../../src/contract/partition.js";
import { shutdownOcr } from "../../src/engine/ocr/index.js";
import { partition } from "../../src/engine/partition.js";
import { buildDocx } from "../engine/formats/word-fixtures.js";
import { makePdf, type PdfPage } from "../fixtures/pdf/make-pdf.js";
import { type ActionRun, ROOT, runBundle } from "../helpers/action-runner.js";
import { distDir } from "../helpers/dist.js";

const FIXTURES = join(ROOT, "__tests__", "fixtures");

let work: string;
let action: string;
let workspace: string;

const TEXT_PDF: PdfPage = {
  width: 612,
  height: 400,
  texts: [
    { x: 72, y: 330, size: 24, text: "Harbour Report", bold: true },
    { x: 72, y: 290, size: 12, text: "The harbour board met in March to review the shipping season." },
    { x: 72, y: 274, size: 12, text: "Traffic grew by a tenth, and the new crane was used every day." },
  ],
};

/** The documents, by the name they get in the workspace. */
async function documents(): Promise<Record<string, Uint8Array>> {
  const read = (path: string) => readFile(join(FIXTURES, path));
  const page = await read("images/ocr-page.png");
  const grey = await sharp(page).greyscale().raw().toBuffer({ resolveWithObject: true });
  // The PNG page as a scan: an image-only PDF page at 144 dpi.
  const scan: PdfPage = {
    width: (grey.info.width * 72) / 144,
    height: (grey.info.height * 72) / 144,
    texts: [],
    images: [
      {
        x: 0,
        y: 0,
        width: (grey.info.width * 72) / 144,
        height: (grey.info.height * 72) / 144,
        pixels: { width: grey.info.width, height: grey.info.height, data: grey.data },
      },
    ],
  };
  return {
    "notes.txt": Buffer.from(
      "Release notes\n\nThe harbour opens at six.\n\nShips wait outside until eight.\n",
    ),
    "page.html": Buffer.from(
      "<html><body><h1>Harbour</h1><p>The crane lifts forty tons.</p><ul><li>north pier</li><li>south pier</li></ul></body></html>",
    ),
    "policy.docx": buildDocx({
      body: '<w:p><w:r><w:t xml:space="preserve">Book trains for trips under five hours.</w:t></w:r></w:p>',
    }),
    "deck.pptx": await read("slides/fake-power-point.pptx"),
    "cups.xlsx": await read("sheets/stanley-cups.xlsx"),
    "mail.eml": await read("email/fake-email-attachment.eml"),
    "mail.msg": await read("email/fake-email-with-cc-and-bcc.msg"),
    "book.epub": await read("epub/eng_spa_mult.epub"),
    "text.pdf": makePdf([TEXT_PDF]),
    "scan.pdf": makePdf([scan]),
    "page.png": page,
    "page.jpg": await sharp(page).jpeg({ quality: 95 }).toBuffer(),
    "page.tiff": await sharp(page).tiff({ compression: "lzw" }).toBuffer(),
    "page.heic": await read("images/ocr-page.heic"),
  };
}

let docs: Record<string, Uint8Array>;
let hiRes: ActionRun;
let fast: ActionRun;
let scan: ActionRun;

function runArchivedAction(files: string, params: string): Promise<ActionRun> {
  return runBundle(join(action, "dist", "index.js"), {
    cwd: workspace,
    inputs: {
      mode: "partition",
      files,
      "partition-params": params,
      "output-dir": `out-${files.length}-${params.replace(/\W+/g, "")}`,
      cache: "false",
      "upload-artifact": "false",
      "comment-on-pr": "false",
    },
    env: {
      GITHUB_WORKSPACE: workspace,
      // Nothing of the machine's: no ~/.node_modules, no NODE_PATH, and tesseract.js, not the command.
      HOME: work,
      DOCFLOW_OCR: "js",
    },
    timeoutMs: 50_000,
  });
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), "docflow-archive-"));
  action = join(work, "action");
  workspace = join(work, "workspace");
  await mkdir(action);
  await mkdir(workspace);
  // The files a tag holds, as the runner downloads them ...
  const archive = execFileSync("git", ["archive", "--format=tar", "HEAD"], { cwd: ROOT, maxBuffer: 1 << 30 });
  execFileSync("tar", ["-x", "-C", action], { input: archive });
  // ... with the bundles of the sources under test in place of the committed ones.
  await rm(join(action, "dist"), { recursive: true, force: true });
  await cp(distDir(), join(action, "dist"), { recursive: true });

  docs = await documents();
  for (const [name, data] of Object.entries(docs)) await writeFile(join(workspace, name), data);
  // Steps as a workflow would run them: everything under hi_res, the text PDF under fast, and the scan
  // in a step of its own (it renders a page, which waits for PDFium: see below).
  const scanned = "scan.pdf";
  [hiRes, fast, scan] = await Promise.all([
    runArchivedAction(
      Object.keys(docs)
        .filter((name) => name !== scanned)
        .join("\n"),
      "{strategy: hi_res}",
    ),
    runArchivedAction("text.pdf", "{strategy: fast}"),
    runArchivedAction(scanned, "{strategy: hi_res}"),
  ]);
}, 120_000);

afterAll(async () => {
  await shutdownOcr();
  if (work) await rm(work, { recursive: true, force: true });
});

/** What is compared: the elements' types, texts, pages and the metadata a format fills in. */
function comparable(elements: Element[]) {
  return elements.map((element) => ({
    type: element.type,
    text: element.text,
    page_number: element.metadata.page_number,
    text_as_html: element.metadata.text_as_html,
  }));
}

async function fromSources(name: string, strategy: string): Promise<Element[]> {
  const forced = process.env.DOCFLOW_OCR;
  process.env.DOCFLOW_OCR = "js";
  try {
    return await partition(
      { data: docs[name] as Uint8Array, filename: name },
      parsePartitionParameters({ strategy }),
    );
  } finally {
    if (forced === undefined) delete process.env.DOCFLOW_OCR;
    else process.env.DOCFLOW_OCR = forced;
  }
}

async function fromArchive(run: ActionRun, name: string): Promise<Element[]> {
  const path = join(run.outputs["output-dir"] ?? "", `${name}.json`);
  expect(existsSync(path), `${name}: no output (step stdout:\n${run.stdout}\n${run.stderr})`).toBe(true);
  return JSON.parse(await readFile(path, "utf8")) as Element[];
}

describe("the action from `git archive HEAD` with no node_modules", () => {
  it("has nothing to resolve but what the archive holds", () => {
    expect(existsSync(join(action, "node_modules"))).toBe(false);
    for (let dir = work; dir !== dirname(dir); dir = dirname(dir)) {
      expect(existsSync(join(dir, "node_modules")), `${dir}/node_modules`).toBe(false);
    }
    const fromBundle = createRequire(join(action, "dist", "chunks", "any.js"));
    expect(() => fromBundle.resolve(`@img/sharp-${process.platform}-${process.arch}/sharp.node`)).toThrow();
    expect(() => fromBundle.resolve("tesseract.js")).toThrow();
    expect(fromBundle.resolve("@img/sharp-wasm32/sharp.node").startsWith(action)).toBe(true);
  });

  it("partitions every document and reports each", () => {
    expect(hiRes.exitCode, `${hiRes.stdout}\n${hiRes.stderr}`).toBe(0);
    expect(fast.exitCode, `${fast.stdout}\n${fast.stderr}`).toBe(0);
    expect(Number(hiRes.outputs["files-processed"])).toBe(Object.keys(docs).length - 1);
  });

  // A scanned page is rendered by PDFium (WebAssembly) and read by tesseract.js: nothing native.
  it("partitions a scanned PDF", () => {
    expect(scan.exitCode, `${scan.stdout}\n${scan.stderr}`).toBe(0);
  });

  const families: [string, string][] = [
    ["notes.txt", "hi_res"],
    ["page.html", "hi_res"],
    ["policy.docx", "hi_res"],
    ["deck.pptx", "hi_res"],
    ["cups.xlsx", "hi_res"],
    ["mail.eml", "hi_res"],
    ["mail.msg", "hi_res"],
    ["book.epub", "hi_res"],
    ["text.pdf", "fast"],
    ["text.pdf", "hi_res"],
    ["page.png", "hi_res"],
    ["page.jpg", "hi_res"],
    ["page.tiff", "hi_res"],
    ["page.heic", "hi_res"],
    ["scan.pdf", "hi_res"],
  ];
  for (const [name, strategy] of families) {
    it(`${name} (${strategy}) gives the elements the sources give`, async () => {
      const archived = await fromArchive(
        name === "scan.pdf" ? scan : strategy === "fast" ? fast : hiRes,
        name,
      );
      const expected = await fromSources(name, strategy);
      expect(expected.length, name).toBeGreaterThan(0);
      expect(comparable(archived)).toEqual(comparable(expected));
    });
  }
});
