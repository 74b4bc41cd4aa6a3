// The styles of an OpenDocument text that the partitioner needs: bold and italic of text styles (with
// their parent chains).
import { attr, childrenOf, localTag, type XmlNode } from "./xml.js";

interface TextStyle {
  parent?: string | undefined;
  bold?: boolean | undefined;
  italic?: boolean | undefined;
}

export interface OdtStyles {
  text: Map<string, TextStyle>;
}

/** Reads office:styles and office:automatic-styles of styles.xml and content.xml. */
export function readStyles(roots: (XmlNode | undefined)[]): OdtStyles {
  const styles: OdtStyles = { text: new Map() };
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
