// How the reference types a word-processing paragraph that neither its style nor list numbering types
// (partition/docx.py `_parse_paragraph_text_for_element_type`): an address, an e-mail address or
// narrative text is recognised from the text; everything else, titles included, stays UncategorizedText
// (a docx Title comes from a heading style, never from its text).
import { pyStrip } from "../../chunking/text.js";
import {
  cleanBullets,
  isBulletedText,
  isEmailAddress,
  isPossibleNarrativeText,
  isUsCityStateZip,
} from "../../elements/text-type.js";

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
