// Documents the server tests generate, so they need nothing outside the repository.
import { strToU8, zipSync } from "fflate";

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" ' +
  'xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

const part = (root: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><p:${root} ${NS}>${body}</p:${root}>`;
const rels = (list: [id: string, type: string, target: string][]) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${list
    .map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`)
    .join("")}</Relationships>`;

function shape(ph: string, y: number, paragraphs: string[]): string {
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="2" name="s"/><p:cNvSpPr/><p:nvPr>${ph}</p:nvPr></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="10" y="${y}"/><a:ext cx="10" cy="10"/></a:xfrm></p:spPr>` +
    `<p:txBody><a:bodyPr/>${paragraphs.map((t) => `<a:p><a:r><a:t>${t}</a:t></a:r></a:p>`).join("")}</p:txBody></p:sp>`
  );
}

/** Two slides, the first with speaker notes. */
export function deck(): Uint8Array {
  const slide = (title: string, body: string) =>
    part(
      "sld",
      `<p:cSld><p:spTree>${shape('<p:ph type="title"/>', 0, [title])}${shape('<p:ph type="body" idx="1"/>', 100, [body])}</p:spTree></p:cSld>`,
    );
  const notes = part(
    "notes",
    `<p:cSld><p:spTree>${shape('<p:ph type="body" idx="1"/>', 0, ["Remember to thank the team."])}</p:spTree></p:cSld>`,
  );
  return zipSync({
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    ),
    "_rels/.rels": strToU8(rels([["rId1", "officeDocument", "ppt/presentation.xml"]])),
    "ppt/presentation.xml": strToU8(
      part(
        "presentation",
        '<p:sldIdLst><p:sldId id="256" r:id="rId2"/><p:sldId id="257" r:id="rId3"/></p:sldIdLst>',
      ),
    ),
    "ppt/_rels/presentation.xml.rels": strToU8(
      rels([
        ["rId2", "slide", "slides/slide1.xml"],
        ["rId3", "slide", "slides/slide2.xml"],
      ]),
    ),
    "ppt/slides/slide1.xml": strToU8(slide("Quarterly Review", "Revenue grew in every region this year.")),
    "ppt/slides/_rels/slide1.xml.rels": strToU8(
      rels([["rId1", "notesSlide", "../notesSlides/notesSlide1.xml"]]),
    ),
    "ppt/slides/slide2.xml": strToU8(slide("Next Steps", "Hire two engineers and open the Lisbon office.")),
    "ppt/notesSlides/notesSlide1.xml": strToU8(notes),
  });
}

/** About `kb` KB of prose in paragraphs. */
export function prose(kb: number): string {
  const paragraph =
    "The committee reviewed the annual budget and agreed that the new library should open in the spring. " +
    "Several members asked for more detail on the costs of staffing the reading rooms on weekends.\n\n";
  return `Annual Report\n\n${paragraph.repeat(Math.ceil((kb * 1024) / paragraph.length))}`;
}

/** A small CSV table. */
export const CSV_TABLE = "name,city,score\nAda,London,9\nGrace,Arlington,8\nLinus,Helsinki,7\n";

/** Markdown whose heading only markdown parsing turns into a Title. */
export const MARKDOWN =
  "# Release Notes\n\nThe importer now reads spreadsheets with merged cells correctly.\n";

/** A zip archive that is no office document. */
export function plainZip(): Uint8Array {
  return zipSync({ "a.txt": strToU8("hello"), "b.txt": strToU8("world") });
}

/** Claims to be a docx but is not a zip. */
export const BROKEN_DOCX = new TextEncoder().encode("PK\u0003\u0004 this is not really a zip archive at all");
