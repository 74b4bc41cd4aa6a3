import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  escapeHtml
} from "./chunk-2OFCS22J.js";
import {
  isBulletedText,
  isPossibleNumberedList,
  isPossibleTitle,
  pySplit,
  textElement
} from "./chunk-4I3I35UI.js";

// src/engine/layout/blocks.ts
function lineSize(line) {
  return line.fontSize && line.fontSize > 0 ? line.fontSize : Math.max(1, line.box.y1 - line.box.y0);
}
function bodySize(lines) {
  const weight = /* @__PURE__ */ new Map();
  for (const line of lines) {
    const size = Math.round(lineSize(line) * 2) / 2;
    weight.set(size, (weight.get(size) ?? 0) + line.text.length);
  }
  let best = 0;
  let bestWeight = -1;
  for (const [size, w] of weight) {
    if (w > bestWeight || w === bestWeight && size < best) {
      best = size;
      bestWeight = w;
    }
  }
  return best || 10;
}
function centreInside(inner, outer) {
  const x = (inner.x0 + inner.x1) / 2;
  const y = (inner.y0 + inner.y1) / 2;
  return x >= outer.x0 && x <= outer.x1 && y >= outer.y0 && y <= outer.y1;
}
function unionBox(boxes) {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const box of boxes) {
    x0 = Math.min(x0, box.x0);
    y0 = Math.min(y0, box.y0);
    x1 = Math.max(x1, box.x1);
    y1 = Math.max(y1, box.y1);
  }
  return { x0, y0, x1, y1 };
}
function startsListItem(text) {
  return isBulletedText(text) || isPossibleNumberedList(text) && /^\s*\d{1,3}[.)]/.test(text);
}
function continues(block, previous, line) {
  const size = Math.min(lineSize(previous), lineSize(line));
  const larger = Math.max(lineSize(previous), lineSize(line));
  if (line.box.y0 < previous.box.y0 + size * 0.3) return false;
  if (line.box.x0 >= block.box.x1 || line.box.x1 <= block.box.x0) return false;
  const gap = line.box.y0 - previous.box.y1;
  if (gap > size * 0.75) return false;
  if (larger / size > 1.12) return false;
  if (Boolean(previous.bold) !== Boolean(line.bold)) return false;
  if (startsListItem(line.text)) return false;
  const indented = line.box.x0 - block.box.x0 > size * 0.8;
  const stoppedShort = block.box.x1 - previous.box.x1 > size * 2.5;
  if (indented && stoppedShort && !startsListItem(block.lines[0]?.text ?? "")) return false;
  return true;
}
function groupBlocks(lines) {
  const blocks = [];
  let block;
  for (const line of lines) {
    const previous = block?.lines[block.lines.length - 1];
    if (block && previous && continues(block, previous, line)) {
      block.lines.push(line);
      block.box = unionBox([block.box, line.box]);
      continue;
    }
    block = { lines: [line], box: { ...line.box } };
    blocks.push(block);
  }
  return blocks;
}

// src/engine/layout/furniture.ts
var REPEAT_BAND = 0.12;
var EDGE_BAND = 0.07;
var PAGE_NUMBER_RE = /^(?:page\s*)?[-–—]?\s*(?:\d{1,5}|[ivxlcdm]{1,7})\s*[-–—]?(?:\s*(?:of|\/)\s*\d{1,5})?$/i;
function isPageNumberText(text) {
  return PAGE_NUMBER_RE.test(text.trim());
}
function furnitureKey(text) {
  return text.toLowerCase().replace(/\d+/g, "#").replace(/\s+/g, " ").trim();
}
function edgeOf(candidate, band) {
  if (candidate.bottom <= band) return "top";
  if (candidate.top >= 1 - band) return "bottom";
  return void 0;
}
function edgeKey(candidate) {
  const edge = edgeOf(candidate, REPEAT_BAND);
  return edge ? `${edge}:${furnitureKey(candidate.text)}` : void 0;
}
function repeatedKeys(seen) {
  const pagesByKey = /* @__PURE__ */ new Map();
  for (const { key, page } of seen) {
    const pages = pagesByKey.get(key) ?? /* @__PURE__ */ new Set();
    pages.add(page);
    pagesByKey.set(key, pages);
  }
  const repeated = /* @__PURE__ */ new Set();
  for (const [key, pages] of pagesByKey) if (pages.size >= 2) repeated.add(key);
  return repeated;
}
function furnitureOf(candidate, repeated, largerThanBody) {
  const edge = edgeOf(candidate, REPEAT_BAND);
  if (!edge) return void 0;
  if (isPageNumberText(candidate.text)) return "PageNumber";
  const type = edge === "top" ? "Header" : "Footer";
  if (repeated.has(edgeKey(candidate) ?? "")) return type;
  const words = pySplit(candidate.text).length;
  if (edgeOf(candidate, EDGE_BAND) && !largerThanBody && words <= 15) return type;
  return void 0;
}

// src/engine/layout/reading-order.ts
function gutters(items, minWidth) {
  const sorted = [...items].sort((a, b) => a.box.x0 - b.box.x0);
  const gaps = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    if (reach !== Number.NEGATIVE_INFINITY && item.box.x0 - reach >= minWidth) {
      gaps.push({ from: reach, to: item.box.x0 });
    }
    reach = Math.max(reach, item.box.x1);
  }
  return gaps;
}
function splitColumns(items, gaps) {
  const columns = Array.from({ length: gaps.length + 1 }, () => []);
  for (const item of items) {
    let column = 0;
    while (column < gaps.length && item.box.x0 >= gaps[column].to) column++;
    columns[column].push(item);
  }
  return columns.filter((column) => column.length > 0);
}
function splitBands(items) {
  const sorted = [...items].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0);
  const bands = [];
  let current = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    if (current.length > 0 && item.box.y0 >= reach - 0.5) {
      bands.push(current);
      current = [];
    }
    current.push(item);
    reach = Math.max(reach, item.box.y1);
  }
  if (current.length > 0) bands.push(current);
  return bands;
}
function freeIntervals(items) {
  const sorted = [...items].sort((a, b) => a.box.x0 - b.box.x0);
  const free = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const item of sorted) {
    if (item.box.x0 > reach) free.push({ from: reach, to: item.box.x0 });
    reach = Math.max(reach, item.box.x1);
  }
  free.push({ from: reach, to: Number.POSITIVE_INFINITY });
  return free;
}
function narrow(gaps, band, minGutter) {
  const out = [];
  for (const free of freeIntervals(band)) {
    for (const gap of gaps) {
      const from = Math.max(gap.from, free.from);
      const to = Math.min(gap.to, free.to);
      if (to - from >= minGutter) out.push({ from, to });
    }
  }
  return out;
}
function groupBands(bands, minGutter) {
  const groups = [];
  let group = [];
  let shared = [];
  for (const band of bands) {
    const kept = narrow(shared, band, minGutter);
    if (group.length > 0 && kept.length > 0) {
      group.push(...band);
      shared = kept;
      continue;
    }
    if (group.length > 0) groups.push(group);
    group = [...band];
    shared = gutters(band, minGutter);
  }
  if (group.length > 0) groups.push(group);
  return groups;
}
function cut(items, minGutter, depth, out) {
  if (items.length <= 1 || depth > 64) {
    if (items.length > 0) out.push([...items].sort((a, b) => a.box.y0 - b.box.y0 || a.box.x0 - b.box.x0));
    return;
  }
  const columns = gutters(items, minGutter);
  if (columns.length > 0) {
    for (const column of splitColumns(items, columns)) cut(column, minGutter, depth + 1, out);
    return;
  }
  const bands = splitBands(items);
  if (bands.length === 1) {
    out.push(bands[0]);
    return;
  }
  for (const group of groupBands(bands, minGutter)) {
    if (group.length === items.length) {
      for (const band of bands) cut(band, minGutter, depth + 1, out);
      return;
    }
  }
  for (const group of groupBands(bands, minGutter)) cut(group, minGutter, depth + 1, out);
}
function readingOrder(items, minGutter) {
  const out = [];
  cut(items, minGutter, 0, out);
  return out;
}

// src/engine/layout/index.ts
function blockText(block) {
  const lineStarts = [];
  let text = "";
  for (const line of block.lines) {
    const piece = line.text.trim();
    if (!piece) continue;
    if (text) text += " ";
    lineStarts.push(text.length - (line.text.length - line.text.trimStart().length));
    text += piece;
  }
  return { text, lineStarts };
}
function coordinatesOf(box, page) {
  return {
    points: [
      [box.x0, box.y0],
      [box.x0, box.y1],
      [box.x1, box.y1],
      [box.x1, box.y0]
    ],
    system: "PixelSpace",
    layout_width: page.width,
    layout_height: page.height
  };
}
function tableHtml(rows) {
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`).join("");
  return `<table>${body}</table>`;
}
function planPage(page) {
  const tables = page.tables ?? [];
  const images = page.images ?? [];
  const items = [];
  const imageItems = images.map((image) => ({
    kind: "image",
    box: image.box,
    image,
    absorbed: []
  }));
  const textLines = [];
  for (const line of page.lines) {
    if (!line.text.trim()) continue;
    if (tables.some((table) => centreInside(line.box, table.box))) continue;
    const figure = imageItems.find((item) => centreInside(line.box, item.box));
    if (figure) {
      figure.absorbed.push(line);
      continue;
    }
    textLines.push(line);
    items.push({ kind: "line", box: line.box, line });
  }
  for (const table of tables) items.push({ kind: "table", box: table.box, table });
  items.push(...imageItems);
  const body = bodySize(textLines);
  const ocr = textLines.some((line) => line.confidence !== void 0);
  const ordered = readingOrder(items, Math.max(body * 0.9, 1)).flat();
  const order = [];
  let run = [];
  const flush = () => {
    if (run.length > 0) order.push(...groupBlocks(run));
    run = [];
  };
  for (const item of ordered) {
    if (item.kind === "line") {
      run.push(item.line);
      continue;
    }
    flush();
    order.push(item);
  }
  flush();
  return { order, body, ocr };
}
function isItem(entry) {
  return "kind" in entry;
}
function emphasisOf(block) {
  const contents = [];
  const tags = [];
  for (const line of block.lines) {
    const runs = line.emphasis ?? [];
    if (runs.length === 0 && (line.bold || line.italic)) {
      runs.push({ text: line.text.trim(), bold: Boolean(line.bold), italic: Boolean(line.italic) });
    }
    for (const run of runs) {
      const text = run.text.trim();
      if (!text) continue;
      if (run.bold) {
        contents.push(text);
        tags.push("b");
      }
      if (run.italic) {
        contents.push(text);
        tags.push("i");
      }
    }
  }
  return { contents, tags };
}
function linksOf(block, lineStarts, shift) {
  const texts = [];
  const urls = [];
  const links = [];
  let index = 0;
  for (const line of block.lines) {
    if (!line.text.trim()) continue;
    const start = lineStarts[index++] ?? 0;
    for (const link of line.links ?? []) {
      texts.push(link.text);
      urls.push(link.url);
      links.push({ text: link.text, url: link.url, start_index: Math.max(0, start + link.start - shift) });
    }
  }
  return urls.length > 0 ? { link_texts: texts, link_urls: urls, links } : {};
}
function typeOfBlock(block, text, body, ocr, furniture) {
  if (furniture) return { type: furniture, text };
  const typed = textElement(text);
  if (typed.type === "ListItem" || typed.type === "EmailAddress" || typed.type === "Address") return typed;
  const size = Math.max(...block.lines.map(lineSize));
  const larger = size / body >= (ocr ? 1.5 : 1.15);
  const allBold = block.lines.every((line) => line.bold);
  const short = block.lines.length <= 3 && pySplit(text).length <= 20;
  if (larger && short && !/[.:;,]$/.test(text)) return { type: "Title", text };
  if (allBold && block.lines.length <= 2 && isPossibleTitle(text) && !/[.:;,]$/.test(text)) {
    return { type: "Title", text };
  }
  return typed;
}
function pageDrafts(page, options) {
  const plan = planPage(page);
  const drafts = [];
  const edges = [];
  const base = (box) => ({
    page_number: page.pageNumber,
    ...options.coordinates ? { coordinates: coordinatesOf(box, page) } : {}
  });
  const height = page.height || 1;
  const noRepeats = /* @__PURE__ */ new Set();
  for (const [position, entry] of plan.order.entries()) {
    if (isItem(entry)) {
      const draft2 = itemDraft(entry, base(entry.box));
      if (draft2) drafts.push(draft2);
      continue;
    }
    const { text, lineStarts } = blockText(entry);
    const candidate = {
      page: page.pageNumber,
      text,
      top: entry.box.y0 / height,
      bottom: entry.box.y1 / height
    };
    const key = edgeKey(candidate);
    const note = key === void 0 ? void 0 : { page: page.pageNumber, key };
    if (note) edges.push(note);
    if (!text) continue;
    const size = Math.max(...entry.lines.map(lineSize));
    const larger = size / plan.body >= 1.15;
    const emphasis = emphasisOf(entry);
    const draftOf = (typed2) => ({
      type: typed2.type,
      text: typed2.text,
      metadata: {
        ...base(entry.box),
        ...emphasis.contents.length > 0 ? { emphasized_text_contents: emphasis.contents, emphasized_text_tags: emphasis.tags } : {},
        ...linksOf(entry, lineStarts, text.length - typed2.text.length)
      }
    });
    const furniture = furnitureOf(candidate, noRepeats, larger);
    const typed = !furniture && isCaption(text, plan.order[position - 1], plan.order[position + 1]) ? { type: "FigureCaption", text } : typeOfBlock(entry, text, plan.body, plan.ocr, furniture);
    const draft = typed.text.trim() ? draftOf(typed) : void 0;
    if (note && !furniture) {
      const recurring = furnitureOf(candidate, /* @__PURE__ */ new Set([note.key]), larger);
      if (recurring) {
        note.asFurniture = draftOf({ type: recurring, text });
        note.index = drafts.length;
        drafts.push(draft ?? { type: "", text: "", metadata: {} });
      } else if (draft) drafts.push(draft);
    } else if (draft) drafts.push(draft);
  }
  if (options.includePageBreaks) drafts.push({ type: "PageBreak", text: "", metadata: {} });
  return { drafts, edges, hasText: page.lines.some((line) => /\S/.test(line.text)) };
}
var CAPTION_START = /^(table|figure|fig\.?)\s*[0-9IVX]+[a-z]?\s*[.:—–-]/i;
function isCaption(text, before, after) {
  if (!CAPTION_START.test(text) || pySplit(text).length > 60) return false;
  const figureOrTable = (entry) => entry !== void 0 && isItem(entry) && (entry.kind === "table" || entry.kind === "image");
  return figureOrTable(before) || figureOrTable(after);
}
function itemDraft(entry, metadata) {
  if (entry.kind === "table") {
    const rows = entry.table.rows;
    const text = rows.flat().map((cell) => cell.trim()).filter(Boolean).join(" ");
    return {
      type: "Table",
      text,
      metadata: {
        ...metadata,
        text_as_html: tableHtml(rows),
        ...entry.table.image ? { image_base64: entry.table.image.base64, image_mime_type: entry.table.image.mimeType } : {}
      }
    };
  }
  if (entry.kind === "image") {
    const text = entry.image.text ?? entry.absorbed.map((line) => line.text.trim()).filter(Boolean).join(" ");
    return {
      type: "Image",
      text,
      metadata: {
        ...metadata,
        ...entry.image.image ? { image_base64: entry.image.image.base64, image_mime_type: entry.image.image.mimeType } : {}
      }
    };
  }
  return void 0;
}
var DraftAssembler = class {
  #drafts = [];
  #edges = [];
  #hasText = false;
  add(part) {
    const offset = this.#drafts.length;
    for (const draft of part.drafts) this.#drafts.push(draft);
    for (const note of part.edges) {
      this.#edges.push(note.index === void 0 ? note : { ...note, index: note.index + offset });
    }
    this.#hasText ||= part.hasText;
  }
  get hasText() {
    return this.#hasText;
  }
  /** What was added, as one PageDrafts with furniture still undecided (a run of pages handed on). */
  collected() {
    return { drafts: this.#drafts, edges: this.#edges, hasText: this.#hasText };
  }
  /** The drafts in order, furniture decided across all pages added. */
  finish() {
    const repeated = repeatedKeys(this.#edges);
    for (const note of this.#edges) {
      if (note.index === void 0 || !note.asFurniture || !repeated.has(note.key)) continue;
      this.#drafts[note.index] = note.asFurniture;
    }
    return this.#drafts.filter((draft) => draft.type !== "");
  }
};

// src/engine/layout/tables.ts
function overlapX(a, b) {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}
function centreIn(line, box) {
  const x = (line.box.x0 + line.box.x1) / 2;
  const y = (line.box.y0 + line.box.y1) / 2;
  return x >= box.x0 - 1 && x <= box.x1 + 1 && y >= box.y0 - 1 && y <= box.y1 + 1;
}
function rowsOf(lines) {
  const sorted = [...lines].sort((a, b) => (a.box.y0 + a.box.y1) / 2 - (b.box.y0 + b.box.y1) / 2);
  const rows = [];
  for (const line of sorted) {
    const centre = (line.box.y0 + line.box.y1) / 2;
    const row = rows[rows.length - 1];
    if (row && centre >= row.y0 && centre <= row.y1) {
      row.lines.push(line);
      row.y1 = Math.max(row.y1, line.box.y1);
    } else rows.push({ lines: [line], y0: line.box.y0, y1: line.box.y1 });
  }
  return rows.map((row) => row.lines.sort((a, b) => a.box.x0 - b.box.x0));
}
function columnBounds(lines, verticals, minGap) {
  const sorted = [...lines].sort((a, b) => a.box.x0 - b.box.x0);
  const bounds = [];
  let reach = Number.NEGATIVE_INFINITY;
  for (const line of sorted) {
    if (reach !== Number.NEGATIVE_INFINITY && line.box.x0 - reach >= minGap)
      bounds.push((reach + line.box.x0) / 2);
    reach = Math.max(reach, line.box.x1);
  }
  for (const x of verticals) if (!bounds.some((b) => Math.abs(b - x) < minGap)) bounds.push(x);
  return bounds.sort((a, b) => a - b);
}
function buildTable(lines, box, verticals, minGap, minColumns) {
  if (lines.length < 4) return void 0;
  const bounds = columnBounds(lines, verticals, minGap);
  const columns = bounds.length + 1;
  if (columns < minColumns) return void 0;
  const rows = rowsOf(lines);
  if (rows.length < 2) return void 0;
  const cells = rows.map((row) => {
    const cellTexts = Array.from({ length: columns }, () => []);
    for (const line of row) {
      const centre = (line.box.x0 + line.box.x1) / 2;
      let column = 0;
      while (column < bounds.length && centre > bounds[column]) column++;
      cellTexts[column].push(line.text.trim());
    }
    return cellTexts.map((texts) => texts.filter(Boolean).join(" "));
  });
  const wide = cells.filter((row) => row.filter(Boolean).length >= 2).length;
  if (wide < Math.max(2, rows.length * 0.5)) return void 0;
  return { box, rows: cells };
}
function ruledRegions(rules, pageHeight) {
  const horizontals = rules.filter((rule) => rule.horizontal).sort((a, b) => a.box.y0 - b.box.y0);
  const stacks = [];
  for (const rule of horizontals) {
    const stack = stacks.find((candidate) => {
      const last = candidate[candidate.length - 1];
      const shorter = Math.min(last.x1 - last.x0, rule.box.x1 - rule.box.x0);
      return overlapX(last, rule.box) >= shorter * 0.7 && rule.box.y0 - last.y1 < pageHeight * 0.4;
    });
    if (stack) stack.push(rule.box);
    else stacks.push([rule.box]);
  }
  return stacks.filter((stack) => stack.length >= 2).map((stack) => ({
    x0: Math.min(...stack.map((b) => b.x0)),
    y0: Math.min(...stack.map((b) => b.y0)),
    x1: Math.max(...stack.map((b) => b.x1)),
    y1: Math.max(...stack.map((b) => b.y1))
  })).filter((box) => box.y1 - box.y0 > 4);
}
function gridRegions(lines, size) {
  const regions = [];
  let run = [];
  const close = () => {
    if (run.length >= 3) {
      const all = run.flat();
      regions.push({
        x0: Math.min(...all.map((l) => l.box.x0)),
        y0: Math.min(...all.map((l) => l.box.y0)),
        x1: Math.max(...all.map((l) => l.box.x1)),
        y1: Math.max(...all.map((l) => l.box.y1))
      });
    }
    run = [];
  };
  for (const row of rowsOf(lines)) {
    const previous = run[run.length - 1];
    const top = Math.min(...row.map((l) => l.box.y0));
    const previousBottom = previous ? Math.max(...previous.map((l) => l.box.y1)) : top;
    const lengths = row.map((l) => l.text.trim().length).sort((a, b) => a - b);
    const gridLike = row.length >= 3 && (lengths[Math.floor(lengths.length / 2)] ?? 0) <= 25;
    if (!gridLike || top - previousBottom > size * 2) close();
    if (gridLike) run.push(row);
  }
  close();
  return regions;
}
var CELL_GAP_EMS = 1;
var RULE_GLYPH = /^\|$/;
function cellPieces(line) {
  const words = line.words;
  if (!words || words.length < 2) return [line];
  const em = Math.max(1, line.box.y1 - line.box.y0);
  const pieces = [];
  let run = [];
  const close = () => {
    if (run.length > 0) {
      pieces.push({
        ...line,
        text: run.map((word) => word.text).join(" "),
        box: {
          x0: Math.min(...run.map((w) => w.box.x0)),
          y0: Math.min(...run.map((w) => w.box.y0)),
          x1: Math.max(...run.map((w) => w.box.x1)),
          y1: Math.max(...run.map((w) => w.box.y1))
        },
        words: run,
        links: void 0,
        emphasis: void 0
      });
    }
    run = [];
  };
  for (const word of words) {
    if (RULE_GLYPH.test(word.text.trim())) {
      close();
      continue;
    }
    const previous = run[run.length - 1];
    if (previous && word.box.x0 - previous.box.x1 > em * CELL_GAP_EMS) close();
    run.push(word);
  }
  close();
  return pieces;
}
function findTables(textLines, rules, page, size) {
  const lines = textLines.flatMap(cellPieces);
  const tables = [];
  const taken = (line) => tables.some((table) => centreIn(line, table.box));
  const minGap = Math.max(size * 0.6, 2);
  for (const region of ruledRegions(rules, page.height)) {
    const inside = lines.filter((line) => centreIn(line, region) && !taken(line));
    const verticals = rules.filter((rule) => !rule.horizontal && overlapX(rule.box, region) >= 0).filter((rule) => rule.box.y0 < region.y1 && rule.box.y1 > region.y0).map((rule) => (rule.box.x0 + rule.box.x1) / 2).filter((x) => x > region.x0 + minGap && x < region.x1 - minGap);
    const table = buildTable(inside, region, verticals, minGap, 2);
    if (table) tables.push(table);
  }
  const free = lines.filter((line) => !taken(line));
  for (const region of gridRegions(free, size)) {
    const inside = free.filter((line) => centreIn(line, region));
    const table = buildTable(inside, region, [], minGap, 3);
    if (table) tables.push(table);
  }
  return tables;
}

export {
  bodySize,
  centreInside,
  pageDrafts,
  DraftAssembler,
  findTables
};
