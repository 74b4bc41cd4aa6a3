// The styles of an OpenDocument text that the partitioner needs: bold and italic of text styles (with
// their parent chains) and the list styles whose numbering gives list items their labels.
import { letters, roman } from "./numbering.js";
import { attr, childrenOf, localTag, type XmlNode } from "./xml.js";

interface TextStyle {
  parent?: string | undefined;
  bold?: boolean | undefined;
  italic?: boolean | undefined;
}

/** A numbered list level: ODF's num-format ("1", "a", "A", "i", "I", "" for none) and its affixes. */
export interface ListLevelStyle {
  format: string;
  prefix: string;
  suffix: string;
  start: number;
}

export interface OdtStyles {
  text: Map<string, TextStyle>;
  /** List styles by name, their levels (1-based) numbered or null (a bullet or image level). */
  lists: Map<string, Map<number, ListLevelStyle | null>>;
}

/** Reads office:styles and office:automatic-styles of styles.xml and content.xml. */
export function readStyles(roots: (XmlNode | undefined)[]): OdtStyles {
  const styles: OdtStyles = { text: new Map(), lists: new Map() };
  const visit = (container: XmlNode) => {
    for (const node of childrenOf(container)) {
      const tag = localTag(node);
      const name = attr(node, "name");
      if (tag === "style" && name !== undefined) {
        const style: TextStyle = { parent: attr(node, "parent-style-name") };
        for (const props of childrenOf(node)) {
          if (localTag(props) !== "text-properties") continue;
          const weight = attr(props, "font-weight");
          const fontStyle = attr(props, "font-style");
          if (weight !== undefined) style.bold = weight === "bold" || Number(weight) >= 600;
          if (fontStyle !== undefined) style.italic = fontStyle === "italic" || fontStyle === "oblique";
        }
        styles.text.set(name, style);
      } else if (tag === "list-style" && name !== undefined) {
        const levels = new Map<number, ListLevelStyle | null>();
        for (const level of childrenOf(node)) {
          const n = Number(attr(level, "level") ?? "1");
          if (localTag(level) === "list-level-style-number") {
            const start = Number(attr(level, "start-value") ?? "1");
            levels.set(n, {
              format: attr(level, "num-format") ?? "",
              prefix: attr(level, "num-prefix") ?? "",
              suffix: attr(level, "num-suffix") ?? "",
              start: Number.isInteger(start) ? start : 1,
            });
          } else if (localTag(level).startsWith("list-level-style")) levels.set(n, null);
        }
        styles.lists.set(name, levels);
      } else if (tag === "styles" || tag === "automatic-styles") visit(node);
    }
  };
  for (const root of roots) if (root) visit(root);
  return styles;
}

/** A text style's bold or italic, following its parent styles until one sets it. */
export function inherited(styles: OdtStyles, name: string | undefined, property: "bold" | "italic"): boolean {
  const seen = new Set<string>();
  for (let n = name; n !== undefined && !seen.has(n); ) {
    seen.add(n);
    const style = styles.text.get(n);
    if (style?.[property] !== undefined) return style[property] as boolean;
    n = style?.parent;
  }
  return false;
}

/** The label pandoc's numbering shows for an ordered list item; undefined for bullets and unnumbered. */
export function listLabel(level: ListLevelStyle, n: number): string | undefined {
  if (n <= 0 || n > 32767) return undefined;
  let number: string;
  switch (level.format) {
    case "1":
      number = String(n);
      break;
    case "a":
      number = letters(n) ?? "";
      break;
    case "A":
      number = (letters(n) ?? "").toUpperCase();
      break;
    case "i":
      number = roman(n) ?? "";
      break;
    case "I":
      number = (roman(n) ?? "").toUpperCase();
      break;
    default:
      return undefined;
  }
  // Pandoc keeps only the delimiter kind of an ODF list: "(1)", "1)" or "1.".
  if (level.prefix.endsWith("(") && level.suffix.startsWith(")")) return `(${number})`;
  if (level.suffix.startsWith(")")) return `${number})`;
  return `${number}.`;
}
