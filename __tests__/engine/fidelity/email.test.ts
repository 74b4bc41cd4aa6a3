// E-mail, after the reference's test_email.py and test_msg.py: the text/html body is partitioned when
// there is one (the reference's content_source default), else text/plain.
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { corpus, partitionCorpus, typed } from "./support.js";

const EXPECTED_OUTPUT = [
  ["NarrativeText", "This is a test email to use for unit tests."],
  ["UncategorizedText", "Important points:"],
  ["ListItem", "Roses are red"],
  ["ListItem", "Violets are blue"],
];

describe.runIf(corpus !== undefined)("eml", () => {
  it("test_partition_email_from_filename_can_partition_an_RFC_822_email", async () => {
    const elements = await partitionCorpus("eml/simple-rfc-822.eml");
    expect(elements.map((e) => e.type)).toEqual(["NarrativeText", "NarrativeText", "NarrativeText"]);
    expect(elements[0]?.text).toBe("This is an RFC 822 email message.");
    expect(elements[2]?.text).toBe(
      "The structure ensures compatibility and readability across different email systems and clients, " +
        "adhering to the standards set by the Internet Engineering Task Force (IETF).",
    );
  });

  it("test_partition_email_from_file_can_partition_an_email", async () => {
    expect(typed(await partitionCorpus("eml/fake-email.eml"))).toEqual(EXPECTED_OUTPUT);
  });

  it("test_partition_email_can_partition_an_HTML_only_email_with_Base64_ISO_8859_1_charset", async () => {
    expect(typed(await partitionCorpus("eml/mime-html-only.eml"))).toEqual([
      ["NarrativeText", "This is a text/html part."],
      [
        "NarrativeText",
        "The first emoticon, :) , was proposed by Scott Fahlman in 1982 to indicate just or sarcasm in text emails.",
      ],
      [
        "NarrativeText",
        "Gmail was launched by Google in 2004 with 1 GB of free storage, significantly more than what other " +
          "services offered at the time.",
      ],
    ]);
  });

  it("test_extract_email_from_text_plain_matches_elements_extracted_from_text_html", async () => {
    const fromHtml = await partitionCorpus("eml/fake-email.eml");
    const fromText = await partitionCorpus("eml/fake-email.eml", { content_source: "text/plain" });
    expect(typed(fromHtml)).toEqual(EXPECTED_OUTPUT);
    expect(fromText.map((e) => e.text)).toEqual(fromHtml.map((e) => e.text));
  });

  it("test_partition_email_partitions_an_HTML_part_with_Base64_encoded_UTF_8_charset", async () => {
    expect(typed(await partitionCorpus("eml/fake-email-b64.eml"))).toEqual(EXPECTED_OUTPUT);
  });

  it("test_partition_email_partitions_a_text_plain_part_with_Base64_encoded_windows_1255_charset", async () => {
    const elements = await partitionCorpus("eml/email-no-utf8-2008-07-16.062410.eml", {
      content_source: "text/plain",
    });
    expect(elements).toHaveLength(30);
    expect(elements[1]?.text.startsWith("אני חושב שזה לא יהיה מקצועי והוגן שאני אראה לך היכן")).toBe(true);
  });

  it("test_partition_email_partitions_an_html_part_with_quoted_printable_encoded_ISO_8859_1_charset", async () => {
    const elements = await partitionCorpus("eml/email-no-utf8-2014-03-17.111517.eml");
    const body = elements.filter((e) => e.metadata.attached_to_filename === undefined);
    expect(body).toHaveLength(1);
    expect(body[0]?.type).toBe("Table");
    expect(body[0]?.text.startsWith("Slava Gxyzxyz Hi Slava, The password for your Google")).toBe(true);
  });

  it("test_partition_email_accepts_a_whitespace_only_file", async () => {
    expect(await partitionCorpus("eml/empty.eml")).toEqual([]);
  });

  it("test_partition_email_can_partition_an_empty_email", async () => {
    const elements = await partitionCorpus("eml/mime-no-body.eml");
    expect(elements.filter((e) => e.metadata.attached_to_filename === undefined)).toEqual([]);
  });

  it("test_partition_email_does_not_break_on_an_encrypted_message", async () => {
    const elements = await partitionCorpus("eml/fake-encrypted.eml");
    expect(elements.filter((e) => e.metadata.attached_to_filename === undefined)).toEqual([]);
  });

  it("test_partition_email_finds_content_when_it_is_marked_with_content_disposition_inline", async () => {
    const elements = await partitionCorpus("eml/email-inline-content-disposition.eml");
    const body = elements.filter((e) => e.metadata.attached_to_filename === undefined);
    expect(body).toHaveLength(1);
    expect(body[0]?.text).toBe("This is a test of inline");
  });

  it("test_partition_email_from_filename_malformed_encoding", async () => {
    expect(typed(await partitionCorpus("eml/fake-email-malformed-encoding.eml"))).toEqual(EXPECTED_OUTPUT);
  });

  it("test_partition_email_augments_message_body_elements_with_email_metadata", async () => {
    const elements = await partitionCorpus("eml/mime-multi-to-cc-bcc.eml");
    expect(elements.length).toBeGreaterThan(0);
    for (const e of elements) {
      expect(e.metadata.bcc_recipient).toEqual(["John <john@example.com>", "Mary <mary@example.com>"]);
      expect(e.metadata.cc_recipient).toEqual(["Tom <tom@example.com>", "Alice <alice@example.com>"]);
      expect(e.metadata.email_message_id).toBe("2143658709@example.com");
      expect(e.metadata.sent_from).toEqual(["sender@example.com"]);
      expect(e.metadata.sent_to).toEqual(["Bob <bob@example.com>", "Sue <sue@example.com>"]);
      expect(e.metadata.subject).toBe("Example Plain-Text MIME Message");
    }
  });

  it("test_partition_email_gets_the_EML_MIME_type_in_metadata_filetype_for_message_body_elements", async () => {
    const elements = await partitionCorpus("eml/fake-email.eml");
    expect(elements.every((e) => e.metadata.filetype === "message/rfc822")).toBe(true);
  });

  it("test_partition_email_element_metadata_has_languages", async () => {
    const elements = await partitionCorpus("eml/fake-email.eml");
    expect(elements.every((e) => JSON.stringify(e.metadata.languages) === '["eng"]')).toBe(true);
  });

  it("test_partition_email_respects_languages_arg", async () => {
    const elements = await partitionCorpus("eml/fake-email.eml", { languages: ["deu"] });
    expect(elements.every((e) => JSON.stringify(e.metadata.languages) === '["deu"]')).toBe(true);
  });

  it("test_partition_email_also_partitions_attachments_when_so_instructed", async () => {
    expect(typed(await partitionCorpus("eml/email-equals-attachment-filename.eml"))).toEqual([
      ["NarrativeText", "Below is an example of an odd filename"],
      ["Title", "Odd filename"],
    ]);
  });

  it("test_partition_email_can_process_attachments", async () => {
    const elements = await partitionCorpus("eml/fake-email-attachment.eml");
    expect(typed(elements)).toEqual([
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
    // The reference names the attachment in metadata.filename; the service (and docflow) give every
    // element the upload's name, so the attachment shows in attached_to_filename alone.
    expect(elements.at(-1)?.metadata.attached_to_filename).toBe("fake-email-attachment.eml");
  });

  it("test_partition_email_chunks_attachments_too", async () => {
    const chunks = await partitionCorpus("eml/fake-email-attachment.eml", { chunking_strategy: "by_title" });
    expect(chunks).toHaveLength(2);
    expect(chunks.every((c) => c.type === "CompositeElement")).toBe(true);
    expect(chunks.at(-1)?.text).toBe("Hey this is a fake attachment!");
  });

  it("test_partition_email_silently_skips_attachments_it_cannot_partition (mime-attach-mp3.eml)", async () => {
    expect(typed(await partitionCorpus("eml/mime-attach-mp3.eml"))).toEqual([
      ["NarrativeText", "This is an email with an MP3 attachment."],
    ]);
  });

  it("it_returns_the_html_body_part_when_there_is_one_by_default (mime-different-plain-html.eml)", async () => {
    const html = await partitionCorpus("eml/mime-different-plain-html.eml");
    const plain = await partitionCorpus("eml/mime-different-plain-html.eml", {
      content_source: "text/plain",
    });
    expect(html[0]?.text.startsWith("This is the text/html part")).toBe(true);
    expect(plain[0]?.text.startsWith("This is the text/plain part.")).toBe(true);
  });

  it("it_provides_access_to_the_email_Subject_as_a_string (mime-word-encoded-subject.eml)", async () => {
    const elements = await partitionCorpus("eml/mime-word-encoded-subject.eml");
    expect(elements[0]?.metadata.subject).toBe("Simple email with ☸☿ Unicode subject");
  });

  it("it_knows_the_From_address_and_Message_ID (mime-simple.eml)", async () => {
    const elements = await partitionCorpus("eml/mime-simple.eml");
    expect(elements[0]?.metadata.sent_from).toEqual(["sender@example.com"]);
    expect(elements[0]?.metadata.email_message_id).toBe("1234567890@example.com");
  });
});

describe("eml", () => {
  it("test_partition_email_raises_with_invalid_content_type: content_source is text/html or text/plain", () => {
    expect(() => parsePartitionParameters({ content_source: "application/json" })).toThrow(/text\/html/);
    expect(parsePartitionParameters({}).content_source).toBe("text/html");
  });
});

const EXPECTED_MSG_OUTPUT = EXPECTED_OUTPUT;

describe.runIf(corpus !== undefined)("msg", () => {
  it("test_partition_msg_from_filename: elements and their metadata", async () => {
    const elements = await partitionCorpus("fake-email.msg");
    expect(typed(elements)).toEqual(EXPECTED_MSG_OUTPUT);
    const metadata = elements[0]?.metadata;
    expect(metadata?.sent_from).toEqual(['"Matthew Robinson" <mrobinson@unstructured.io>']);
    expect(metadata?.sent_to).toEqual(["mrobinson@unstructured.io"]);
    expect(metadata?.subject).toBe("Test Email");
    expect(metadata?.filetype).toBe("application/vnd.ms-outlook");
    expect(metadata?.languages).toEqual(["eng"]);
  });

  it("test_partition_msg_with_pgp_encrypted_message", async () => {
    expect(await partitionCorpus("fake-encrypted.msg")).toEqual([]);
  });

  it("test_partition_msg_respects_languages_arg", async () => {
    const elements = await partitionCorpus("fake-email.msg", { languages: ["deu"] });
    expect(elements.every((e) => JSON.stringify(e.metadata.languages) === '["deu"]')).toBe(true);
  });

  it("test_add_chunking_strategy_by_title_on_partition_msg", async () => {
    const chunks = await partitionCorpus("fake-email.msg", { chunking_strategy: "by_title" });
    expect(chunks.every((c) => c.type === "CompositeElement")).toBe(true);
    expect(chunks.map((c) => c.text).join("\n\n")).toBe(EXPECTED_MSG_OUTPUT.map(([, t]) => t).join("\n\n"));
  });
});
