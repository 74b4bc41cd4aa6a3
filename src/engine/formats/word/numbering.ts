// Word's automatic list labels ("1.", "a)", "iv."), which are not in the text of a paragraph but in the
// numbering part: a w:num points at an abstract definition whose levels give a start value, a number
// format and a label template ("%1.%2"). Counters are kept per abstract definition, so lists that share
// one keep counting across their numIds, as the reference does; a level restarts when a shallower level
// is used (unless w:lvlRestart says otherwise) and a num's w:startOverride restarts it on first use.
import { attr, child, childrenOf, localTag, type XmlNode } from "./xml.js";

export interface ListLevel {
  start?: number;
  numFmt?: string;
  lvlText?: string;
  /** 1-based level whose use restarts this one; 0 means never. */
  restart?: number;
}

interface AbstractList {
  levels: Map<number, ListLevel>;
}

interface ListInstance {
  abstractId: string;
  /** Per level: a start override and/or a replacement level definition. */
  overrides: Map<number, { start?: number; level?: ListLevel }>;
}

export interface NumberingDefinitions {
  instances: Map<string, ListInstance>;
  abstracts: Map<string, AbstractList>;
}

/** Word's own bounds: levels 0–8, start values up to 32767. Beyond them no label is made. */
const MAX_LEVEL = 8;
const MAX_START = 32767;

function integer(value: string | undefined): number | undefined {
  if (value === undefined || !/^\s*[+-]?\d{1,12}\s*$/.test(value)) return undefined;
  return Number(value);
}

function readLevel(lvl: XmlNode): ListLevel {
  const level: ListLevel = {};
  for (const c of childrenOf(lvl)) {
    switch (localTag(c)) {
      case "start":
        level.start = integer(attr(c, "val"));
        break;
      case "numFmt":
        level.numFmt = attr(c, "val");
        break;
      case "lvlText":
        level.lvlText = attr(c, "val");
        break;
      case "lvlRestart":
        level.restart = integer(attr(c, "val"));
        break;
    }
  }
  return level;
}

export function emptyNumbering(): NumberingDefinitions {
  return { instances: new Map(), abstracts: new Map() };
}

/** Reads `w:numbering` (the root element of numbering.xml). */
export function readNumbering(root: XmlNode | undefined): NumberingDefinitions {
  const numbering = emptyNumbering();
  if (!root) return numbering;
  for (const node of childrenOf(root)) {
    const tag = localTag(node);
    if (tag === "abstractNum") {
      const id = attr(node, "abstractNumId");
      if (id === undefined) continue;
      const levels = new Map<number, ListLevel>();
      for (const lvl of childrenOf(node)) {
        const ilvl = integer(attr(lvl, "ilvl"));
        if (localTag(lvl) === "lvl" && ilvl !== undefined) levels.set(ilvl, readLevel(lvl));
      }
      numbering.abstracts.set(id, { levels });
    } else if (tag === "num") {
      const id = attr(node, "numId");
      const abstractId = attr(child(node, "abstractNumId") ?? {}, "val");
      if (id === undefined || abstractId === undefined) continue;
      const overrides = new Map<number, { start?: number; level?: ListLevel }>();
      for (const override of childrenOf(node)) {
        const ilvl = integer(attr(override, "ilvl"));
        if (localTag(override) !== "lvlOverride" || ilvl === undefined) continue;
        const startOverride = child(override, "startOverride");
        const lvl = child(override, "lvl");
        const entry: { start?: number; level?: ListLevel } = {};
        if (startOverride) entry.start = integer(attr(startOverride, "val"));
        if (lvl) entry.level = readLevel(lvl);
        overrides.set(ilvl, entry);
      }
      numbering.instances.set(id, { abstractId, overrides });
    }
  }
  return numbering;
}

const ROMAN: [number, string][] = [
  [1000, "m"],
  [900, "cm"],
  [500, "d"],
  [400, "cd"],
  [100, "c"],
  [90, "xc"],
  [50, "l"],
  [40, "xl"],
  [10, "x"],
  [9, "ix"],
  [5, "v"],
  [4, "iv"],
  [1, "i"],
];

/** Roman numerals, lower case; undefined below 1. */
export function roman(n: number): string | undefined {
  if (n <= 0) return undefined;
  let rest = n;
  let out = "";
  for (const [value, digits] of ROMAN) {
    while (rest >= value) {
      out += digits;
      rest -= value;
    }
  }
  return out;
}

/** Word's letter numbering repeats the letter: a … z, aa … zz, aaa (not spreadsheet columns). */
export function letters(n: number): string | undefined {
  if (n <= 0) return undefined;
  return String.fromCharCode(97 + ((n - 1) % 26)).repeat(Math.floor((n - 1) / 26) + 1);
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th"}`;
}

/** The number in a level's format; undefined for a format the reference cannot render either. */
function formatNumber(n: number, numFmt: string): string | undefined {
  switch (numFmt) {
    case "decimal":
      return String(n);
    case "lowerLetter":
      return letters(n);
    case "upperLetter":
      return letters(n)?.toUpperCase();
    case "lowerRoman":
      return roman(n);
    case "upperRoman":
      return roman(n)?.toUpperCase();
    case "ordinal":
      return ordinal(n);
    case "decimalEnclosedCircle":
      return n >= 1 && n <= 20 ? String.fromCharCode(0x2460 + n - 1) : String(n);
    default:
      return undefined;
  }
}

/** Counts numbered paragraphs in document order and makes the label each one shows. */
export class ListNumberer {
  readonly #definitions: NumberingDefinitions;
  readonly #counters = new Map<string, (number | undefined)[]>();
  readonly #seenInstances = new Set<string>();

  constructor(definitions: NumberingDefinitions) {
    this.#definitions = definitions;
  }

  /** Counts one paragraph of list `numId` at level `ilvl`; returns its label, if Word would show one. */
  next(numId: string, ilvl: number): string | undefined {
    const instance = this.#definitions.instances.get(numId);
    const abstract = instance && this.#definitions.abstracts.get(instance.abstractId);
    if (!instance || !abstract || !Number.isInteger(ilvl) || ilvl < 0 || ilvl > MAX_LEVEL) return undefined;

    const levelAt = (l: number) => instance.overrides.get(l)?.level ?? abstract.levels.get(l);
    const startAt = (l: number) => instance.overrides.get(l)?.start ?? levelAt(l)?.start ?? 0;

    let counters = this.#counters.get(instance.abstractId);
    if (!counters) {
      counters = new Array<number | undefined>(MAX_LEVEL + 1).fill(undefined);
      this.#counters.set(instance.abstractId, counters);
    }
    if (!this.#seenInstances.has(numId)) {
      this.#seenInstances.add(numId);
      for (const [l, override] of instance.overrides)
        if (override.start !== undefined) counters[l] = undefined;
    }

    const current = counters[ilvl];
    counters[ilvl] = current === undefined ? startAt(ilvl) : current + 1;
    for (let l = ilvl + 1; l <= MAX_LEVEL; l++) {
      const restart = levelAt(l)?.restart;
      const threshold = restart === undefined ? l - 1 : restart - 1;
      if (ilvl <= threshold) counters[l] = undefined;
    }

    const level = levelAt(ilvl);
    if (!level?.lvlText || !level.numFmt || level.numFmt === "bullet" || level.numFmt === "none")
      return undefined;
    let valid = true;
    const label = level.lvlText.replace(/%([1-9])/g, (_, digit: string) => {
      const l = Number(digit) - 1;
      const start = startAt(l);
      const value = (counters as (number | undefined)[])[l] ?? start;
      const formatted =
        start >= 0 && start <= MAX_START ? formatNumber(value, levelAt(l)?.numFmt ?? "decimal") : undefined;
      if (formatted === undefined) valid = false;
      return formatted ?? "";
    });
    const trimmed = label.trim();
    return valid && trimmed !== "" ? trimmed : undefined;
  }
}
