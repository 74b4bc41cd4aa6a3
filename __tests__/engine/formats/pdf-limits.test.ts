// Limits inside PDFs: small files that decode to far more than they are (issue "Harden the server",
// point 1). Each bomb is built here, a few kilobytes to a megabyte: a 20000×20000 image, a content stream
// inflating to 1 GB, 200k page references. Each must end in the engine's LimitExceededError naming the
// limit (the server answers it with 422), quickly and without the memory the bomb asks for.
import { deflateRawSync, constants as zlib } from "node:zlib";
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  PDFName,
  popGraphicsState,
  pushGraphicsState,
} from "pdf-lib";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { LimitExceededError } from "../../../src/engine/core/errors.js";
import { DEFAULT_LIMITS, type EngineLimits } from "../../../src/engine/core/types.js";
import { partition } from "../../../src/engine/partition.js";
import { makePdf } from "../../fixtures/pdf/make-pdf.js";

function run(data: Uint8Array, strategy: string, limits: Partial<EngineLimits> = {}) {
  return partition({ data, filename: "bomb.pdf" }, parsePartitionParameters({ strategy }), { limits });
}

/** A page drawing one image XObject that declares `width`×`height` grey pixels (its data is not needed). */
async function hugeImagePdf(width: number, height: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const image = pdf.context.stream(deflateRawSync(new Uint8Array(64)), {
    Type: "XObject",
    Subtype: "Image",
    Width: width,
    Height: height,
    ColorSpace: "DeviceGray",
    BitsPerComponent: 8,
    Filter: "FlateDecode",
  });
  page.node.setXObject(PDFName.of("Im0"), pdf.context.register(image));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(500, 0, 0, 500, 50, 150),
    drawObject("Im0"),
    popGraphicsState(),
  );
  return pdf.save();
}

/** A zlib stream of `megabytes` MB of spaces, built from one compressed megabyte repeated: ~1 KB per MB. */
function inflatingTo(megabytes: number): Uint8Array {
  const mb = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(mb, 0x20), { finishFlush: zlib.Z_SYNC_FLUSH });
  const last = deflateRawSync(Buffer.alloc(0), { finishFlush: zlib.Z_FINISH });
  // Adler-32 of n spaces: a = 1 + 32n, b = Σ a_i, both mod 65521.
  let a = 1;
  let b = 0;
  const n = megabytes * mb;
  a = (1 + 32 * (n % 65521)) % 65521;
  // b = n + 32·n(n+1)/2, taken mod 65521 with BigInt (n² overflows doubles).
  const big = BigInt(n);
  b = Number((big + (32n * big * (big + 1n)) / 2n) % 65521n);
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE(((b << 16) | a) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0x9c]),
    ...Array.from({ length: megabytes }, () => block),
    last,
    adler,
  ]);
}

/** One page whose content stream inflates to `megabytes` MB. */
async function streamBombPdf(megabytes: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([612, 792]);
  const contents = pdf.context.stream(inflatingTo(megabytes), { Filter: "FlateDecode" });
  page.node.set(PDFName.of("Contents"), pdf.context.register(contents));
  return pdf.save({ useObjectStreams: false });
}

/** A page tree of `count` references to one page, written by hand (a reader must not trust /Count). */
function manyPagesPdf(count: number): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Count ${count} /Kids [${" 3 0 R".repeat(count)} ] >>`,
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>",
  ];
  let body = "%PDF-1.7\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, "latin1"));
}

describe("limits inside PDFs", () => {
  it("has a default for each limit", () => {
    expect(DEFAULT_LIMITS.maxPages).toBe(20_000);
    expect(DEFAULT_LIMITS.maxImagePixels).toBe(100_000_000);
    expect(DEFAULT_LIMITS.maxDecodedBytes).toBe(512 * 1024 * 1024);
  });

  it("refuses a 20000×20000 image before decoding it (maxImagePixels), and takes it when allowed", async () => {
    const pdf = await hugeImagePdf(20_000, 20_000);
    expect(pdf.byteLength).toBeLessThan(10_000);
    const failure = run(pdf, "hi_res");
    await expect(failure).rejects.toThrow(LimitExceededError);
    await expect(failure).rejects.toThrow(/20000×20000 image.*\(limit max-image-pixels\)/);
    // A small image of the same kind is no problem, and the fast strategy never decodes images.
    const small = await run(await hugeImagePdf(100, 100), "hi_res");
    expect(small.map((element) => element.type)).toEqual(["Image"]);
    await expect(run(pdf, "fast")).resolves.toEqual([]);
    // The setting: a smaller limit refuses the small image too.
    await expect(run(await hugeImagePdf(100, 100), "hi_res", { maxImagePixels: 5_000 })).rejects.toThrow(
      /100×100 image, more than the 5000 pixels allowed/,
    );
  });

  it("stops a content stream inflating to 1 GB before PDFium inflates it (maxExpansionRatio, maxDecodedBytes)", async () => {
    const pdf = await streamBombPdf(1024);
    expect(pdf.byteLength).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    const failure = run(pdf, "fast");
    await expect(failure).rejects.toThrow(LimitExceededError);
    await expect(failure).rejects.toThrow(
      /expands more than 100 times its size \(limit max-expansion-ratio\)/,
    );
    expect(performance.now() - started).toBeLessThan(20_000);
    // Whatever ratio is allowed, the decoding budget bounds the stream too.
    await expect(
      run(pdf, "fast", { maxDecodedBytes: 96 * 1024 * 1024, maxExpansionRatio: 1_000_000 }),
    ).rejects.toThrow(/more than 96 MB \(limit max-decoded-mb\)/);
    // A small stream of the same kind reads (a page of spaces has no elements).
    await expect(run(await streamBombPdf(2), "fast", { maxDecodedBytes: 96 * 1024 * 1024 })).resolves.toEqual(
      [],
    );
  });

  it("refuses 200k page references (maxPages), and a document within the setting reads", async () => {
    const pdf = manyPagesPdf(200_000);
    const failure = run(pdf, "fast");
    await expect(failure).rejects.toThrow(LimitExceededError);
    await expect(failure).rejects.toThrow(/more than the 20000 allowed \(limit max-pages\)/);
    const three = makePdf(
      [1, 2, 3].map((n) => ({ texts: [{ x: 72, y: 700, size: 12, text: `Page ${n}` }] })),
    );
    await expect(run(three, "fast", { maxPages: 2 })).rejects.toThrow(/3 pages, more than the 2 allowed/);
    await expect(run(three, "fast", { maxPages: 3 })).resolves.toHaveLength(3);
  });
});
