import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  notesDraft,
  pageBreakDraft,
  shapeDrafts
} from "./chunk-45S6J4TW.js";
import "./chunk-CT6X6DLE.js";
import {
  checkCompoundFile
} from "./chunk-GNMYOTPL.js";
import {
  require_cfb
} from "./chunk-Q5IFBPCK.js";
import "./chunk-GK63ZBU5.js";
import "./chunk-4I3I35UI.js";
import {
  EngineError,
  InvalidDocumentError
} from "./chunk-3AXPRKHB.js";
import {
  __toESM
} from "./chunk-PCHJDGZE.js";

// src/engine/formats/ppt.ts
var import_cfb = __toESM(require_cfb(), 1);
var RT = {
  Document: 1e3,
  Slide: 1006,
  SlideAtom: 1007,
  Notes: 1008,
  SlidePersistAtom: 1011,
  PPDrawing: 1036,
  PlaceholderAtom: 3011,
  OutlineTextRefAtom: 3998,
  TextHeaderAtom: 3999,
  TextCharsAtom: 4e3,
  StyleTextPropAtom: 4001,
  TextBytesAtom: 4008,
  SlideListWithText: 4080,
  UserEditAtom: 4085,
  PersistDirectoryAtom: 6002,
  SpgrContainer: 61443,
  SpContainer: 61444,
  ChildAnchor: 61455,
  ClientAnchor: 61456,
  ClientData: 61457,
  ClientTextbox: 61453
};
var TextType = {
  Title: 0,
  Body: 1,
  Notes: 2,
  Other: 4,
  CenterBody: 5,
  CenterTitle: 6,
  HalfBody: 7,
  QuarterBody: 8
};
var BULLETED_BY_DEFAULT = /* @__PURE__ */ new Set([TextType.Body, TextType.HalfBody, TextType.QuarterBody]);
var TITLE_PLACEHOLDERS = /* @__PURE__ */ new Set([1, 3, 13, 15, 17]);
var MAX_DEPTH = 64;
var MAX_EDITS = 4096;
var CURRENT_USER_UNENCRYPTED = 3817979999;
var CURRENT_USER_ENCRYPTED = 4090610911;
var Stream = class {
  bytes;
  view;
  filename;
  constructor(bytes, filename) {
    this.bytes = bytes;
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.filename = filename;
  }
  corrupt(problem) {
    return new InvalidDocumentError(this.filename, `corrupt PowerPoint stream (${problem})`);
  }
  /** The record at `offset`, whose data must end by `limit`. */
  record(offset, limit = this.bytes.length) {
    if (offset < 0 || offset + 8 > limit) throw this.corrupt(`record header out of bounds at ${offset}`);
    const verInst = this.view.getUint16(offset, true);
    const length = this.view.getUint32(offset + 4, true);
    const start = offset + 8;
    if (length > limit - start) throw this.corrupt(`record at ${offset} runs past its container`);
    return {
      type: this.view.getUint16(offset + 2, true),
      instance: verInst >> 4,
      version: verInst & 15,
      start,
      end: start + length
    };
  }
  /** The direct children of a container record. */
  *children(parent) {
    let offset = parent.start;
    while (offset < parent.end) {
      const rec = this.record(offset, parent.end);
      yield rec;
      offset = rec.end;
    }
  }
  child(parent, type) {
    for (const rec of this.children(parent)) if (rec.type === type) return rec;
    return void 0;
  }
  u8(rec, at) {
    return rec.start + at + 1 <= rec.end ? this.view.getUint8(rec.start + at) : void 0;
  }
  u16(rec, at) {
    return rec.start + at + 2 <= rec.end ? this.view.getUint16(rec.start + at, true) : void 0;
  }
  u32(rec, at) {
    return rec.start + at + 4 <= rec.end ? this.view.getUint32(rec.start + at, true) : void 0;
  }
  i16(rec, at) {
    return rec.start + at + 2 <= rec.end ? this.view.getInt16(rec.start + at, true) : void 0;
  }
  i32(rec, at) {
    return rec.start + at + 4 <= rec.end ? this.view.getInt32(rec.start + at, true) : void 0;
  }
  text(rec) {
    const data = this.bytes.subarray(rec.start, rec.end);
    if (rec.type === RT.TextBytesAtom) {
      const parts = [];
      for (let i = 0; i < data.length; i += 8192)
        parts.push(String.fromCharCode(...data.subarray(i, i + 8192)));
      return parts.join("");
    }
    return new TextDecoder("utf-16le").decode(data.subarray(0, data.length - data.length % 2));
  }
};
var PF_FIELDS = [
  [15, 2],
  // bulletFlags (hasBullet | bulletHasFont | bulletHasColor | bulletHasSize)
  [128, 2],
  // bulletChar
  [16, 2],
  // bulletFontRef
  [64, 2],
  // bulletSize
  [32, 4],
  // bulletColor
  [2048, 2],
  // textAlignment
  [4096, 2],
  // lineSpacing
  [8192, 2],
  // spaceBefore
  [16384, 2],
  // spaceAfter
  [256, 2],
  // leftMargin
  [1024, 2],
  // indent
  [32768, 2],
  // defaultTabSize
  [1048576, -1],
  // tabStops (a count, then that many 4-byte stops)
  [65536, 2],
  // fontAlign
  [917504, 2],
  // wrapFlags (charWrap | wordWrap | overflow)
  [2097152, 2]
  // textDirection
];
function paragraphStyles(stream, style, length) {
  const runs = [];
  let at = 0;
  let covered = 0;
  while (covered < length + 1 && runs.length <= length) {
    const count = stream.u32(style, at);
    const level = stream.u16(style, at + 4);
    const masks = stream.u32(style, at + 6);
    if (count === void 0 || level === void 0 || masks === void 0 || count === 0) break;
    at += 10;
    let bullet;
    for (const [mask, size] of PF_FIELDS) {
      if ((masks & mask) === 0) continue;
      if (mask === 15) {
        const flags = stream.u16(style, at);
        if (flags !== void 0 && masks & 1) bullet = (flags & 1) === 1;
      }
      if (size < 0) {
        const stops = stream.u16(style, at);
        if (stops === void 0) return runs;
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
function blockParagraphs(stream, block) {
  const texts = block.text.split("\r");
  const runs = block.style ? paragraphStyles(stream, block.style, block.text.length) : [];
  const paragraphs = [];
  let run = 0;
  let runEnd = runs[0]?.count ?? Number.POSITIVE_INFINITY;
  let position = 0;
  for (const text of texts) {
    while (position >= runEnd && run < runs.length - 1) runEnd += runs[++run].count;
    const style = runs[run];
    paragraphs.push({
      text,
      level: Math.min(style?.level ?? 0, 8),
      bulleted: style?.bullet ?? BULLETED_BY_DEFAULT.has(block.type)
    });
    position += text.length + 1;
  }
  return paragraphs;
}
function readBlocks(stream, records) {
  const blocks = [];
  let current;
  for (const rec of records) {
    if (rec.type === RT.TextHeaderAtom) {
      current = { type: stream.u32(rec, 0) ?? TextType.Other, text: "", style: void 0 };
      blocks.push(current);
    } else if (current && (rec.type === RT.TextCharsAtom || rec.type === RT.TextBytesAtom)) {
      current.text = stream.text(rec);
    } else if (current && rec.type === RT.StyleTextPropAtom) {
      current.style = rec;
    }
  }
  return blocks;
}
function anchorOf(stream, sp) {
  const client = stream.child(sp, RT.ClientAnchor);
  if (client) {
    const small = client.end - client.start < 16;
    const top = small ? stream.i16(client, 0) : stream.i32(client, 0);
    const left = small ? stream.i16(client, 2) : stream.i32(client, 4);
    if (top !== void 0 && left !== void 0) return { top, left };
  }
  const childAnchor = stream.child(sp, RT.ChildAnchor);
  if (childAnchor) {
    const left = stream.i32(childAnchor, 0);
    const top = stream.i32(childAnchor, 4);
    if (top !== void 0 && left !== void 0) return { top, left };
  }
  return void 0;
}
function drawingShapes(stream, container, outline) {
  const drawing = stream.child(container, RT.PPDrawing);
  if (!drawing) return [];
  const shapes = [];
  const stack = [stream.children(drawing)];
  while (stack.length > 0) {
    const next = stack[stack.length - 1].next();
    if (next.done) {
      stack.pop();
      continue;
    }
    const rec = next.value;
    if (rec.type === RT.SpContainer) {
      const anchor = anchorOf(stream, rec);
      const data = stream.child(rec, RT.ClientData);
      const placeholder = data ? stream.child(data, RT.PlaceholderAtom) : void 0;
      const textbox = stream.child(rec, RT.ClientTextbox);
      let block;
      if (textbox) {
        const ref = stream.child(textbox, RT.OutlineTextRefAtom);
        const index = ref ? stream.u32(ref, 0) : void 0;
        block = index !== void 0 ? outline[index] : readBlocks(stream, stream.children(textbox))[0];
        if (block && index !== void 0) outline[index] = { ...block, text: "" };
      }
      shapes.push({
        top: anchor?.top ?? 0,
        left: anchor?.left ?? 0,
        placed: anchor !== void 0,
        placement: placeholder ? stream.u8(placeholder, 4) : void 0,
        block
      });
    } else if (rec.version === 15 && rec.type !== RT.ClientTextbox) {
      if (stack.length >= MAX_DEPTH) throw stream.corrupt("drawing nested too deeply");
      stack.push(stream.children(rec));
    }
  }
  return shapes;
}
function isTitle(shape) {
  const type = shape.block?.type;
  return type === TextType.Title || type === TextType.CenterTitle || shape.placement !== void 0 && TITLE_PLACEHOLDERS.has(shape.placement);
}
function persistDirectory(stream, firstEdit) {
  const offsets = /* @__PURE__ */ new Map();
  let documentRef;
  let edit = firstEdit;
  const seen = /* @__PURE__ */ new Set();
  while (edit > 0 || seen.size === 0) {
    if (seen.has(edit) || seen.size >= MAX_EDITS) throw stream.corrupt("cyclic edit chain");
    seen.add(edit);
    const atom = stream.record(edit);
    if (atom.type !== RT.UserEditAtom) throw stream.corrupt(`no UserEditAtom at ${edit}`);
    const lastEdit = stream.u32(atom, 8);
    const directoryOffset = stream.u32(atom, 12);
    documentRef ??= stream.u32(atom, 16);
    if (lastEdit === void 0 || directoryOffset === void 0)
      throw stream.corrupt("truncated UserEditAtom");
    const directory = stream.record(directoryOffset);
    if (directory.type !== RT.PersistDirectoryAtom)
      throw stream.corrupt(`no PersistDirectoryAtom at ${directoryOffset}`);
    let at = 0;
    while (directory.start + at + 4 <= directory.end) {
      const head = stream.u32(directory, at);
      const first = head & 1048575;
      const count = head >>> 20;
      at += 4;
      for (let i = 0; i < count; i++, at += 4) {
        const offset = stream.u32(directory, at);
        if (offset === void 0) throw stream.corrupt("truncated persist directory");
        if (!offsets.has(first + i)) offsets.set(first + i, offset);
      }
    }
    if (lastEdit === 0 || lastEdit >= edit) break;
    edit = lastEdit;
  }
  if (documentRef === void 0) throw stream.corrupt("no document reference");
  return { offsets, documentRef };
}
function currentEdit(stream, currentUser) {
  if (currentUser && currentUser.length >= 20) {
    const view = new DataView(currentUser.buffer, currentUser.byteOffset, currentUser.byteLength);
    const token = view.getUint32(12, true);
    if (token === CURRENT_USER_ENCRYPTED) {
      throw new InvalidDocumentError(stream.filename, "the presentation is password-protected (encrypted)");
    }
    if (token === CURRENT_USER_UNENCRYPTED) return view.getUint32(16, true);
  }
  let last;
  for (const rec of topLevel(stream)) if (rec.type === RT.UserEditAtom) last = rec.start - 8;
  return last;
}
function* topLevel(stream) {
  yield* stream.children({ type: 0, instance: 0, version: 15, start: 0, end: stream.bytes.length });
}
function slideLists(stream, document) {
  const slides = [];
  const notes = [];
  for (const list of stream.children(document)) {
    if (list.type !== RT.SlideListWithText || list.instance !== 0 && list.instance !== 2) continue;
    let pending = [];
    let persistAtom;
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
function containerAt(stream, offsets, persistId, type) {
  const offset = offsets.get(persistId);
  if (offset === void 0) return void 0;
  const rec = stream.record(offset);
  return rec.type === type ? rec : void 0;
}
function readPresentation(stream, currentUser) {
  const edit = currentEdit(stream, currentUser);
  if (edit !== void 0) {
    try {
      const { offsets, documentRef } = persistDirectory(stream, edit);
      const document = containerAt(stream, offsets, documentRef, RT.Document);
      if (document) {
        const lists = slideLists(stream, document);
        const notes = /* @__PURE__ */ new Map();
        for (const { persistId, notesId } of lists.notes) {
          const container = containerAt(stream, offsets, persistId, RT.Notes);
          if (container) notes.set(notesId, container);
        }
        const slides = lists.slides.map(({ persistId, outline }) => ({
          container: containerAt(stream, offsets, persistId, RT.Slide),
          outline
        }));
        if (slides.some((slide) => slide.container)) return { slides, notes };
      }
    } catch (error) {
      if (!(error instanceof InvalidDocumentError)) throw error;
    }
  }
  return streamOrder(stream);
}
function streamOrder(stream) {
  const slides = [];
  const notes = /* @__PURE__ */ new Map();
  let document;
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
function notesText(stream, presentation, slide) {
  const atom = stream.child(slide, RT.SlideAtom);
  const notesId = atom ? stream.u32(atom, 16) : void 0;
  const container = notesId ? presentation.notes.get(notesId) : void 0;
  if (!container) return "";
  return drawingShapes(stream, container, []).filter((shape) => shape.block?.type === TextType.Notes).map((shape) => shape.block.text.replace(/\r/g, "\n")).join("\n");
}
function slideDrafts(stream, slide, page, drafts) {
  const outline = [...slide.outline];
  const shapes = slide.container ? drawingShapes(stream, slide.container, outline) : [];
  for (const block of outline) {
    if (block.text) shapes.push({ top: 0, left: 0, placed: false, placement: void 0, block });
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
function openStreams(context) {
  checkCompoundFile(context.data, context.filename);
  let container;
  try {
    const data = context.data;
    container = import_cfb.default.read(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { type: "buffer" });
  } catch (error) {
    throw new InvalidDocumentError(
      context.filename,
      `corrupt OLE compound file (${error.message})`,
      {
        cause: error
      }
    );
  }
  const find = (name) => {
    const entry = import_cfb.default.find(container, name);
    return entry?.content ? Uint8Array.from(entry.content) : void 0;
  };
  if (find("EncryptedSummary")) {
    throw new InvalidDocumentError(context.filename, "the presentation is password-protected (encrypted)");
  }
  const document = find("PowerPoint Document");
  if (!document) throw new InvalidDocumentError(context.filename, 'no "PowerPoint Document" stream');
  return { document, currentUser: find("Current User") };
}
function partitionPpt(context) {
  const { params, filename } = context;
  const { document, currentUser } = openStreams(context);
  const stream = new Stream(document, filename);
  try {
    const presentation = readPresentation(stream, currentUser);
    const drafts = [];
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
    throw new InvalidDocumentError(filename, `unreadable PowerPoint stream (${error.message})`, {
      cause: error
    });
  }
}
export {
  partitionPpt
};
