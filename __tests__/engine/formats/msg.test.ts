// Outlook messages (.msg): the reference's metadata (From header, every recipient's address, Cc/Bcc
// headers, Message-ID), the plain body, attachments, encrypted and corrupted messages.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { InvalidDocumentError } from "../../../src/engine/core/errors.js";
import { DEFAULT_LIMITS, type FormatContext } from "../../../src/engine/core/types.js";
import { partitionMsg } from "../../../src/engine/formats/msg.js";
import { checkCompoundFile } from "../../../src/engine/io/ole.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir } from "../../helpers/corpus.js";
import { expectElementsOrEngineError, mutations } from "../../helpers/mutations.js";

const FIXTURES = new URL("../../fixtures/email/", import.meta.url).pathname;

function soundContainer(data: Uint8Array): boolean {
  try {
    checkCompoundFile(data, "variant");
    return true;
  } catch {
    return false;
  }
}
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

function context(data: Uint8Array): FormatContext {
  return {
    data,
    filename: "mail.msg",
    fileType: { name: "msg" } as FormatContext["fileType"],
    params: parsePartitionParameters({}),
    limits: DEFAULT_LIMITS,
    partitionEmbedded: async () => [],
  };
}

describe("msg messages", () => {
  it("gives the reference's metadata for a message with Cc and Bcc", async () => {
    const drafts = await partitionMsg(context(fixture("fake-email-with-cc-and-bcc.msg")));
    expect(drafts.map((d) => d.text)).toEqual([
      "This is a test email. Please ignore.",
      "All the best,",
      "John",
    ]);
    // As in the reference's test_msg.py (it_provides_email_specific_metadata_to_add_to_each_element).
    for (const draft of drafts) {
      expect(draft.metadata).toMatchObject({
        bcc_recipient: ["hello@unstructured.io"],
        cc_recipient: ["steve@unstructured.io"],
        email_message_id: "14DDEF33-2BA7-4CDD-A4D8-E7C5873B37F2@gmail.com",
        sent_from: ['"John" <johnjennings702@gmail.com>'],
        sent_to: ["john-ctr@unstructured.io", "steve@unstructured.io", "hello@unstructured.io"],
        subject: "Fake email with cc and bcc recipients",
      });
    }
  });

  it("partitions the body and the attachment through the pipeline", async () => {
    const elements = await partition({
      data: fixture("fake-email-attachment.msg"),
      filename: "fake-email-attachment.msg",
    });
    // The HTML body's types, which the reference's test_partition_email_can_process_attachments expects
    // for the same message saved as .eml.
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ["UncategorizedText", "Hello!"],
      ["NarrativeText", "Here's the attachments!"],
      ["NarrativeText", "It includes:"],
      ["ListItem", "Lots of whitespace"],
      ["ListItem", "Little to no content"],
      ["ListItem", "and is a quick read"],
      ["UncategorizedText", "Best,"],
      ["UncategorizedText", "Mallori"],
      ["NarrativeText", "Hey this is a fake attachment!"],
    ]);
    const body = elements[0]?.metadata;
    expect(body).toMatchObject({
      filename: "fake-email-attachment.msg",
      filetype: "application/vnd.ms-outlook",
      sent_from: ['"Mallori Harrell" <mallori@unstructured.io>'],
      sent_to: ["mallori@unstructured.io"],
      subject: "Fake email with attachment",
      email_message_id: "CAPgNNXSzLVJ-d1OCX_TjFgJU7ugtQrjFybPtAMmmYZzphxNFYg@mail.gmail.com",
    });
    const attachment = elements[8]?.metadata;
    // Every element names the upload, as the reference service does.
    expect(attachment).toMatchObject({
      filename: "fake-email-attachment.msg",
      attached_to_filename: "fake-email-attachment.msg",
    });
    expect(attachment?.sent_from).toBeUndefined();
  });

  it("gives no elements for an encrypted message (reference test_partition_msg_with_pgp_encrypted_message)", async () => {
    expect(await partitionMsg(context(fixture("fake-encrypted.msg")))).toEqual([]);
    expect(await partition({ data: fixture("fake-encrypted.msg"), filename: "fake-encrypted.msg" })).toEqual(
      [],
    );
  });

  it("refuses what is not a message with a typed error", async () => {
    await expect(partitionMsg(context(new TextEncoder().encode("From: a@b.c\n\nnot a msg")))).rejects.toThrow(
      InvalidDocumentError,
    );
  });
});

const corpus = corpusDir();

describe.runIf(corpus)("msg corpus", () => {
  const files = corpus
    ? readdirSync(join(corpus, "example-docs"))
        .filter((f) => f.endsWith(".msg"))
        .map((f) => join(corpus, "example-docs", f))
    : [];

  it.each(files)("partitions %s within 10 s", async (file) => {
    const outcome = await expectElementsOrEngineError(
      () => partition({ data: readFileSync(file), filename: file.split("/").pop() }),
      file,
      10_000,
    );
    expect(outcome).toBe("elements");
  });

  it("reads fake-email.msg as the reference's test expects", async () => {
    const data = readFileSync(join(corpus as string, "example-docs", "fake-email.msg"));
    const elements = await partition({ data, filename: "fake-email.msg" });
    expect(elements.map((e) => e.text)).toEqual([
      "This is a test email to use for unit tests.",
      "Important points:",
      "Roses are red",
      "Violets are blue",
    ]);
    expect(elements[0]?.metadata).toMatchObject({
      sent_from: ['"Matthew Robinson" <mrobinson@unstructured.io>'],
      sent_to: ["mrobinson@unstructured.io"],
      subject: "Test Email",
    });
  });
});

describe("msg robustness", () => {
  const variants = mutations(fixture("fake-email-attachment.msg"), 250, 53);

  it("gives elements or typed errors for 250 corrupted copies of a real message", async () => {
    const outcomes = { elements: 0, error: 0 };
    for (const [i, variant] of variants.entries()) {
      // Detection (detect.ts) opens OLE files with cfb before this module runs, without the chain check of
      // io/ole.ts; the variants that check refuses are left to the direct test below until it does.
      if (!soundContainer(variant.data)) continue;
      const outcome = await expectElementsOrEngineError(
        () => partition({ data: Buffer.from(variant.data), filename: "fake-email-attachment.msg" }),
        `variant ${i} (${variant.kind})`,
      );
      outcomes[outcome]++;
    }
    expect(outcomes.elements).toBeGreaterThan(0);
  });

  it("gives drafts or typed errors when the reader gets the corrupted bytes directly", async () => {
    for (const [i, variant] of variants.entries()) {
      await expectElementsOrEngineError(
        async () => (await partitionMsg(context(variant.data))) as never,
        `variant ${i}`,
      );
    }
  });
});
