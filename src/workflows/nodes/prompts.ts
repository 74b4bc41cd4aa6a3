// The instructions sent with each kind of model node. They ask for a fixed output shape (HTML, JSON) so
// the answer can be read without guessing; the readers in html.ts and json.ts tolerate code fences.

export const VLM_SYSTEM =
  "You convert one page of a document into semantic HTML. Transcribe the text exactly as printed, in " +
  "reading order; do not summarise, translate or invent text.";

export const VLM_PAGE_PROMPT =
  "Convert this document page to HTML. Use <h1>-<h6> for headings, <p> for paragraphs, <ul>/<ol>/<li> for " +
  'lists, <table> with <tr>/<th>/<td> for tables, <figure><img alt="..."></figure> with a short alt text ' +
  "for pictures, and <header>/<footer> for running page headers and footers. Answer with the HTML of the " +
  "page body only, inside one ```html code block.";

export const IMAGE_DESCRIPTION_PROMPT =
  "Describe this image from a document for someone who cannot see it. Say what kind of image it is " +
  "(photo, chart, graph, diagram, table, logo, ...) and everything it conveys: labels, axes, values, trends. " +
  'Answer with JSON only: {"type": "<kind of image>", "description": "<the description>"}.';

export const TABLE_DESCRIPTION_PROMPT =
  "Summarise this table from a document: what its rows and columns hold, and the notable values and " +
  "trends. Answer with the summary as plain text, without preamble.";

export const TABLE_TO_HTML_PROMPT =
  "Convert this table to HTML. Keep every row and cell in order, use <th> for header cells and rowspan/" +
  "colspan for merged cells, and transcribe the cell text exactly. Answer with one <table> element only, " +
  "inside one ```html code block.";

export const NER_DEFAULT_PROMPT = `Recognise the named entities in the text below and the relationships between them.

Entity types: PERSON, ORGANIZATION, LOCATION, DATE, TIME, EVENT, MONEY, PERCENT, FACILITY, PRODUCT, ROLE, DOCUMENT, DATASET.

Relationships:
- PERSON - ORGANIZATION: works_for, affiliated_with, founded
- PERSON - LOCATION: born_in, lives_in, traveled_to
- ORGANIZATION - LOCATION: based_in, has_office_in
- Entity - DATE: occurred_on, founded_on, died_on, published_in
- PERSON - PERSON: married_to, parent_of, colleague_of
- PRODUCT - ORGANIZATION: developed_by, owned_by
- EVENT - LOCATION: held_in, occurred_in
- Entity - ROLE: has_title, acts_as, has_role
- DATASET - PERSON: mentions
- DATASET - DOCUMENT: located_in
- PERSON - DATASET: published
- DOCUMENT - DOCUMENT: referenced_in, contains
- DOCUMENT - DATE: dated
- PERSON - DOCUMENT: published

Provide the entities and their corresponding types as a structured JSON response:
{"items": [{"entity": "...", "type": "..."}], "relationships": [{"from": "...", "relationship": "...", "to": "..."}]}

[START OF TEXT]
{{text}}
[END OF TEXT]`;

/** Where an NER prompt takes the element's text; a custom prompt without it gets the text appended. */
export const TEXT_PLACEHOLDER = "{{text}}";

export function nerPrompt(text: string, custom?: string): string {
  const template = custom && custom.trim() !== "" ? custom : NER_DEFAULT_PROMPT;
  if (template.includes(TEXT_PLACEHOLDER)) return template.split(TEXT_PLACEHOLDER).join(text);
  return `${template}\n\n[START OF TEXT]\n${text}\n[END OF TEXT]`;
}

/**
 * Contextual chunking v1: the document (or one part of it) goes first, word for word the same for each of
 * its chunks, so a provider's prompt cache serves it after the first call; the chunk and the request come
 * after it. The answer is put before the chunk's text.
 */
export function contextualDocumentPrefix(
  document: string,
  filename: string | undefined,
  part: { index: number; count: number },
): string {
  const name = filename ? ` "${filename}"` : "";
  const which =
    part.count > 1 ? `Part ${part.index + 1} of ${part.count} of the document${name}` : `The document${name}`;
  return `${which}:\n<document>\n${document}\n</document>`;
}

export function contextualChunkPrompt(chunk: string): string {
  return (
    "Here is a passage (a chunk) taken from the document above:\n<chunk>\n" +
    chunk +
    "\n</chunk>\nWrite a short context, one or two sentences, that places this chunk within the whole document " +
    "(what the document is, and where in it the chunk sits), so that a search for the chunk finds it. " +
    "Answer with the context only, without preamble."
  );
}
