// Legacy PowerPoint (.ppt, binary 97–2003) → drafts. The reference converts .ppt to .pptx with LibreOffice and
// partitions that; here the "PowerPoint Document" stream is read directly ([MS-PPT]) and its slides go
// through the same slide rules as .pptx (pptx.ts): one page per slide in presentation order, notes first,
// shapes top to bottom then left to right, the title placeholder's paragraphs as Titles, bulleted paragraphs
// as ListItems (depth = indent level), other text typed from its content, PageBreaks between slides.
//
// How the stream is found: the "Current User" stream points at the newest UserEditAtom; the chain of edits
// gives the persist directory (persist id → stream offset); the DocumentContainer's slide list gives the
// slides in order and their placeholder ("outline") texts; each slide's drawing gives its shapes with their
// anchors and their own text. Files whose edit chain is unusable are read in stream order instead.
// Every record length is checked against its parent before use and the walks are iterative and bounded,
// so corrupt or hostile streams end in an InvalidDocumentError.
import CFB from "cfb";
import { EngineError, InvalidDocumentError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { checkCompoundFile } from "../io/ole.js";
import { notesDraft, pageBreakDraft, type SlideParagraph, shapeDrafts } from "./pptx.js";

const RT = {
  Document: 0x03e8,
  Slide: 0x03ee,
  SlideAtom: 0x03ef,
  Notes: 0x03f0,
  SlidePersistAtom: 0x03f3,
  PPDrawing: 0x040c,
  PlaceholderAtom: 0x0bc3,
  OutlineTextRefAtom: 0x0f9e,
  TextHeaderAtom: 0x0f9f,
  TextCharsAtom: 0x0fa0,
  StyleTextPropAtom: 0x0fa1,
  TextBytesAtom: 0x0fa8,
  SlideListWithText: 0x0ff0,
  UserEditAtom: 0x0ff5,
  PersistDirectoryAtom: 0x1772,
  SpgrContainer: 0xf003,
  SpContainer: 0xf004,
  ChildAnchor: 0xf00f,
  ClientAnchor: 0xf010,
  ClientData: 0xf011,
  ClientTextbox: 0xf00d,
} as const;

/** TextHeaderAtom text types. */
const TextType = {
  Title: 0,
  Body: 1,
  Notes: 2,
  Other: 4,
  CenterBody: 5,
  CenterTitle: 6,
  HalfBody: 7,
  QuarterBody: 8,
};
/** Text types whose paragraphs are bulleted unless they say otherwise (the master's body style). */
const BULLETED_BY_DEFAULT = new Set([TextType.Body, TextType.HalfBody, TextType.QuarterBody]);
/** PlaceholderAtom placement ids of title placeholders. */
const TITLE_PLACEHOLDERS = new Set([0x01, 0x03, 0x0d, 0x0f, 0x11]);

const MAX_DEPTH = 64;
const MAX_EDITS = 4096;
const CURRENT_USER_UNENCRYPTED = 0xe391c05f;
const CURRENT_USER_ENCRYPTED = 0xf3d1c4df;

/** A record's header: where its data lies in the stream. */
interface Rec {
  type: number;
  instance: number;
  version: number;
  start: number;
  end: number;
}

class Stream {
  readonly bytes: Uint8Array;
  readonly view: DataView;
  readonly filename: string;

  constructor(bytes: Uint8Array, filename: string) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.filename = filename;
  }

  corrupt(problem: string): InvalidDocumentError {
    return new InvalidDocumentError(this.filename, `corrupt PowerPoint stream (${problem})`);
  }

  /** The record at `offset`, whose data must end by `limit`. */
  record(offset: number, limit = this.bytes.length): Rec {
    if (offset < 0 || offset + 8 > limit) throw this.corrupt(`record header out of bounds at ${offset}`);
    const verInst = this.view.getUint16(offset, true);
    const length = this.view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (length > limit - start) throw this.corrupt(`record at ${offset} runs past its container`);
    return {
      type: this.view.getUint16(offset + 2, true),
      instance: verInst >> 4,
      version: verInst & 0xf,
      start,
      end: start + length,
    };
  }

  /** The direct children of a container record. */
  *children(parent: Rec): Generator<Rec> {
    let offset = parent.start;
    while (offset < parent.end) {
      const rec = this.record(offset, parent.end);
      yield rec;
      offset = rec.end;
    }
  }

  child(parent: Rec, type: number): Rec | undefined {
    for (const rec of this.children(parent)) if (rec.type === type) return rec;
    return undefined;
  }

  u8(rec: Rec, at: number): number | undefined {
    return rec.start + at + 1 <= rec.end ? this.view.getUint8(rec.start + at) : undefined;
  }

  u16(rec: Rec, at: number): number | undefined {
    return rec.start + at + 2 <= rec.end ? this.view.getUint16(rec.start + at, true) : undefined;
  }

  u32(rec: Rec, at: number): number | undefined {
    return rec.start + at + 4 <= rec.end ? this.view.getUint32(rec.start + at, true) : undefined;
  }

  i16(rec: Rec, at: number): number | undefined {
    return rec.start + at + 2 <= rec.end ? this.view.getInt16(rec.start + at, true) : undefined;
  }

  i32(rec: Rec, at: number): number | undefined {
    return rec.start + at + 4 <= rec.end ? this.view.getInt32(rec.start + at, true) : undefined;
  }

  text(rec: Rec): string {
    const data = this.bytes.subarray(rec.start, rec.end);
    if (rec.type === RT.TextBytesAtom) {
      // Each byte is the low byte of a UTF-16 code unit whose high byte is zero: ISO-8859-1, not cp1252.
      const parts: string[] = [];
      for (let i = 0; i < data.length; i += 8192)
        parts.push(String.fromCharCode(...data.subarray(i, i + 8192)));
      return parts.join("");
    }
    return new TextDecoder("utf-16le").decode(data.subarray(0, data.length - (data.length % 2)));
  }
}

// ---------------------------------------------------------------------------------------------------------
// Text blocks and their paragraphs
// ---------------------------------------------------------------------------------------------------------

/** The text of one text frame: its type, its characters and its paragraph styles. */
interface TextBlock {
  type: number;
  text: string;
  style: Rec | undefined;
}

/** Sizes of the optional TextPFException fields, in order, with the mask bits that announce each. */
const PF_FIELDS: [mask: number, size: number][] = [
  [0x0000000f, 2], // bulletFlags (hasBullet | bulletHasFont | bulletHasColor | bulletHasSize)
  [0x00000080, 2], // bulletChar
  [0x00000010, 2], // bulletFontRef
  [0x00000040, 2], // bulletSize
  [0x00000020, 4], // bulletColor
  [0x00000800, 2], // textAlignment
  [0x00001000, 2], // lineSpacing
  [0x00002000, 2], // spaceBefore
  [0x00004000, 2], // spaceAfter
  [0x00000100, 2], // leftMargin
  [0x00000400, 2], // indent
  [0x00008000, 2], // defaultTabSize
  [0x00100000, -1], // tabStops (a count, then that many 4-byte stops)
  [0x00010000, 2], // fontAlign
  [0x000e0000, 2], // wrapFlags (charWrap | wordWrap | overflow)
  [0x00200000, 2], // textDirection
];

interface ParagraphStyle {
  /** Characters the run covers, its final paragraph mark included. */
  count: number;
  level: number;
  /** Whether the run says if its paragraphs show a bullet, and what it says. */
  bullet: boolean | undefined;
}

/** The paragraph runs of a StyleTextPropAtom, as far as they can be read for `length` characters. */
function paragraphStyles(stream: Stream, style: Rec, length: number): ParagraphStyle[] {
  const runs: ParagraphStyle[] = [];
  let at = 0;
  let covered = 0;
  while (covered < length + 1 && runs.length <= length) {
    const count = stream.u32(style, at);
    const level = stream.u16(style, at + 4);
    const masks = stream.u32(style, at + 6);
    if (count === undefined || level === undefined || masks === undefined || count === 0) break;
    at += 10;
    let bullet: boolean | undefined;
    for (const [mask, size] of PF_FIELDS) {
      if ((masks & mask) === 0) continue;
      if (mask === 0x0000000f) {
        const flags = stream.u16(style, at);
        if (flags !== undefined && masks & 0x1) bullet = (flags & 0x1) === 1;
      }
      if (size < 0) {
        const stops = stream.u16(style, at);
        if (stops === undefined) return runs;
        at += 2 + stops * 4;
      } else {
        at += size;
      }
    }
    if (at > style.end - style.start) break;
    runs.push({ count, level, bullet });
    covered += count;
  }
  return runs;
}

/** The paragraphs of a text block, with the level and bullet its paragraph runs give each. */
function blockParagraphs(stream: Stream, block: TextBlock): SlideParagraph[] {
  const texts = block.text.split("\r");
  const runs = block.style ? paragraphStyles(stream, block.style, block.text.length) : [];
  const paragraphs: SlideParagraph[] = [];
  let run = 0;
  let runEnd = runs[0]?.count ?? Number.POSITIVE_INFINITY;
  let position = 0;
  for (const text of texts) {
    while (position >= runEnd && run < runs.length - 1) runEnd += (runs[++run] as ParagraphStyle).count;
    const style = runs[run];
    paragraphs.push({
      text,
      level: Math.min(style?.level ?? 0, 8),
      bulleted: style?.bullet ?? BULLETED_BY_DEFAULT.has(block.type),
    });
    position += text.length + 1;
  }
  return paragraphs;
}

/** The text records following a TextHeaderAtom (in a ClientTextbox or a slide list) as one block. */
function readBlocks(stream: Stream, records: Iterable<Rec>): TextBlock[] {
  const blocks: TextBlock[] = [];
  let current: TextBlock | undefined;
  for (const rec of records) {
    if (rec.type === RT.TextHeaderAtom) {
      current = { type: stream.u32(rec, 0) ?? TextType.Other, text: "", style: undefined };
      blocks.push(current);
    } else if (current && (rec.type === RT.TextCharsAtom || rec.type === RT.TextBytesAtom)) {
      current.text = stream.text(rec);
    } else if (current && rec.type === RT.StyleTextPropAtom) {
      current.style = rec;
    }
  }
  return blocks;
}

// ---------------------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------------------

interface Shape {
  top: number;
  left: number;
  /** An anchor gave the position (shapes without one count as placed at the origin). */
  placed: boolean;
  placement: number | undefined;
  block: TextBlock | undefined;
}

function anchorOf(stream: Stream, sp: Rec): { top: number; left: number } | undefined {
  const client = stream.child(sp, RT.ClientAnchor);
  if (client) {
    const small = client.end - client.start < 16;
    const top = small ? stream.i16(client, 0) : stream.i32(client, 0);
    const left = small ? stream.i16(client, 2) : stream.i32(client, 4);
    if (top !== undefined && left !== undefined) return { top, left };
  }
  const childAnchor = stream.child(sp, RT.ChildAnchor);
  if (childAnchor) {
    const left = stream.i32(childAnchor, 0);
    const top = stream.i32(childAnchor, 4);
    if (top !== undefined && left !== undefined) return { top, left };
  }
  return undefined;
}

/** Every shape of a slide's (or notes page's) drawing, group members included, in drawing order. */
function drawingShapes(stream: Stream, container: Rec, outline: TextBlock[]): Shape[] {
  const drawing = stream.child(container, RT.PPDrawing);
  if (!drawing) return [];
  const shapes: Shape[] = [];
  const stack: Generator<Rec>[] = [stream.children(drawing)];
  while (stack.length > 0) {
    const next = (stack[stack.length - 1] as Generator<Rec>).next();
    if (next.done) {
      stack.pop();
      continue;
    }
    const rec = next.value;
    if (rec.type === RT.SpContainer) {
      const anchor = anchorOf(stream, rec);
      const data = stream.child(rec, RT.ClientData);
      const placeholder = data ? stream.child(data, RT.PlaceholderAtom) : undefined;
      const textbox = stream.child(rec, RT.ClientTextbox);
      let block: TextBlock | undefined;
      if (textbox) {
        const ref = stream.child(textbox, RT.OutlineTextRefAtom);
        const index = ref ? stream.u32(ref, 0) : undefined;
        block = index !== undefined ? outline[index] : readBlocks(stream, stream.children(textbox))[0];
        if (block && index !== undefined) outline[index] = { ...block, text: "" };
      }
      shapes.push({
        top: anchor?.top ?? 0,
        left: anchor?.left ?? 0,
        placed: anchor !== undefined,
        placement: placeholder ? stream.u8(placeholder, 4) : undefined,
        block,
      });
    } else if (rec.version === 0xf && rec.type !== RT.ClientTextbox) {
      if (stack.length >= MAX_DEPTH) throw stream.corrupt("drawing nested too deeply");
      stack.push(stream.children(rec));
    }
  }
  return shapes;
}

function isTitle(shape: Shape): boolean {
  const type = shape.block?.type;
  return (
    type === TextType.Title ||
    type === TextType.CenterTitle ||
    (shape.placement !== undefined && TITLE_PLACEHOLDERS.has(shape.placement))
  );
}

// ---------------------------------------------------------------------------------------------------------
// The presentation
// ---------------------------------------------------------------------------------------------------------

interface SlideEntry {
  container: Rec | undefined;
  /** Placeholder texts the slide list holds for the slide (referenced from its shapes). */
  outline: TextBlock[];
}

interface Presentation {
  slides: SlideEntry[];
  /** Notes containers by notes id. */
  notes: Map<number, Rec>;
}

/** persist id → stream offset, newest edit first, from the chain of UserEditAtoms. */
function persistDirectory(
  stream: Stream,
  firstEdit: number,
): { offsets: Map<number, number>; documentRef: number } {
  const offsets = new Map<number, number>();
  let documentRef: number | undefined;
  let edit = firstEdit;
  const seen = new Set<number>();
  while (edit > 0 || seen.size === 0) {
    if (seen.has(edit) || seen.size >= MAX_EDITS) throw stream.corrupt("cyclic edit chain");
    seen.add(edit);
    const atom = stream.record(edit);
    if (atom.type !== RT.UserEditAtom) throw stream.corrupt(`no UserEditAtom at ${edit}`);
    const lastEdit = stream.u32(atom, 8);
    const directoryOffset = stream.u32(atom, 12);
    documentRef ??= stream.u32(atom, 16);
    if (lastEdit === undefined || directoryOffset === undefined)
      throw stream.corrupt("truncated UserEditAtom");
    const directory = stream.record(directoryOffset);
    if (directory.type !== RT.PersistDirectoryAtom)
      throw stream.corrupt(`no PersistDirectoryAtom at ${directoryOffset}`);
    let at = 0;
    while (directory.start + at + 4 <= directory.end) {
      const head = stream.u32(directory, at) as number;
      const first = head & 0xfffff;
      const count = head >>> 20;
      at += 4;
      for (let i = 0; i < count; i++, at += 4) {
        const offset = stream.u32(directory, at);
        if (offset === undefined) throw stream.corrupt("truncated persist directory");
        if (!offsets.has(first + i)) offsets.set(first + i, offset);
      }
    }
    if (lastEdit === 0 || lastEdit >= edit) break;
    edit = lastEdit;
  }
  if (documentRef === undefined) throw stream.corrupt("no document reference");
  return { offsets, documentRef };
}

/** The offset of the newest UserEditAtom: from the Current User stream, else the last one in the stream. */
function currentEdit(stream: Stream, currentUser: Uint8Array | undefined): number | undefined {
  if (currentUser && currentUser.length >= 20) {
    const view = new DataView(currentUser.buffer, currentUser.byteOffset, currentUser.byteLength);
    const token = view.getUint32(12, true);
    if (token === CURRENT_USER_ENCRYPTED) {
      throw new InvalidDocumentError(stream.filename, "the presentation is password-protected (encrypted)");
    }
    if (token === CURRENT_USER_UNENCRYPTED) return view.getUint32(16, true);
  }
  let last: number | undefined;
  for (const rec of topLevel(stream)) if (rec.type === RT.UserEditAtom) last = rec.start - 8;
  return last;
}

function* topLevel(stream: Stream): Generator<Rec> {
  yield* stream.children({ type: 0, instance: 0, version: 0xf, start: 0, end: stream.bytes.length });
}

/** Slide and notes lists of the DocumentContainer, with the slide list's placeholder texts. */
function slideLists(stream: Stream, document: Rec) {
  const slides: { persistId: number; outline: TextBlock[] }[] = [];
  const notes: { persistId: number; notesId: number }[] = [];
  for (const list of stream.children(document)) {
    if (list.type !== RT.SlideListWithText || (list.instance !== 0 && list.instance !== 2)) continue;
    let pending: Rec[] = [];
    let persistAtom: Rec | undefined;
    const flush = () => {
      if (!persistAtom) return;
      const persistId = stream.u32(persistAtom, 0) ?? 0;
      if (list.instance === 0) slides.push({ persistId, outline: readBlocks(stream, pending) });
      else notes.push({ persistId, notesId: stream.u32(persistAtom, 12) ?? 0 });
    };
    for (const rec of stream.children(list)) {
      if (rec.type === RT.SlidePersistAtom) {
        flush();
        persistAtom = rec;
        pending = [];
      } else {
        pending.push(rec);
      }
    }
    flush();
  }
  return { slides, notes };
}

function containerAt(
  stream: Stream,
  offsets: Map<number, number>,
  persistId: number,
  type: number,
): Rec | undefined {
  const offset = offsets.get(persistId);
  if (offset === undefined) return undefined;
  const rec = stream.record(offset);
  return rec.type === type ? rec : undefined;
}

function readPresentation(stream: Stream, currentUser: Uint8Array | undefined): Presentation {
  const edit = currentEdit(stream, currentUser);
  if (edit !== undefined) {
    try {
      const { offsets, documentRef } = persistDirectory(stream, edit);
      const document = containerAt(stream, offsets, documentRef, RT.Document);
      if (document) {
        const lists = slideLists(stream, document);
        const notes = new Map<number, Rec>();
        for (const { persistId, notesId } of lists.notes) {
          const container = containerAt(stream, offsets, persistId, RT.Notes);
          if (container) notes.set(notesId, container);
        }
        const slides = lists.slides.map(({ persistId, outline }) => ({
          container: containerAt(stream, offsets, persistId, RT.Slide),
          outline,
        }));
        if (slides.some((slide) => slide.container)) return { slides, notes };
      }
    } catch (error) {
      if (!(error instanceof InvalidDocumentError)) throw error;
      // The edit chain is damaged: fall back to reading the stream in order.
    }
  }
  return streamOrder(stream);
}

/** Slides as they lie in the stream, for files whose persist directory cannot be used. */
function streamOrder(stream: Stream): Presentation {
  const slides: SlideEntry[] = [];
  const notes = new Map<number, Rec>();
  let document: Rec | undefined;
  for (const rec of topLevel(stream)) {
    if (rec.type === RT.Document) document ??= rec;
    else if (rec.type === RT.Slide) slides.push({ container: rec, outline: [] });
  }
  const outlines = document ? slideLists(stream, document).slides : [];
  slides.forEach((slide, i) => {
    slide.outline = outlines[i]?.outline ?? [];
  });
  return { slides, notes };
}

function notesText(stream: Stream, presentation: Presentation, slide: Rec): string {
  const atom = stream.child(slide, RT.SlideAtom);
  const notesId = atom ? stream.u32(atom, 16) : undefined;
  const container = notesId ? presentation.notes.get(notesId) : undefined;
  if (!container) return "";
  return drawingShapes(stream, container, [])
    .filter((shape) => shape.block?.type === TextType.Notes)
    .map((shape) => (shape.block as TextBlock).text.replace(/\r/g, "\n"))
    .join("\n");
}

function slideDrafts(stream: Stream, slide: SlideEntry, page: number, drafts: Draft[]): void {
  const outline = [...slide.outline];
  const shapes = slide.container ? drawingShapes(stream, slide.container, outline) : [];
  // Placeholder texts no shape refers to still belong to the slide.
  for (const block of outline) {
    if (block.text) shapes.push({ top: 0, left: 0, placed: false, placement: undefined, block });
  }
  const title = shapes.find((shape) => shape.block && isTitle(shape));
  shapes.sort((a, b) => a.top - b.top || a.left - b.left);
  for (const shape of shapes) {
    if (!shape.block?.text) continue;
    const { top, left } = shape;
    if (shape.placed && top !== 0 && left !== 0 && (top < 0 || left < 0)) continue;
    shapeDrafts(blockParagraphs(stream, shape.block), shape === title, page, drafts);
  }
}

function openStreams(context: FormatContext): { document: Uint8Array; currentUser: Uint8Array | undefined } {
  checkCompoundFile(context.data, context.filename);
  let container: CFB.CFB$Container;
  try {
    // A Buffer view: cfb takes slower, less careful paths for plain Uint8Arrays.
    const data = context.data;
    container = CFB.read(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { type: "buffer" });
  } catch (error) {
    throw new InvalidDocumentError(
      context.filename,
      `corrupt OLE compound file (${(error as Error).message})`,
      {
        cause: error,
      },
    );
  }
  const find = (name: string) => {
    const entry = CFB.find(container, name);
    return entry?.content ? Uint8Array.from(entry.content as ArrayLike<number>) : undefined;
  };
  if (find("EncryptedSummary")) {
    throw new InvalidDocumentError(context.filename, "the presentation is password-protected (encrypted)");
  }
  const document = find("PowerPoint Document");
  if (!document) throw new InvalidDocumentError(context.filename, 'no "PowerPoint Document" stream');
  return { document, currentUser: find("Current User") };
}

export function partitionPpt(context: FormatContext): Draft[] {
  const { params, filename } = context;
  const { document, currentUser } = openStreams(context);
  const stream = new Stream(document, filename);
  try {
    const presentation = readPresentation(stream, currentUser);
    const drafts: Draft[] = [];
    presentation.slides.forEach((slide, index) => {
      if (drafts.length > context.limits.maxElements) return;
      const page = index + 1;
      if (page > 1 && params.include_page_breaks) drafts.push(pageBreakDraft(page));
      if (params.include_slide_notes && slide.container) {
        notesDraft(notesText(stream, presentation, slide.container), page, drafts);
      }
      slideDrafts(stream, slide, page, drafts);
    });
    return drafts;
  } catch (error) {
    if (error instanceof EngineError) throw error;
    throw new InvalidDocumentError(filename, `unreadable PowerPoint stream (${(error as Error).message})`, {
      cause: error,
    });
  }
}
