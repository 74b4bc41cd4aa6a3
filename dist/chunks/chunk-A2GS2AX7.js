import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  invalidPdf,
  renderPage
} from "./chunk-5SX5R5CK.js";
import {
  DraftAssembler,
  bodySize,
  centreInside,
  findTables,
  pageDrafts
} from "./chunk-S2SAYHHQ.js";

// src/engine/formats/pdf/text-layer.ts
var LINE_GAP_EMS = 1;
var SPACE_EMS = 2;
function multiply(m1, m2) {
  const [a1 = 0, b1 = 0, c1 = 0, d1 = 0, e1 = 0, f1 = 0] = m1;
  const [a2 = 0, b2 = 0, c2 = 0, d2 = 0, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1
  ];
}
function styleFromFontName(name) {
  const bare = (name ?? "").replace(/^[A-Z]{6}\+/, "");
  return {
    bold: /bold|black|heavy|semibold|demi|[-,]bd\b|,b$/i.test(bare),
    italic: /italic|oblique|[-,]it\b|,i$/i.test(bare)
  };
}
function pieceOf(item, viewport, style, ascent) {
  if (!item.str) return void 0;
  const m = multiply(viewport.transform, item.transform);
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = m;
  const size = Math.hypot(c, d) || Math.hypot(a, b);
  if (!(size > 0) || !Number.isFinite(x) || !Number.isFinite(y)) return void 0;
  const scale = viewport.scale;
  const length = item.width * scale;
  const horizontal = Math.abs(b) < Math.abs(a) * 0.05 && a > 0;
  if (horizontal) {
    return {
      text: item.str,
      box: { x0: x, y0: y - size * ascent, x1: x + length, y1: y + size * (1 - ascent) },
      size,
      baseline: y,
      style
    };
  }
  const angle = Math.atan2(b, a);
  const dx = Math.cos(angle) * length;
  const dy = Math.sin(angle) * length;
  const ux = -Math.sin(angle) * size;
  const uy = Math.cos(angle) * size;
  const xs = [x, x + dx, x - ux * ascent, x + dx - ux * ascent];
  const ys = [y, y + dy, y - uy * ascent, y + dy - uy * ascent];
  return {
    text: item.str,
    box: { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) },
    size,
    baseline: Number.NaN,
    style
  };
}
function sameLine(line, piece, reach) {
  const last = line[line.length - 1];
  let main = line[0];
  for (const p of line) if (p.size > main.size) main = p;
  if (Number.isNaN(main.baseline) || Number.isNaN(piece.baseline)) return false;
  const size = Math.max(main.size, piece.size);
  const script = Math.min(main.size, piece.size) < size * 0.85;
  if (Math.abs(piece.baseline - main.baseline) > size * (script ? 0.8 : 0.45)) return false;
  const gap = piece.box.x0 - Math.max(last.box.x1, reach);
  return gap <= size * LINE_GAP_EMS && gap >= -size * 0.5;
}
function linkStart(area, pieces, starts) {
  let start = -1;
  pieces.forEach((piece, i) => {
    const { box } = piece;
    const cy = (box.y0 + box.y1) / 2;
    if (cy < area.box.y0 || cy > area.box.y1 || box.x1 <= area.box.x0 || box.x0 >= area.box.x1) return;
    const width = box.x1 - box.x0 || 1;
    const n = piece.text.length;
    const from = Math.max(0, Math.round((area.box.x0 - box.x0) / width * n));
    const to = Math.min(n, Math.round((area.box.x1 - box.x0) / width * n));
    if (to <= from) return;
    if (start < 0) start = (starts[i] ?? 0) + from;
  });
  return start < 0 ? void 0 : start;
}
function toLine(pieces, links) {
  let text = "";
  const starts = [];
  let previous;
  for (const piece of pieces) {
    if (previous) {
      const gap = piece.box.x0 - previous.box.x1;
      if (gap > piece.size * 0.15 && !/\s$/.test(text) && !/^\s/.test(piece.text)) text += " ";
    }
    starts.push(text.length);
    text += piece.text;
    previous = piece;
  }
  const box = {
    x0: Math.min(...pieces.map((p) => p.box.x0)),
    y0: Math.min(...pieces.map((p) => p.box.y0)),
    x1: Math.max(...pieces.map((p) => p.box.x1)),
    y1: Math.max(...pieces.map((p) => p.box.y1))
  };
  const bySize = /* @__PURE__ */ new Map();
  let boldChars = 0;
  let italicChars = 0;
  let chars = 0;
  for (const piece of pieces) {
    const n = piece.text.trim().length;
    chars += n;
    const size = Math.round(piece.size * 10) / 10;
    bySize.set(size, (bySize.get(size) ?? 0) + n);
    if (piece.style.bold) boldChars += n;
    if (piece.style.italic) italicChars += n;
  }
  const fontSize = [...bySize.entries()].sort((p, q) => q[1] - p[1] || q[0] - p[0])[0]?.[0];
  const emphasis = [];
  for (const piece of pieces) {
    if (!piece.text.trim() || !piece.style.bold && !piece.style.italic) continue;
    const last = emphasis[emphasis.length - 1];
    if (last && last.bold === piece.style.bold && last.italic === piece.style.italic) last.text += piece.text;
    else emphasis.push({ text: piece.text, ...piece.style });
  }
  const lineLinks = [];
  for (const area of links) {
    const cy = (box.y0 + box.y1) / 2;
    if (cy < area.box.y0 - 1 || cy > area.box.y1 + 1 || box.x1 <= area.box.x0 || box.x0 >= area.box.x1)
      continue;
    const link = linkSpan(area, pieces, starts, text);
    if (link) lineLinks.push(link);
  }
  return {
    text,
    box,
    fontSize,
    bold: chars > 0 && boldChars === chars,
    italic: chars > 0 && italicChars === chars,
    emphasis: emphasis.length > 0 ? emphasis.map((run) => ({ ...run, text: run.text.trim() })) : void 0,
    links: lineLinks.length > 0 ? lineLinks : void 0
  };
}
function linkSpan(area, pieces, starts, text) {
  const found = linkStart(area, pieces, starts);
  if (found === void 0) return void 0;
  let start = found;
  let end = start;
  pieces.forEach((piece, i) => {
    const { box } = piece;
    if (box.x1 <= area.box.x0 || box.x0 >= area.box.x1) return;
    const width = box.x1 - box.x0 || 1;
    const n = piece.text.length;
    const to = Math.min(n, Math.round((area.box.x1 - box.x0) / width * n));
    end = Math.max(end, (starts[i] ?? 0) + to);
  });
  const word = /[\p{L}\p{N}]/u;
  while (start > 0 && word.test(text.charAt(start - 1)) && word.test(text.charAt(start))) start--;
  while (end < text.length && word.test(text.charAt(end)) && word.test(text.charAt(end - 1))) end++;
  while (end > start && !word.test(text.charAt(end - 1)) && !/[/)]/.test(text.charAt(end - 1))) end--;
  const span = text.slice(start, end);
  const trimmed = span.trim();
  if (!trimmed) return void 0;
  return { url: area.url, text: trimmed, start: start + (span.length - span.trimStart().length) };
}
function linkAreas(annotations, viewport) {
  const areas = [];
  for (const annotation of annotations) {
    if (annotation.subtype !== "Link" || typeof annotation.url !== "string" || !annotation.rect) continue;
    const [ax = 0, ay = 0, bx = 0, by = 0] = annotation.rect;
    const [x0 = 0, y0 = 0] = viewport.convertToViewportPoint(ax, ay);
    const [x1 = 0, y1 = 0] = viewport.convertToViewportPoint(bx, by);
    areas.push({
      url: annotation.url,
      box: { x0: Math.min(x0, x1), y0: Math.min(y0, y1), x1: Math.max(x0, x1), y1: Math.max(y0, y1) }
    });
  }
  return areas;
}
function* fontNamesOf(items) {
  for (const item of items)
    if (typeof item.fontName === "string") yield item.fontName;
}
async function readTextLines(page, viewport, fonts, withLinks) {
  const content = await page.getTextContent({ disableNormalization: true });
  await fonts.learn(page, fontNamesOf(content.items));
  const styles = content.styles;
  const links = withLinks ? linkAreas(await page.getAnnotations({ intent: "display" }), viewport) : [];
  const lines = [];
  let current = [];
  let reach = Number.NEGATIVE_INFINITY;
  const flush = () => {
    if (current.some((piece) => piece.text.trim())) lines.push(toLine(current, links));
    current = [];
    reach = Number.NEGATIVE_INFINITY;
  };
  for (const raw of content.items) {
    if (!("str" in raw)) continue;
    const item = raw;
    const ascentValue = styles[item.fontName]?.ascent;
    const ascent = ascentValue && ascentValue > 0.5 && ascentValue < 1.2 ? ascentValue : 0.8;
    const piece = pieceOf(item, viewport, fonts.style(item.fontName), Math.min(ascent, 0.95));
    if (!piece) continue;
    if (!piece.text.trim()) {
      const width = piece.box.x1 - piece.box.x0;
      if (current.length > 0 && width <= piece.size * SPACE_EMS && sameLine(current, piece, reach)) {
        reach = Math.max(reach, piece.box.x1);
      }
      continue;
    }
    if (current.length > 0 && !sameLine(current, piece, reach)) flush();
    current.push(piece);
    reach = Number.NEGATIVE_INFINITY;
  }
  flush();
  for (const line of lines) line.text = line.text.trim() === line.text ? line.text : trimLine(line);
  return lines;
}
function trimLine(line) {
  const lead = line.text.length - line.text.trimStart().length;
  if (line.links) for (const link of line.links) link.start = Math.max(0, link.start - lead);
  return line.text.trim();
}

// src/engine/formats/pdf/fonts.ts
var REGULAR = { bold: false, italic: false };
var FontBook = class {
  #styles = /* @__PURE__ */ new Map();
  /** Pages whose operator list has been built (in hi_res every page's is, for its graphics). */
  #loaded = /* @__PURE__ */ new WeakSet();
  /** Records that the page's operator list was built elsewhere, so its fonts are on the main side. */
  operatorsLoaded(page) {
    this.#loaded.add(page);
  }
  /** Makes the styles of `fontNames` (pdf.js font ids used on `page`) known. */
  async learn(page, fontNames) {
    const unknown = [...new Set(fontNames)].filter((name) => !this.#styles.has(name));
    if (unknown.length === 0) return;
    if (!this.#loaded.has(page) && unknown.some((name) => !page.commonObjs.has(name))) {
      await page.getOperatorList();
      this.#loaded.add(page);
    }
    for (const name of unknown) this.#styles.set(name, this.#read(page, name));
  }
  #read(page, name) {
    if (!page.commonObjs.has(name)) return REGULAR;
    const font = page.commonObjs.get(name);
    return typeof font === "object" && typeof font?.name === "string" ? styleFromFontName(font.name) : REGULAR;
  }
  style(fontName) {
    return this.#styles.get(fontName) ?? REGULAR;
  }
};

// src/engine/formats/pdf/ocr-bridge.ts
var loading;
function loadOcr() {
  loading ??= import("./ocr-7KLJU7AM.js");
  return loading;
}

// src/engine/formats/pdf/graphics.ts
var OP = {
  save: 10,
  restore: 11,
  transform: 12,
  stroke: 20,
  closeStroke: 21,
  fill: 22,
  eoFill: 23,
  fillStroke: 24,
  eoFillStroke: 25,
  closeFillStroke: 26,
  closeEOFillStroke: 27,
  paintFormXObjectBegin: 74,
  paintFormXObjectEnd: 75,
  paintImageMaskXObject: 83,
  paintImageXObject: 85,
  paintInlineImageXObject: 86,
  constructPath: 91
};
var DRAW = { moveTo: 0, lineTo: 1, curveTo: 2, quadraticCurveTo: 3, closePath: 4 };
var RULE_THICKNESS = 3;
var RULE_LENGTH = 8;
var MAX_PATHS = 2e4;
function multiply2(m, n) {
  const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = n;
  return [
    a * m[0] + b * m[2],
    a * m[1] + b * m[3],
    c * m[0] + d * m[2],
    c * m[1] + d * m[3],
    e * m[0] + f * m[2] + m[4],
    e * m[1] + f * m[3] + m[5]
  ];
}
function apply(m, x, y) {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}
function boxOf(m, x0, y0, x1, y1) {
  const corners = [apply(m, x0, y0), apply(m, x1, y0), apply(m, x0, y1), apply(m, x1, y1)];
  const xs = corners.map((p) => p[0]);
  const ys = corners.map((p) => p[1]);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
}
function ruleOf(box) {
  const width = box.x1 - box.x0;
  const height = box.y1 - box.y0;
  if (height <= RULE_THICKNESS && width >= RULE_LENGTH) return { box, horizontal: true };
  if (width <= RULE_THICKNESS && height >= RULE_LENGTH) return { box, horizontal: false };
  return void 0;
}
var STROKES = /* @__PURE__ */ new Set([
  OP.stroke,
  OP.closeStroke,
  OP.fillStroke,
  OP.eoFillStroke,
  OP.closeFillStroke,
  OP.closeEOFillStroke
]);
var FILLS = /* @__PURE__ */ new Set([OP.fill, OP.eoFill]);
var IMAGES = /* @__PURE__ */ new Set([OP.paintImageXObject, OP.paintInlineImageXObject, OP.paintImageMaskXObject]);
function readGraphics(operators, viewport) {
  let ctm = [...viewport.transform];
  const stack = [];
  const rules = [];
  const images = [];
  let paths = 0;
  const { fnArray, argsArray } = operators;
  for (let i = 0; i < fnArray.length; i++) {
    const fn = fnArray[i];
    const args = argsArray[i];
    switch (fn) {
      case OP.save:
        stack.push(ctm);
        break;
      case OP.restore:
        ctm = stack.pop() ?? ctm;
        break;
      case OP.transform:
        ctm = multiply2(ctm, args);
        break;
      case OP.paintFormXObjectBegin: {
        stack.push(ctm);
        const matrix = args?.[0];
        if (Array.isArray(matrix) || ArrayBuffer.isView(matrix))
          ctm = multiply2(ctm, Array.from(matrix));
        break;
      }
      case OP.paintFormXObjectEnd:
        ctm = stack.pop() ?? ctm;
        break;
      case OP.constructPath: {
        if (++paths > MAX_PATHS) break;
        const op = args?.[0];
        const data = args?.[1]?.[0];
        if (!data) break;
        if (STROKES.has(op)) strokeRules(data, ctm, rules);
        else if (FILLS.has(op)) {
          const minMax = args?.[2];
          if (minMax && minMax.length >= 4) {
            const rule = ruleOf(
              boxOf(ctm, minMax[0], minMax[1], minMax[2], minMax[3])
            );
            if (rule) rules.push(rule);
          }
        }
        break;
      }
      default:
        if (fn !== void 0 && IMAGES.has(fn)) images.push(boxOf(ctm, 0, 0, 1, 1));
    }
  }
  return { rules: paths > MAX_PATHS ? [] : rules, images, paths };
}
function strokeRules(data, ctm, rules) {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const segment = (x0, y0, x1, y1) => {
    const rule = ruleOf(boxOf(ctm, Math.min(x0, x1), Math.min(y0, y1), Math.max(x0, x1), Math.max(y0, y1)));
    if (rule) rules.push(rule);
  };
  for (let i = 0; i < data.length; ) {
    const draw = data[i++];
    if (draw === DRAW.moveTo) {
      x = startX = data[i++];
      y = startY = data[i++];
    } else if (draw === DRAW.lineTo) {
      const nx = data[i++];
      const ny = data[i++];
      segment(x, y, nx, ny);
      x = nx;
      y = ny;
    } else if (draw === DRAW.curveTo) {
      x = data[i + 4];
      y = data[i + 5];
      i += 6;
    } else if (draw === DRAW.quadraticCurveTo) {
      x = data[i + 2];
      y = data[i + 3];
      i += 4;
    } else if (draw === DRAW.closePath) {
      segment(x, y, startX, startY);
      x = startX;
      y = startY;
    } else {
      break;
    }
  }
}

// src/engine/formats/pdf/pages.ts
var OCR_DPI = 300;
var CROP_DPI = 150;
var MIN_IMAGE_SIDE = 24;
var OUTLINED_TEXT_PATHS = 200;
function hasText(lines) {
  return lines.some((line) => /\S/.test(line.text));
}
function scaleBox(box, factor) {
  return { x0: box.x0 * factor, y0: box.y0 * factor, x1: box.x1 * factor, y1: box.y1 * factor };
}
function pageRenders(page, doc) {
  let current;
  return {
    async at(dpi) {
      if (current && current.dpi >= dpi) return current.rendered;
      current?.rendered.release();
      current = void 0;
      current = { dpi, rendered: await renderPage(page, dpi, doc.canvasFactory) };
      return current.rendered;
    },
    release() {
      current?.rendered.release();
      current = void 0;
    }
  };
}
async function ocrPage(renders, options) {
  const ocr = await options.ocr();
  const rendered = await renders.at(OCR_DPI);
  const result = await ocr.recognizeImage(rendered.png(), {
    languages: options.languages,
    filename: options.filename
  });
  const factor = 1 / rendered.scale;
  return result.lines.map((line) => ({
    ...line,
    box: scaleBox(line.box, factor),
    fontSize: line.fontSize === void 0 ? void 0 : line.fontSize * factor,
    words: line.words?.map((word) => ({ ...word, box: scaleBox(word.box, factor) }))
  }));
}
async function readPage(doc, number, options, fonts) {
  const page = await doc.getPage(number);
  const renders = pageRenders(page, doc);
  try {
    const viewport = page.getViewport({ scale: 1 });
    const layout = {
      pageNumber: number,
      width: viewport.width,
      height: viewport.height,
      lines: []
    };
    if (options.mode === "ocr_only") {
      layout.lines = await ocrPage(renders, options);
      return layout;
    }
    if (options.mode === "fast") {
      layout.lines = await readTextLines(page, viewport, fonts, true);
      return layout;
    }
    const operators = await page.getOperatorList();
    fonts.operatorsLoaded(page);
    layout.lines = await readTextLines(page, viewport, fonts, true);
    const graphics = readGraphics(operators, viewport);
    const pageArea = viewport.width * viewport.height;
    const scanned = !hasText(layout.lines) && (graphics.images.length > 0 || graphics.paths >= OUTLINED_TEXT_PATHS);
    if (scanned) layout.lines = await ocrPage(renders, options);
    const figures = graphics.images.filter((box) => box.x1 - box.x0 >= MIN_IMAGE_SIDE && box.y1 - box.y0 >= MIN_IMAGE_SIDE).filter((box) => (box.x1 - box.x0) * (box.y1 - box.y0) < pageArea * 0.8).filter((box) => !scanned || !layout.lines.some((line) => centreInside(line.box, box))).map((box) => ({
      box: {
        x0: Math.max(0, box.x0),
        y0: Math.max(0, box.y0),
        x1: Math.min(viewport.width, box.x1),
        y1: Math.min(viewport.height, box.y1)
      }
    }));
    const tables = options.tables ? findTables(layout.lines, graphics.rules, viewport, bodySize(layout.lines)) : [];
    layout.images = figures;
    layout.tables = tables;
    if (!scanned) await readFigures(renders, options, figures, layout.lines);
    await cropBlocks(renders, options, figures, tables);
    return layout;
  } finally {
    renders.release();
    page.cleanup();
  }
}
async function readFigures(renders, options, figures, lines) {
  const unread = figures.filter((figure) => !lines.some((line) => centreInside(line.box, figure.box)));
  if (unread.length === 0) return;
  const ocr = await options.ocr();
  const rendered = await renders.at(OCR_DPI);
  for (const figure of unread) {
    const result = await ocr.recognizeImage(rendered.crop(figure.box), {
      languages: options.languages,
      filename: options.filename
    });
    const text = result.lines.map((line) => line.text.trim()).filter(Boolean).join(" ");
    if (text) figure.text = text;
  }
}
async function cropBlocks(renders, options, figures, tables) {
  const wanted = [];
  if (options.extract.has("image"))
    for (const figure of figures) wanted.push({ box: figure.box, target: figure });
  if (options.extract.has("table"))
    for (const table of tables) wanted.push({ box: table.box, target: table });
  if (wanted.length === 0) return;
  const rendered = await renders.at(CROP_DPI);
  for (const { box, target } of wanted) {
    const png = rendered.crop(box, CROP_DPI);
    target.image = { base64: Buffer.from(png).toString("base64"), mimeType: "image/png" };
  }
}

// src/engine/formats/pdf/page-range.ts
function pageOptions(settings) {
  return {
    mode: settings.mode,
    tables: settings.tables,
    extract: new Set(settings.extract),
    languages: settings.languages,
    filename: settings.filename,
    ocr: async () => {
      const ocr = await loadOcr();
      await ocr.checkOcrLanguages(settings.languages, settings.filename);
      return ocr;
    }
  };
}
async function pagesAtOnce(mode) {
  if (mode === "fast") return 1;
  if (mode === "hi_res") return 2;
  return (await loadOcr()).ocrConcurrency();
}
async function readPageRange(doc, first, last, settings, fonts = new FontBook()) {
  const options = pageOptions(settings);
  const assembler = new DraftAssembler();
  const window = await pagesAtOnce(settings.mode);
  const read = (number) => {
    const reading = readPage(doc, number, options, fonts).catch((error) => {
      if (error?.name?.endsWith("Exception"))
        throw invalidPdf(settings.filename, error);
      throw error;
    });
    reading.catch(() => void 0);
    return reading;
  };
  const ahead = [];
  let next = first;
  while (next <= last && ahead.length < window) ahead.push(read(next++));
  while (ahead.length > 0) {
    const page = await ahead.shift();
    if (next <= last) ahead.push(read(next++));
    assembler.add(pageDrafts(page, settings.layout));
  }
  return assembler.collected();
}

export {
  FontBook,
  readPageRange
};
