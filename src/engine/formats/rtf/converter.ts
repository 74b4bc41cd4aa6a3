// RTF tokens → the HTML the partitioner reads (pandoc's output for the reference): group state, control
// words, text decoded by code page, paragraphs, headings, lists, tables and hyperlink fields.
import { LimitExceededError } from "../../core/errors.js";
import { escapeHtml } from "../../text/html-escape.js";
import type { RtfSink } from "./tokenizer.js";

const MAX_GROUP_DEPTH = 1000;

/** Destinations whose text is not document text (those marked \* are skipped unless handled). */
const SKIPPED = new Set([
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
  "bkmkend",
]);

const SYMBOLS: Record<string, string> = {
  tab: "\t",
  emdash: "\u2014",
  endash: "\u2013",
  emspace: "\u2003",
  enspace: "\u2002",
  qmspace: "\u2005",
  lquote: "\u2018",
  rquote: "\u2019",
  ldblquote: "\u201c",
  rdblquote: "\u201d",
  bullet: "\u2022",
  line: "\n",
};

/** \fcharset values → code pages. */
const CHARSET_CODE_PAGES: Record<number, number> = {
  77: 10000,
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
  238: 1250,
};

const CODE_PAGE_LABELS: Record<number, string> = {
  932: "shift_jis",
  936: "gbk",
  949: "euc-kr",
  950: "big5",
  10000: "macintosh",
  65001: "utf-8",
  20127: "us-ascii",
  28591: "iso-8859-1",
};

interface CharState {
  bold: boolean;
  italic: boolean;
  hidden: boolean;
  font: number;
  uc: number;
  href: string | undefined;
}

interface ParaState {
  inTable: boolean;
  outline: number | undefined;
  style: number;
  list: boolean;
  level: number;
}

type Destination = "text" | "skip" | "fonttbl" | "stylesheet" | "fldinst" | "listtext";

interface Group {
  char: CharState;
  para: ParaState;
  destination: Destination;
  /** The group opened with \*: unknown destinations in it are skipped. */
  ignorable: boolean;
  /** The first control word of the group has been seen (only it can name a destination). */
  started: boolean;
  field: { instruction: string; url: string | undefined } | undefined;
  style: { id: number; name: string; outline: number | undefined } | undefined;
}

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  href: string | undefined;
}

interface Style {
  name: string;
  outline: number | undefined;
}

function runsToHtml(runs: Run[]): string {
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

export class RtfConverter implements RtfSink {
  readonly #filename: string;
  readonly #stack: Group[] = [];
  #group: Group;

  readonly #fonts = new Map<number, number>();
  #fontTableFont = 0;
  readonly #styles = new Map<number, Style>();
  #codePage = 1252;
  readonly #decoders = new Map<string, InstanceType<typeof TextDecoder>>();

  /** The current group turned out to be a skipped destination: jump to its closing brace. */
  #skipRequested = false;
  /** Text bytes waiting to be decoded with the current font's code page. */
  #bytes: number[] = [];
  #skipFallback = 0;

  #runs: Run[] = [];
  #cell: string[] = [];
  #row: string[] = [];
  #table: string[][] = [];
  #openLists = 0;
  readonly #out: string[] = [];

  constructor(filename: string) {
    this.#filename = filename;
    this.#group = {
      char: { bold: false, italic: false, hidden: false, font: -1, uc: 1, href: undefined },
      para: { inTable: false, outline: undefined, style: 0, list: false, level: 0 },
      destination: "text",
      ignorable: false,
      started: false,
      field: undefined,
      style: undefined,
    };
  }

  /** The HTML once every token is in. */
  finish(): string {
    this.#flushText();
    if (this.#runs.some((r) => r.text.trim())) this.#endParagraph();
    this.#closeTable();
    this.#closeLists();
    return this.#out.join("\n");
  }

  word(word: string, param: number | undefined): boolean {
    this.#word(word, param);
    const skip = this.#skipRequested;
    this.#skipRequested = false;
    return skip;
  }

  byte(byte: number): void {
    this.#textByte(byte);
  }

  chars(text: string): void {
    this.#textChars(text);
  }

  ignorable(): void {
    this.#group.ignorable = true;
  }

  paragraph(): void {
    this.#flushText();
    this.#paragraphBreak();
  }

  // ---- groups ------------------------------------------------------------------------------------

  open(): void {
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
      style: undefined,
    };
  }

  close(): void {
    this.#flushText();
    this.#skipFallback = 0;
    const closing = this.#group;
    const parent = this.#stack.pop();
    if (!parent) return; // an unbalanced brace: ignore it
    if (closing.destination === "fldinst" && closing.field && parent.destination !== "fldinst") {
      const url = /HYPERLINK\s+(?:\\l\s+)?"([^"]*)"/i.exec(closing.field.instruction)?.[1];
      if (url) closing.field.url = url;
    }
    if (closing.style) {
      this.#styles.set(closing.style.id, {
        name: closing.style.name.replace(/;\s*$/, "").trim(),
        outline: closing.style.outline,
      });
    }
    // Paragraph properties set inside a group that ended a paragraph stay with that paragraph only.
    this.#group = parent;
  }

  // ---- control words -----------------------------------------------------------------------------

  #word(word: string, param: number | undefined): void {
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
    const on = param === undefined || param !== 0;
    switch (word) {
      case "rtf":
      case "ansi":
        return;
      case "mac":
        this.#codePage = 10000;
        return;
      case "ansicpg":
        if (param !== undefined && param > 0) this.#codePage = param;
        return;
      case "deff":
        if (param !== undefined && char.font < 0) char.font = param;
        return;
      case "f":
        if (group.destination === "fonttbl") this.#fontTableFont = param ?? 0;
        else char.font = param ?? 0;
        return;
      case "fcharset":
        if (group.destination === "fonttbl" && param !== undefined) {
          const codePage = CHARSET_CODE_PAGES[param];
          if (codePage !== undefined) this.#fonts.set(this.#fontTableFont, codePage);
        }
        return;
      case "cpg":
        if (group.destination === "fonttbl" && param !== undefined)
          this.#fonts.set(this.#fontTableFont, param);
        return;
      case "uc":
        char.uc = Math.max(0, param ?? 1);
        return;
      case "u":
        if (param !== undefined) {
          this.#textChars(String.fromCharCode(param < 0 ? param + 65536 : param & 0xffff));
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
        group.para = { inTable: false, outline: undefined, style: 0, list: false, level: 0 };
        return;
      case "s":
        if (group.destination === "stylesheet")
          group.style = { id: param ?? 0, name: "", outline: undefined };
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
        group.field = { instruction: "", url: undefined };
        return;
      default: {
        const symbol = SYMBOLS[word];
        if (symbol !== undefined) this.#textChars(symbol);
      }
    }
  }

  /** A destination control word at the start of a group; true when it was one. */
  #destination(word: string): boolean {
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
        // The rendered bullet: its text is dropped, and the paragraph it opens is a list item.
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
        // {\upr{ANSI text}{\*\ud{Unicode text}}}: the ANSI copy is skipped, \ud's read.
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

  #textByte(byte: number): void {
    if (this.#skipFallback > 0) {
      this.#skipFallback--;
      return;
    }
    const destination = this.#group.destination;
    if (destination === "skip" || destination === "listtext") return;
    this.#bytes.push(byte);
  }

  #textChars(text: string): void {
    this.#flushText();
    this.#append(text);
  }

  #decoder(): InstanceType<typeof TextDecoder> {
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

  #flushText(): void {
    if (this.#bytes.length === 0) return;
    const bytes = Uint8Array.from(this.#bytes);
    this.#bytes = [];
    this.#append(this.#decoder().decode(bytes));
  }

  #append(text: string): void {
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

  #paragraphBreak(): void {
    if (this.#group.destination !== "text") return;
    this.#endParagraph();
  }

  #headingLevel(para: ParaState): number | undefined {
    let outline = para.outline;
    if (outline === undefined) {
      const style = this.#styles.get(para.style);
      outline = style?.outline;
      const named = style ? /^heading\s*(\d)$/i.exec(style.name) : null;
      if (outline === undefined && named) outline = Number(named[1]) - 1;
    }
    return outline !== undefined && outline >= 0 && outline < 9 ? outline : undefined;
  }

  #endParagraph(): void {
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
    if (heading !== undefined) {
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

  #endCell(): void {
    const html = runsToHtml(this.#runs);
    this.#runs = [];
    if (html.trim()) this.#cell.push(`<p>${html}</p>`);
    this.#row.push(this.#cell.join(""));
    this.#cell = [];
  }

  #endRow(): void {
    if (this.#runs.length > 0 || this.#cell.length > 0) this.#endCell();
    if (this.#row.length > 0) this.#table.push(this.#row);
    this.#row = [];
  }

  #closeTable(): void {
    if (this.#row.length > 0 || this.#cell.length > 0) this.#endRow();
    if (this.#table.length === 0) return;
    this.#closeLists();
    const rows = this.#table.map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join("")}</tr>`);
    this.#out.push(`<table>${rows.join("")}</table>`);
    this.#table = [];
  }

  #listItem(html: string, level: number): void {
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

  #closeLists(): void {
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
}
