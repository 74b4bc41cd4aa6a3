// Element ids. The default is deterministic and reproduces the reference service's: the first 32 hex
// characters of sha256(filename + text + page_number + index of the element on its page), with Python's
// "None" for a missing filename or page. Page-local indexes keep ids stable when a PDF is split into page
// batches partitioned separately (each with its starting_page_number).
import { createHash, randomUUID } from "node:crypto";
import type { Element } from "../../contract/element.js";

export function hashId(
  filename: string | undefined,
  text: string,
  pageNumber: number | undefined,
  index: number,
): string {
  const data = `${filename ?? "None"}${text}${pageNumber ?? "None"}${index}`;
  return createHash("sha256").update(data, "utf8").digest("hex").slice(0, 32);
}

/** Gives every element its id in place: hashed by default, a random UUIDv4 when `unique` is set. */
export function assignIds(elements: Element[], unique: boolean): void {
  if (unique) {
    for (const element of elements) element.element_id = randomUUID();
    return;
  }
  const perPage = new Map<number | undefined, number>();
  for (const element of elements) {
    const page = element.metadata.page_number ?? undefined;
    const index = perPage.get(page) ?? 0;
    perPage.set(page, index + 1);
    element.element_id = hashId(element.metadata.filename ?? undefined, element.text, page, index);
  }
}

/**
 * Points `parent_id` links made with former ids (a page reader's) at the ids `assignIds` gave; a link to
 * an element that is not there is dropped. `formerIds[i]` is the former id of `elements[i]`.
 */
export function relinkParents(elements: Element[], formerIds: readonly (string | undefined)[]): void {
  const renamed = new Map<string, string>();
  for (const [index, former] of formerIds.entries()) {
    const element = elements[index];
    if (former !== undefined && element) renamed.set(former, element.element_id);
  }
  if (renamed.size === 0) return;
  for (const element of elements) {
    const parent = element.metadata.parent_id;
    if (parent === undefined) continue;
    const next = renamed.get(parent);
    if (next !== undefined) element.metadata.parent_id = next;
    else delete element.metadata.parent_id;
  }
}
