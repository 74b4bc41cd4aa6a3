import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  htmlToDrafts
} from "./chunk-SOCRYOUZ.js";
import "./chunk-NL6Z5RS3.js";
import {
  escapeHtml
} from "./chunk-2OFCS22J.js";
import "./chunk-KSPQO2LU.js";
import "./chunk-4I3I35UI.js";
import {
  InvalidDocumentError,
  LimitExceededError
} from "./chunk-3AXPRKHB.js";
import "./chunk-PCHJDGZE.js";

// src/engine/formats/rtf.ts
var MAX_GROUP_DEPTH = 1e3;
var SKIPPED = /* @__PURE__ */ new Set([
  "colortbl",
  "info",
  "pict",
  "objdata",
  "objclass",
  "objname",
  "header",
  "headerl",
  "headerr",
  "headerf",
  "footer",
  "footerl",
  "footerr",
  "footerf",
  "footnote",
  "annotation",
  "atnid",
  "atnauthor",
  "themedata",
  "colorschememapping",
  "latentstyles",
  "datastore",
  "xmlnstbl",
  "listtable",
  "listoverridetable",
  "rsidtbl",
  "generator",
  "pgdsctbl",
  "revtbl",
  "filetbl",
  "pn",
  "shp",
  "shpinst",
  "shprslt",
  "nonshppict",
  "template",
  "userprops",
  "docvar",
  "xe",
  "tc",
  "txe",
  "rxe",
  "bkmkstart",
  "bkmkend"
]);
var SYMBOLS = {
  tab: "	",
  emdash: "\u2014",
  endash: "\u2013",
  emspace: "\u2003",
  enspace: "\u2002",
  qmspace: "\u2005",
  lquote: "\u2018",
  rquote: "\u2019",
  ldblquote: "\u201C",
  rdblquote: "\u201D",
  bullet: "\u2022",
  line: "\n"
};
var CHARSET_CODE_PAGES = {
  77: 1e4,
  128: 932,
  129: 949,
  130: 949,
  134: 936,
  136: 950,
  161: 1253,
  162: 1254,
  163: 1258,
  177: 1255,
  178: 1256,
  186: 1257,
  204: 1251,
  222: 874,
  238: 1250
};
var CODE_PAGE_LABELS = {
  932: "shift_jis",
  936: "gbk",
  949: "euc-kr",
  950: "big5",
  1e4: "macintosh",
  65001: "utf-8",
  20127: "us-ascii",
  28591: "iso-8859-1"
};
function runsToHtml(runs) {
  let html = "";
  for (const run of runs) {
    let piece = escapeHtml(run.text).replace(/\n/g, "<br>");
    if (run.italic) piece = `<i>${piece}</i>`;
    if (run.bold) piece = `<b>${piece}</b>`;
    if (run.href) piece = `<a href="${escapeHtml(run.href)}">${piece}</a>`;
    html += piece;
  }
  return html;
}
function isLetter(byte) {
  return byte >= 97 && byte <= 122 || byte >= 65 && byte <= 90;
}
function isDigit(byte) {
  return byte >= 48 && byte <= 57;
}
function hexValue(byte) {
  if (byte === void 0) return -1;
  if (byte >= 48 && byte <= 57) return byte - 48;
  if (byte >= 97 && byte <= 102) return byte - 87;
  if (byte >= 65 && byte <= 70) return byte - 55;
  return -1;
}
var RtfReader = class {
  #data;
  #filename;
  #stack = [];
  #group;
  #fonts = /* @__PURE__ */ new Map();
  #fontTableFont = 0;
  #styles = /* @__PURE__ */ new Map();
  #codePage = 1252;
  #decoders = /* @__PURE__ */ new Map();
  /** The current group turned out to be a skipped destination: jump to its closing brace. */
  #skipRequested = false;
  /** Text bytes waiting to be decoded with the current font's code page. */
  #bytes = [];
  #skipFallback = 0;
  #runs = [];
  #cell = [];
  #row = [];
  #table = [];
  #openLists = 0;
  #out = [];
  constructor(data, filename) {
    this.#data = data;
    this.#filename = filename;
    this.#group = {
      char: { bold: false, italic: false, hidden: false, font: -1, uc: 1, href: void 0 },
      para: { inTable: false, outline: void 0, style: 0, list: false, level: 0 },
      destination: "text",
      ignorable: false,
      started: false,
      field: void 0,
      style: void 0
    };
  }
  read() {
    const data = this.#data;
    const length = data.length;
    let i = 0;
    while (i < length) {
      const byte = data[i];
      if (byte === 123) {
        this.#open();
        i++;
      } else if (byte === 125) {
        this.#close();
        i++;
      } else if (byte === 92) {
        i = this.#control(i + 1);
        if (this.#skipRequested) {
          this.#skipRequested = false;
          i = this.#skipGroup(i);
        }
      } else if (byte === 13 || byte === 10) {
        i++;
      } else {
        this.#textByte(byte);
        i++;
      }
    }
    this.#flushText();
    if (this.#runs.some((r) => r.text.trim())) this.#endParagraph();
    this.#closeTable();
    this.#closeLists();
    return this.#out.join("\n");
  }
  // ---- groups ------------------------------------------------------------------------------------
  #open() {
    this.#flushText();
    this.#skipFallback = 0;
    if (this.#stack.length >= MAX_GROUP_DEPTH) {
      throw new LimitExceededError(this.#filename, `RTF groups nested more than ${MAX_GROUP_DEPTH} deep`);
    }
    const parent = this.#group;
    this.#stack.push(parent);
    this.#group = {
      char: { ...parent.char },
      para: { ...parent.para },
      destination: parent.destination === "listtext" ? "skip" : parent.destination,
      ignorable: false,
      started: false,
      field: parent.field,
      style: void 0
    };
  }
  #close() {
    this.#flushText();
    this.#skipFallback = 0;
    const closing = this.#group;
    const parent = this.#stack.pop();
    if (!parent) return;
    if (closing.destination === "fldinst" && closing.field && parent.destination !== "fldinst") {
      const url = /HYPERLINK\s+(?:\\l\s+)?"([^"]*)"/i.exec(closing.field.instruction)?.[1];
      if (url) closing.field.url = url;
    }
    if (closing.style) {
      this.#styles.set(closing.style.id, {
        name: closing.style.name.replace(/;\s*$/, "").trim(),
        outline: closing.style.outline
      });
    }
    this.#group = parent;
  }
  /**
   * The index of the brace that closes the current group, from `start`, without interpreting anything:
   * pictures, objects and theme data are most of a typical file's bytes. Escaped braces and \bin data
   * are stepped over.
   */
  #skipGroup(start) {
    const data = this.#data;
    let depth = 0;
    let i = start;
    while (i < data.length) {
      const byte = data[i];
      if (byte === 92) {
        const wordStart = i + 1;
        let end = wordStart;
        while (end < data.length && end - wordStart < 32 && isLetter(data[end])) end++;
        if (end === wordStart) {
          i += 2;
          continue;
        }
        let p = end;
        if (data[p] === 45) p++;
        const digits = p;
        while (p < data.length && p - digits < 10 && isDigit(data[p])) p++;
        const isBin = end - wordStart === 3 && data[wordStart] === 98 && data[wordStart + 1] === 105 && data[wordStart + 2] === 110;
        if (isBin && p > digits) {
          const count = Number.parseInt(String.fromCharCode(...data.subarray(digits, p)), 10);
          i = p + (data[p] === 32 ? 1 : 0) + Math.max(0, count);
        } else i = end;
        continue;
      }
      if (byte === 123) depth++;
      else if (byte === 125) {
        if (depth === 0) return i;
        depth--;
      }
      i++;
    }
    return data.length;
  }
  // ---- control words -----------------------------------------------------------------------------
  /** Reads the control word or symbol after a backslash at `start`; returns the index after it. */
  #control(start) {
    const data = this.#data;
    const first = data[start];
    if (first === void 0) return start;
    if (!isLetter(first)) return this.#symbol(first, start);
    let end = start;
    let word = "";
    while (end < data.length && end - start < 32) {
      const byte = data[end];
      if (!isLetter(byte)) break;
      word += String.fromCharCode(byte);
      end++;
    }
    let param;
    let p = end;
    const negative = data[p] === 45;
    if (negative) p++;
    const digitsStart = p;
    let value = 0;
    while (p < data.length && p - digitsStart < 10) {
      const byte = data[p];
      if (!isDigit(byte)) break;
      value = value * 10 + (byte - 48);
      p++;
    }
    if (p > digitsStart) {
      param = negative ? -value : value;
      end = p;
    }
    if (data[end] === 32) end++;
    if (word === "bin") return Math.min(data.length, end + Math.max(0, param ?? 0));
    this.#word(word, param);
    return end;
  }
  #symbol(symbol, at) {
    switch (symbol) {
      case 39: {
        const high = hexValue(this.#data[at + 1]);
        const low = hexValue(this.#data[at + 2]);
        if (high >= 0 && low >= 0) this.#textByte(high * 16 + low);
        return at + 3;
      }
      case 42:
        this.#group.ignorable = true;
        return at + 1;
      case 92:
      case 123:
      case 125:
        this.#textByte(symbol);
        return at + 1;
      case 126:
        this.#textChars("\xA0");
        return at + 1;
      case 95:
        this.#textChars("-");
        return at + 1;
      case 10:
      case 13:
        this.#flushText();
        this.#paragraphBreak();
        return at + 1;
      default:
        return at + 1;
    }
  }
  #word(word, param) {
    this.#flushText();
    this.#skipFallback = 0;
    const group = this.#group;
    const first = !group.started;
    group.started = true;
    if (first && this.#destination(word)) return;
    if (group.ignorable && first) {
      group.destination = "skip";
      this.#skipRequested = true;
      return;
    }
    const char = group.char;
    const para = group.para;
    const on = param === void 0 || param !== 0;
    switch (word) {
      case "rtf":
      case "ansi":
        return;
      case "mac":
        this.#codePage = 1e4;
        return;
      case "ansicpg":
        if (param !== void 0 && param > 0) this.#codePage = param;
        return;
      case "deff":
        if (param !== void 0 && char.font < 0) char.font = param;
        return;
      case "f":
        if (group.destination === "fonttbl") this.#fontTableFont = param ?? 0;
        else char.font = param ?? 0;
        return;
      case "fcharset":
        if (group.destination === "fonttbl" && param !== void 0) {
          const codePage = CHARSET_CODE_PAGES[param];
          if (codePage !== void 0) this.#fonts.set(this.#fontTableFont, codePage);
        }
        return;
      case "cpg":
        if (group.destination === "fonttbl" && param !== void 0)
          this.#fonts.set(this.#fontTableFont, param);
        return;
      case "uc":
        char.uc = Math.max(0, param ?? 1);
        return;
      case "u":
        if (param !== void 0) {
          this.#textChars(String.fromCharCode(param < 0 ? param + 65536 : param & 65535));
          this.#skipFallback = char.uc;
        }
        return;
      case "b":
        char.bold = on;
        return;
      case "i":
        char.italic = on;
        return;
      case "v":
        char.hidden = on;
        return;
      case "plain":
        char.bold = false;
        char.italic = false;
        char.hidden = false;
        return;
      case "pard":
        group.para = { inTable: false, outline: void 0, style: 0, list: false, level: 0 };
        return;
      case "s":
        if (group.destination === "stylesheet")
          group.style = { id: param ?? 0, name: "", outline: void 0 };
        else para.style = param ?? 0;
        return;
      case "outlinelevel":
        if (group.style) group.style.outline = param;
        else para.outline = param;
        return;
      case "intbl":
        para.inTable = true;
        return;
      case "ls":
        para.list = (param ?? 0) > 0;
        return;
      case "ilvl":
        para.level = Math.min(Math.max(param ?? 0, 0), 8);
        return;
      case "par":
      case "sect":
      case "page":
        this.#paragraphBreak();
        return;
      case "cell":
      case "nestcell":
        this.#endCell();
        return;
      case "row":
      case "nestrow":
        this.#endRow();
        return;
      case "field":
        group.field = { instruction: "", url: void 0 };
        return;
      default: {
        const symbol = SYMBOLS[word];
        if (symbol !== void 0) this.#textChars(symbol);
      }
    }
  }
  /** A destination control word at the start of a group; true when it was one. */
  #destination(word) {
    const group = this.#group;
    switch (word) {
      case "fonttbl":
        group.destination = "fonttbl";
        return true;
      case "stylesheet":
        group.destination = "stylesheet";
        return true;
      case "fldinst":
        group.destination = "fldinst";
        return true;
      case "fldrslt":
        group.destination = "text";
        group.char.href = group.field?.url;
        return true;
      case "listtext":
      case "pntext": {
        group.destination = "listtext";
        const enclosing = this.#stack[this.#stack.length - 1];
        if (enclosing) enclosing.para.list = true;
        return true;
      }
      case "result":
        group.destination = "text";
        return true;
      case "ud":
        group.destination = "text";
        return true;
      case "upr":
        group.destination = "skip";
        return true;
      default:
        if (SKIPPED.has(word)) {
          group.destination = "skip";
          this.#skipRequested = true;
          return true;
        }
        return false;
    }
  }
  // ---- text --------------------------------------------------------------------------------------
  #textByte(byte) {
    if (this.#skipFallback > 0) {
      this.#skipFallback--;
      return;
    }
    const destination = this.#group.destination;
    if (destination === "skip" || destination === "listtext") return;
    this.#bytes.push(byte);
  }
  #textChars(text) {
    this.#flushText();
    this.#append(text);
  }
  #decoder() {
    const font = this.#group.char.font;
    const codePage = this.#fonts.get(font) ?? this.#codePage;
    let label = CODE_PAGE_LABELS[codePage] ?? `windows-${codePage}`;
    let decoder = this.#decoders.get(label);
    if (!decoder) {
      try {
        decoder = new TextDecoder(label);
      } catch {
        label = "windows-1252";
        decoder = new TextDecoder(label);
      }
      this.#decoders.set(label, decoder);
    }
    return decoder;
  }
  #flushText() {
    if (this.#bytes.length === 0) return;
    const bytes = Uint8Array.from(this.#bytes);
    this.#bytes = [];
    this.#append(this.#decoder().decode(bytes));
  }
  #append(text) {
    const group = this.#group;
    switch (group.destination) {
      case "text":
        break;
      case "fldinst":
        if (group.field) group.field.instruction += text;
        return;
      case "stylesheet":
        if (group.style) group.style.name += text;
        return;
      default:
        return;
    }
    const char = group.char;
    if (char.hidden) return;
    const last = this.#runs[this.#runs.length - 1];
    if (last && last.bold === char.bold && last.italic === char.italic && last.href === char.href) {
      last.text += text;
    } else {
      this.#runs.push({ text, bold: char.bold, italic: char.italic, href: char.href });
    }
  }
  // ---- structure ---------------------------------------------------------------------------------
  #paragraphBreak() {
    if (this.#group.destination !== "text") return;
    this.#endParagraph();
  }
  #headingLevel(para) {
    let outline = para.outline;
    if (outline === void 0) {
      const style = this.#styles.get(para.style);
      outline = style?.outline;
      const named = style ? /^heading\s*(\d)$/i.exec(style.name) : null;
      if (outline === void 0 && named) outline = Number(named[1]) - 1;
    }
    return outline !== void 0 && outline >= 0 && outline < 9 ? outline : void 0;
  }
  #endParagraph() {
    const runs = this.#runs;
    this.#runs = [];
    const para = this.#group.para;
    const html = runsToHtml(runs);
    if (para.inTable) {
      if (html.trim()) this.#cell.push(`<p>${html}</p>`);
      return;
    }
    this.#closeTable();
    if (!runs.some((r) => r.text.trim())) return;
    const heading = this.#headingLevel(para);
    if (heading !== void 0) {
      this.#closeLists();
      const tag = `h${Math.min(heading + 1, 6)}`;
      this.#out.push(`<${tag}>${html}</${tag}>`);
    } else if (para.list) {
      this.#listItem(html, para.level);
    } else {
      this.#closeLists();
      this.#out.push(`<p>${html}</p>`);
    }
  }
  #endCell() {
    const html = runsToHtml(this.#runs);
    this.#runs = [];
    if (html.trim()) this.#cell.push(`<p>${html}</p>`);
    this.#row.push(this.#cell.join(""));
    this.#cell = [];
  }
  #endRow() {
    if (this.#runs.length > 0 || this.#cell.length > 0) this.#endCell();
    if (this.#row.length > 0) this.#table.push(this.#row);
    this.#row = [];
  }
  #closeTable() {
    if (this.#row.length > 0 || this.#cell.length > 0) this.#endRow();
    if (this.#table.length === 0) return;
    this.#closeLists();
    const rows = this.#table.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`);
    this.#out.push(`<table>${rows.join("")}</table>`);
    this.#table = [];
  }
  #listItem(html, level) {
    const out = this.#out;
    if (this.#openLists === 0) {
      out.push("<ul>");
      this.#openLists = 1;
    } else if (level + 1 <= this.#openLists) {
      out.push("</li>");
    }
    while (this.#openLists > level + 1) {
      out.push("</ul></li>");
      this.#openLists--;
    }
    while (this.#openLists < level + 1) {
      out.push("<ul>");
      this.#openLists++;
    }
    out.push(`<li>${html}`);
  }
  #closeLists() {
    if (this.#openLists === 0) return;
    const out = this.#out;
    out.push("</li>");
    while (this.#openLists > 1) {
      out.push("</ul></li>");
      this.#openLists--;
    }
    out.push("</ul>");
    this.#openLists = 0;
  }
};
function rtfToHtml(data, filename) {
  let start = 0;
  if (data[0] === 239 && data[1] === 187 && data[2] === 191) start = 3;
  while (start < data.length && (data[start] === 32 || data[start] === 10 || data[start] === 13))
    start++;
  const head = String.fromCharCode(...data.subarray(start, start + 5));
  if (head !== "{\\rtf")
    throw new InvalidDocumentError(filename, "it does not start with an RTF header ({\\rtf)");
  return new RtfReader(data.subarray(start), filename).read();
}
function partitionRtf(context) {
  return htmlToDrafts(rtfToHtml(context.data, context.filename), {
    filename: context.filename,
    params: context.params
  });
}
export {
  partitionRtf,
  rtfToHtml
};
