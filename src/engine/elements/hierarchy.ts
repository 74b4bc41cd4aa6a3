// parent_id by the reference's rule: walk the elements with a stack of possible parents; an element's
// parent is the nearest earlier element that may contain it (a Title over the text below it, a deeper
// heading under a shallower one, a Header over titles).
import type { Element } from "../../contract/element.js";

const UNDER_TITLE = new Set([
  "Text",
  "UncategorizedText",
  "NarrativeText",
  "ListItem",
  "BulletedText",
  "Table",
  "FigureCaption",
  "CheckBox",
]);
const CHILDREN: Record<string, Set<string>> = {
  Title: UNDER_TITLE,
  Header: new Set(["Title", ...UNDER_TITLE]),
};

function mayContain(parent: Element, child: Element): boolean {
  if (parent.type === child.type) {
    return (parent.metadata.category_depth ?? 0) < (child.metadata.category_depth ?? 0);
  }
  return CHILDREN[parent.type]?.has(child.type) ?? false;
}

/** Sets `metadata.parent_id` in place where a format has not set it already. Ids must be assigned. */
export function assignParents(elements: Element[]): void {
  const stack: Element[] = [];
  for (const element of elements) {
    if (element.metadata.parent_id === undefined) {
      while (stack.length > 0 && !mayContain(stack[stack.length - 1] as Element, element)) stack.pop();
      const parent = stack[stack.length - 1];
      if (parent) element.metadata.parent_id = parent.element_id;
    }
    stack.push(element);
  }
}
