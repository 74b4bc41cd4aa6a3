// Small .docx and .odt packages built in memory, so the word-processing tests need no files on disk.
import { readFileSync } from "node:fs";
import { zipSync } from "fflate";
import { fileType } from "../../../src/contract/file-types.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { DEFAULT_LIMITS, type FormatContext } from "../../../src/engine/core/types.js";

const encoder = new TextEncoder();

export const W_NS =
  'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006"';

const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

export interface DocxParts {
  /** The content of w:body. */
  body: string;
  /** w:style elements of styles.xml. */
  styles?: string;
  /** The content of w:numbering. */
  numbering?: string;
  /** The content of w:settings. */
  settings?: string;
  /** Header and footer parts by relationship id, e.g. `{ rIdH1: { kind: "header", body: "<w:p>…" } }`. */
  headersFooters?: Record<string, { kind: "header" | "footer"; body: string }>;
  /** External hyperlink targets by relationship id. */
  links?: Record<string, string>;
}

export function buildDocx(parts: DocxParts): Uint8Array {
  const rels: string[] = [];
  const files: Record<string, Uint8Array> = {};
  const add = (name: string, xml: string) => {
    files[name] = encoder.encode(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${xml}`);
  };
  add(
    "[Content_Types].xml",
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/></Types>',
  );
  add(
    "_rels/.rels",
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
  );
  add("word/document.xml", `<w:document ${W_NS}><w:body>${parts.body}</w:body></w:document>`);
  if (parts.styles !== undefined) {
    add("word/styles.xml", `<w:styles ${W_NS}>${parts.styles}</w:styles>`);
    rels.push(`<Relationship Id="rIdStyles" Type="${REL}/styles" Target="styles.xml"/>`);
  }
  if (parts.numbering !== undefined) {
    add("word/numbering.xml", `<w:numbering ${W_NS}>${parts.numbering}</w:numbering>`);
    rels.push(`<Relationship Id="rIdNumbering" Type="${REL}/numbering" Target="numbering.xml"/>`);
  }
  if (parts.settings !== undefined) {
    add("word/settings.xml", `<w:settings ${W_NS}>${parts.settings}</w:settings>`);
    rels.push(`<Relationship Id="rIdSettings" Type="${REL}/settings" Target="settings.xml"/>`);
  }
  for (const [id, { kind, body }] of Object.entries(parts.headersFooters ?? {})) {
    const root = kind === "header" ? "w:hdr" : "w:ftr";
    add(`word/${id}.xml`, `<${root} ${W_NS}>${body}</${root}>`);
    rels.push(`<Relationship Id="${id}" Type="${REL}/${kind}" Target="${id}.xml"/>`);
  }
  for (const [id, target] of Object.entries(parts.links ?? {})) {
    rels.push(`<Relationship Id="${id}" Type="${REL}/hyperlink" Target="${target}" TargetMode="External"/>`);
  }
  add(
    "word/_rels/document.xml.rels",
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels.join("")}</Relationships>`,
  );
  return zipSync(files);
}

/** A paragraph with one plain run; `pPr` is inserted as the paragraph properties. */
export function para(text: string, pPr = ""): string {
  return `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ""}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;
}

export const style = (id: string) => `<w:pStyle w:val="${id}"/>`;
export const numPr = (numId: number, ilvl: number) =>
  `<w:numPr><w:ilvl w:val="${ilvl}"/><w:numId w:val="${numId}"/></w:numPr>`;

/** Paragraph styles named as Word names its built-ins. */
export const BUILT_IN_STYLES =
  '<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style>' +
  [1, 2, 3]
    .map(
      (n) => `<w:style w:type="paragraph" w:styleId="Heading${n}"><w:name w:val="heading ${n}"/></w:style>`,
    )
    .join("") +
  '<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Subtitle"><w:name w:val="Subtitle"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="ListBullet"><w:name w:val="List Bullet"/></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Quote"><w:name w:val="Quote"/></w:style>';

export const ODT_NS =
  'xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" ' +
  'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" ' +
  'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" ' +
  'xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" ' +
  'xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" ' +
  'xmlns:xlink="http://www.w3.org/1999/xlink"';

/** An .odt whose office:text holds `body`; `automaticStyles` go into content.xml. */
export function buildOdt(body: string, automaticStyles = "", manifestExtra = ""): Uint8Array {
  const content =
    `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${ODT_NS}>` +
    `<office:automatic-styles>${automaticStyles}</office:automatic-styles>` +
    `<office:body><office:text>${body}</office:text></office:body></office:document-content>`;
  const manifest =
    '<?xml version="1.0" encoding="UTF-8"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">' +
    `<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml">${manifestExtra}</manifest:file-entry></manifest:manifest>`;
  // The mimetype entry comes first and uncompressed, as ODF requires and detection relies on.
  return zipSync({
    mimetype: [encoder.encode("application/vnd.oasis.opendocument.text"), { level: 0 }],
    "content.xml": encoder.encode(content),
    "META-INF/manifest.xml": encoder.encode(manifest),
  });
}

export function fixture(name: string): Uint8Array {
  return readFileSync(new URL(`../../fixtures/word/${name}`, import.meta.url));
}

/** A FormatContext for calling a format module directly. */
export function formatContext(
  data: Uint8Array,
  filename: string,
  name: "docx" | "odt" | "doc",
  params: Record<string, unknown> = {},
): FormatContext {
  return {
    data,
    filename,
    fileType: fileType(name),
    params: parsePartitionParameters(params),
    limits: DEFAULT_LIMITS,
    partitionEmbedded: async () => [],
  };
}

/** Deterministic pseudo-random numbers (mulberry32), so a failing mutation can be replayed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Truncations, byte flips and deleted ranges of `data`, `count` of them, reproducible from `seed`. */
export function* corruptedVariants(
  original: Uint8Array,
  count: number,
  seed: number,
): Generator<{ kind: string; bytes: Uint8Array }> {
  // A copy as a plain Uint8Array: a Buffer's slice() is a view, and flips would pile up in the original.
  const data = Uint8Array.from(original);
  const random = seededRandom(seed);
  const at = (max: number) => Math.floor(random() * max);
  for (let i = 0; i < count; i++) {
    const kind = ["truncate", "flip", "delete"][i % 3] as string;
    if (kind === "truncate") {
      yield { kind, bytes: Uint8Array.from(data.subarray(0, at(data.length))) };
    } else if (kind === "flip") {
      const bytes = Uint8Array.from(data);
      const flips = 1 + at(16);
      for (let f = 0; f < flips; f++) {
        const index = at(bytes.length);
        bytes[index] = (bytes[index] as number) ^ (1 + at(255));
      }
      yield { kind, bytes };
    } else {
      const start = at(data.length);
      const end = Math.min(data.length, start + 1 + at(512));
      const bytes = new Uint8Array(data.length - (end - start));
      bytes.set(data.subarray(0, start));
      bytes.set(data.subarray(end), start);
      yield { kind, bytes };
    }
  }
}
