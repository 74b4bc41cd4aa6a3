// E-mail messages (.eml) → drafts, after the reference (unstructured/partition/email.py):
// - no elements for the headers; the body is partitioned and every body element carries the message's
//   metadata: sent_from, sent_to, cc_recipient, bcc_recipient (as "Name <address>"), subject,
//   email_message_id (without its angle brackets);
// - the body is the text/html part through the HTML partitioner, or the text/plain part through the
//   plain-text partitioner when there is no HTML part, as the reference's `content_source` default has
//   it; the form field `content_source=text/plain` turns the preference round;
// - attachments are partitioned as documents of their own (`attached_to_filename` set, no email
//   metadata, chunked on their own); attachments of a type docflow cannot partition, or that are
//   broken, are skipped, as the reference skips those it cannot partition. Inline
//   parts referenced from the HTML body (cid: images) and detached signatures are not attachments.
// Messages saved as UTF-16 are decoded first: the MIME parser reads bytes as 8-bit text.
import PostalMime, { type Address, type Attachment } from "postal-mime";
import type { ElementMetadata } from "../../contract/element.js";
import { InvalidDocumentError, UnsupportedFileTypeError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { htmlToDrafts } from "./html.js";
import { textDrafts } from "./text.js";

// ---------------------------------------------------------------------------------------------------------
// Shared with .msg
// ---------------------------------------------------------------------------------------------------------

/** The email-specific metadata every body element of a message carries. */
export interface EmailMetadata {
  sent_from?: string[] | undefined;
  sent_to?: string[] | undefined;
  cc_recipient?: string[] | undefined;
  bcc_recipient?: string[] | undefined;
  subject?: string | undefined;
  email_message_id?: string | undefined;
}

/** The message's bodies, either of which may be missing. */
export interface EmailBody {
  text?: string | undefined;
  html?: string | undefined;
}

/** One attached file. */
export interface EmailAttachment {
  filename: string;
  content: Uint8Array;
  mimeType?: string | undefined;
}

/** Python's email.utils.formataddr for an ASCII or Unicode display name: `Name <address>`, quoted if need be. */
export function formatAddress(name: string, address: string): string {
  const display = name.trim();
  if (!display) return address;
  if (!address) return display;
  const quoted = /[\][\\()<>@,:;".]/.test(display) ? `"${display.replace(/[\\"]/g, "\\$&")}"` : display;
  return `${quoted} <${address}>`;
}

/** The Message-ID without surrounding whitespace and angle brackets. */
export function bareMessageId(id: string | undefined): string | undefined {
  const bare = id?.trim().replace(/^<+|>+$/g, "");
  return bare || undefined;
}

/** The body drafts: plain text by the text partitioner's paragraph rules, else HTML by the HTML partitioner. */
export function bodyDrafts(context: FormatContext, body: EmailBody): Draft[] {
  const plain = body.text?.trim() ? body.text : undefined;
  const html = body.html?.trim() ? body.html : undefined;
  const useHtml =
    html !== undefined && (context.params.content_source !== "text/plain" || plain === undefined);
  if (useHtml) return htmlToDrafts(html, { filename: context.filename, params: context.params });
  return plain === undefined ? [] : textDrafts(plain);
}

/** Drafts with the message's metadata set on each (the email fields win, as the reference's update() does). */
export function withEmailMetadata(drafts: Draft[], email: EmailMetadata): Draft[] {
  const fields: ElementMetadata = {};
  for (const [key, value] of Object.entries(email)) {
    if (value !== undefined && !(Array.isArray(value) && value.length === 0)) fields[key] = value;
  }
  return drafts.map((draft) => ({ ...draft, metadata: { ...draft.metadata, ...fields } }));
}

/** The drafts of each attachment docflow can partition; the others are skipped, as in the reference. */
export async function attachmentDrafts(
  context: FormatContext,
  attachments: EmailAttachment[],
): Promise<Draft[]> {
  const drafts: Draft[] = [];
  for (const attachment of attachments) {
    try {
      const embedded = await context.partitionEmbedded(
        attachment.content,
        attachment.filename,
        attachment.mimeType,
      );
      for (const draft of embedded) drafts.push(draft);
    } catch (error) {
      // A broken attachment (a corrupt picture, ...) costs its own elements, not the message's: the
      // reference skips attachments it cannot partition, and by default does not partition them at all.
      if (!(error instanceof UnsupportedFileTypeError || error instanceof InvalidDocumentError)) throw error;
    }
    if (drafts.length > context.limits.maxElements) break;
  }
  return drafts;
}

// ---------------------------------------------------------------------------------------------------------
// .eml
// ---------------------------------------------------------------------------------------------------------

/** Messages stored as UTF-16/32 text (with a BOM, or with the NUL bytes of UTF-16 ASCII). */
function wideEncoding(data: Uint8Array): string | undefined {
  const [a, b, c, d] = data;
  if (a === 0xff && b === 0xfe && c === 0 && d === 0) return "utf-32le";
  if (a === 0 && b === 0 && c === 0xfe && d === 0xff) return "utf-32be";
  if (a === 0xff && b === 0xfe) return "utf-16le";
  if (a === 0xfe && b === 0xff) return "utf-16be";
  const sample = data.subarray(0, Math.min(data.length, 4096));
  let even = 0;
  let odd = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) even++;
    if (sample[i + 1] === 0) odd++;
  }
  const pairs = Math.floor(sample.length / 2);
  if (pairs < 2) return undefined;
  if (odd > pairs * 0.4 && even < pairs * 0.05) return "utf-16le";
  if (even > pairs * 0.4 && odd < pairs * 0.05) return "utf-16be";
  return undefined;
}

function decodeWide(data: Uint8Array, encoding: string, filename: string): string {
  if (encoding.startsWith("utf-32")) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    const parts: string[] = [];
    for (let i = 4; i + 4 <= data.length; i += 4) {
      const code = view.getUint32(i, encoding === "utf-32le");
      parts.push(code <= 0x10ffff ? String.fromCodePoint(code) : "\ufffd");
    }
    return parts.join("");
  }
  try {
    return new TextDecoder(encoding).decode(data);
  } catch (error) {
    throw new InvalidDocumentError(filename, `undecodable ${encoding} message`, { cause: error });
  }
}

function mailboxes(addresses: Address[] | Address | undefined): string[] {
  const list = addresses === undefined ? [] : Array.isArray(addresses) ? addresses : [addresses];
  const formatted: string[] = [];
  for (const address of list) {
    const members = address.group ?? [address];
    for (const member of members) {
      const text = formatAddress(member.name ?? "", member.address ?? "");
      if (text) formatted.push(text);
    }
  }
  return formatted;
}

/** Detached signatures of signed messages: part of the message's envelope, not documents. */
const SIGNATURE_TYPES = new Set([
  "application/pkcs7-signature",
  "application/x-pkcs7-signature",
  "application/pgp-signature",
]);

function emailAttachments(attachments: Attachment[]): EmailAttachment[] {
  return attachments
    .filter((attachment) => !attachment.related && !SIGNATURE_TYPES.has(attachment.mimeType))
    .map((attachment) => ({
      filename: attachment.filename ?? "",
      content:
        typeof attachment.content === "string"
          ? new TextEncoder().encode(attachment.content)
          : new Uint8Array(attachment.content),
      mimeType: attachment.mimeType,
    }));
}

export async function partitionEmail(context: FormatContext): Promise<Draft[]> {
  const { data, filename } = context;
  const wide = wideEncoding(data);
  const raw = wide ? decodeWide(data, wide, filename) : data;
  let email: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    email = await PostalMime.parse(raw, { attachmentEncoding: "arraybuffer" });
  } catch (error) {
    throw new InvalidDocumentError(filename, `unreadable e-mail message (${(error as Error).message})`, {
      cause: error,
    });
  }
  const metadata: EmailMetadata = {
    sent_from: mailboxes(email.from).slice(0, 1),
    sent_to: mailboxes(email.to),
    cc_recipient: mailboxes(email.cc),
    bcc_recipient: mailboxes(email.bcc),
    subject: email.subject || undefined,
    email_message_id: bareMessageId(email.messageId),
  };
  const body = withEmailMetadata(bodyDrafts(context, { text: email.text, html: email.html }), metadata);
  return body.concat(await attachmentDrafts(context, emailAttachments(email.attachments)));
}
