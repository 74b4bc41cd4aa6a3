// How the reference types a word-processing paragraph that neither its style nor list numbering types
// (partition/docx.py `_parse_paragraph_text_for_element_type`): an address, an e-mail address or
// narrative text is recognised from the text; everything else, titles included, stays UncategorizedText
// (a docx Title comes from a heading style, never from its text).

import {
  cleanBullets,
  isBulletedText,
  isEmailAddress,
  isPossibleNarrativeText,
  isUsCityStateZip,
} from "../../elements/text-type.js";
import { pyStrip } from "../../text/python-str.js";

export { isBulletedText };

export function typeFromText(text: string): string {
  const stripped = pyStrip(text);
  if (stripped.length < 2) return "UncategorizedText";
  if (isUsCityStateZip(stripped)) return "Address";
  if (isEmailAddress(stripped)) return "EmailAddress";
  if (isPossibleNarrativeText(stripped)) return "NarrativeText";
  return "UncategorizedText";
}

/** A list item's text: bullet glyph removed, surrounding whitespace trimmed. */
export function listItemText(text: string): string {
  return pyStrip(cleanBullets(text));
}

/** Element types of the paragraph styles the reference maps (partition/docx.py STYLE_TO_ELEMENT_MAPPING). */
export const STYLE_TYPES: Record<string, string> = {
  Caption: "UncategorizedText",
  "Intense Quote": "UncategorizedText",
  List: "ListItem",
  "List 2": "ListItem",
  "List 3": "ListItem",
  "List Bullet": "ListItem",
  "List Bullet 2": "ListItem",
  "List Bullet 3": "ListItem",
  "List Continue": "ListItem",
  "List Continue 2": "ListItem",
  "List Continue 3": "ListItem",
  "List Number": "ListItem",
  "List Number 2": "ListItem",
  "List Number 3": "ListItem",
  "List Paragraph": "ListItem",
  "Macro Text": "UncategorizedText",
  "No Spacing": "UncategorizedText",
  Quote: "UncategorizedText",
  Subtitle: "Title",
  TOCHeading: "Title",
  Title: "Title",
  ...Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`Heading ${i + 1}`, "Title"])),
};

/** A built-in style's name as Word shows it ("heading 1" is stored lower-case). */
export function uiStyleName(name: string): string {
  if (/^heading [1-9]$/.test(name)) return `Heading ${name.slice("heading ".length)}`;
  if (name === "caption" || name === "header" || name === "footer")
    return name[0]?.toUpperCase() + name.slice(1);
  return name;
}
