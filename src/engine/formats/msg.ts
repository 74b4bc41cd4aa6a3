// Outlook messages (.msg) → drafts, after the reference (unstructured/partition/msg.py, on oxmsg), with the
// body and attachment handling of .eml (email.ts):
// - sent_from is the transport headers' From (split on commas, as the reference does), else the sender's
//   name and address; sent_to lists the address of every recipient; cc_recipient and bcc_recipient come
//   from the Cc/Bcc headers, else from the recipients of that kind; subject; email_message_id from the
//   Message-ID header (or property) without angle brackets;
// - encrypted messages (S/MIME or PGP) give no elements, as in the reference and as encrypted .eml do:
//   the body cannot be read, and the message is not malformed.
// Read with @kenjiuno/msgreader, after io/ole.ts has checked the container's sector chains (the reader
// does not guard against cycles); any failure of the reader is an InvalidDocumentError.
import MsgReaderModule, { type FieldsData } from "@kenjiuno/msgreader";
import { decodeWords } from "postal-mime";
import { InvalidDocumentError } from "../core/errors.js";
import type { Draft, FormatContext } from "../core/types.js";
import { noteUnreadable } from "../core/unreadable.js";
import { checkCompoundFile } from "../io/ole.js";
import {
  attachmentDrafts,
  bareMessageId,
  bodyDrafts,
  type EmailAttachment,
  type EmailMetadata,
  formatAddress,
  withEmailMetadata,
} from "./email.js";

// The package is CommonJS with `exports.default`: Node's ESM interop hands over the exports object, while
// bundlers and vitest may hand over the class itself.
type MsgReaderClass = typeof MsgReaderModule.default;
const MsgReader: MsgReaderClass =
  (MsgReaderModule as unknown as { default?: MsgReaderClass }).default ??
  (MsgReaderModule as unknown as MsgReaderClass);

/** Windows code pages (PidTagInternetCodepage) → WHATWG encoding labels, for the binary HTML body. */
const CODEPAGES: Record<number, string> = {
  874: "windows-874",
  932: "shift_jis",
  936: "gbk",
  949: "euc-kr",
  950: "big5",
  1250: "windows-1250",
  1251: "windows-1251",
  1252: "windows-1252",
  1253: "windows-1253",
  1254: "windows-1254",
  1255: "windows-1255",
  1256: "windows-1256",
  1257: "windows-1257",
  1258: "windows-1258",
  20127: "windows-1252",
  20866: "koi8-r",
  21866: "koi8-u",
  28591: "windows-1252",
  28592: "iso-8859-2",
  28595: "iso-8859-5",
  28597: "iso-8859-7",
  28605: "iso-8859-15",
  50220: "iso-2022-jp",
  51932: "euc-jp",
  54936: "gb18030",
  65001: "utf-8",
};

/** The transport headers (unfolded), by lower-case name; the first occurrence wins. */
function parseHeaders(raw: string | undefined): Map<string, string> {
  const headers = new Map<string, string>();
  if (!raw) return headers;
  for (const line of raw.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, decodeWords(line.slice(colon + 1).trim()));
  }
  return headers;
}

function splitAddresses(value: string | undefined): string[] | undefined {
  const parts = value
    ?.split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  return parts && parts.length > 0 ? parts : undefined;
}

function recipientAddress(recipient: FieldsData): string {
  return recipient.smtpAddress || recipient.email || "";
}

function messageMetadata(fields: FieldsData, headers: Map<string, string>): EmailMetadata {
  const recipients = fields.recipients ?? [];
  const ofKind = (kind: string) => {
    const list = recipients
      .filter((r) => r.recipType === kind)
      .map(recipientAddress)
      .filter(Boolean);
    return list.length > 0 ? list : undefined;
  };
  const senderAddress = fields.senderSmtpAddress || fields.senderEmail || "";
  const sender = formatAddress(fields.senderName ?? "", senderAddress.includes("@") ? senderAddress : "");
  return {
    sent_from: splitAddresses(headers.get("from")) ?? (sender ? [sender] : undefined),
    sent_to: recipients.map(recipientAddress).filter(Boolean),
    cc_recipient: splitAddresses(headers.get("cc")) ?? ofKind("cc"),
    bcc_recipient: splitAddresses(headers.get("bcc")) ?? ofKind("bcc"),
    subject: fields.subject || undefined,
    email_message_id: bareMessageId(headers.get("message-id") ?? fields.messageId),
  };
}

function htmlBody(fields: FieldsData): string | undefined {
  if (fields.bodyHtml) return fields.bodyHtml;
  if (!fields.html) return undefined;
  const label = CODEPAGES[fields.internetCodepage ?? 65001] ?? "utf-8";
  return new TextDecoder(label).decode(fields.html);
}

function isEncrypted(fields: FieldsData, headers: Map<string, string>): boolean {
  const contentType = headers.get("content-type") ?? "";
  const messageClass = fields.messageClass ?? "";
  return /encrypted/i.test(contentType) || /^IPM\.Note\.SMIME(?!\.MultipartSigned)/i.test(messageClass);
}

export async function partitionMsg(context: FormatContext): Promise<Draft[]> {
  const { data, filename } = context;
  checkCompoundFile(data, filename);
  let reader: InstanceType<MsgReaderClass>;
  let fields: FieldsData;
  try {
    reader = new MsgReader(new DataView(data.buffer, data.byteOffset, data.byteLength));
    fields = reader.getFileData();
  } catch (error) {
    throw new InvalidDocumentError(filename, `unreadable Outlook message (${(error as Error).message})`, {
      cause: error,
    });
  }
  if (fields.error || fields.dataType !== "msg") {
    throw new InvalidDocumentError(
      filename,
      `unreadable Outlook message (${fields.error ?? "not a message"})`,
    );
  }
  const headers = parseHeaders(fields.headers);
  if (isEncrypted(fields, headers)) {
    noteUnreadable(
      "the message is encrypted (S/MIME or PGP): its body cannot be read without the recipient's key",
    );
    return [];
  }

  const body = withEmailMetadata(
    bodyDrafts(context, { text: fields.body, html: htmlBody(fields) }),
    messageMetadata(fields, headers),
  );
  const attachments: EmailAttachment[] = [];
  for (const attachment of fields.attachments ?? []) {
    let content: { fileName: string; content: Uint8Array };
    try {
      content = reader.getAttachment(attachment);
    } catch (error) {
      throw new InvalidDocumentError(filename, `unreadable attachment (${(error as Error).message})`, {
        cause: error,
      });
    }
    attachments.push({
      filename: attachment.fileName || attachment.fileNameShort || content.fileName || "unknown",
      content: content.content,
      mimeType: attachment.attachMimeTag,
    });
  }
  return body.concat(await attachmentDrafts(context, attachments));
}
