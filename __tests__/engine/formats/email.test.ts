// E-mail (.eml): header metadata on every body element, plain body preferred over HTML, attachments
// partitioned as documents of their own, UTF-16 messages, every corpus message, corrupted messages.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { DEFAULT_LIMITS, type Draft, type FormatContext } from "../../../src/engine/core/types.js";
import { formatAddress, partitionEmail } from "../../../src/engine/formats/email.js";
import { partition } from "../../../src/engine/partition.js";
import { corpusDir, corpusPath } from "../../helpers/corpus.js";
import { expectElementsOrEngineError, mutations } from "../../helpers/mutations.js";

const FIXTURES = new URL("../../fixtures/email/", import.meta.url).pathname;
const encode = (text: string) => new TextEncoder().encode(text.replace(/\n/g, "\r\n"));

const HEADERS = `From: Jane Doe <jane@example.com>
To: Team: alpha@example.com, Bob <bob@example.com>;, carol@example.com
Cc: "Doe, John" <john@example.com>
Bcc: secret@example.com
Subject: =?UTF-8?B?UXVhcnRlcmx5IHVwZGF0ZSDinJM=?=
Message-ID: <abc.123@mail.example.com>
Date: Tue, 02 Jan 2024 10:00:00 +0000
MIME-Version: 1.0`;

const ALTERNATIVE = `${HEADERS}
Content-Type: multipart/alternative; boundary="alt"

--alt
Content-Type: text/plain; charset="UTF-8"

Hello team,

The quarterly numbers are in and they look better than we expected.

- Revenue is up
- Costs are down

--alt
Content-Type: text/html; charset="UTF-8"

<p>The HTML version, which is partitioned by default.</p>
--alt--
`;

const HTML_ONLY = `${HEADERS}
Content-Type: text/html; charset="UTF-8"

<h1>Launch Plan</h1><p>We will ship the new release next week.</p><ul><li>Docs</li><li>Tests</li></ul>
`;

const WITH_ATTACHMENTS = `${HEADERS}
Content-Type: multipart/mixed; boundary="mix"

--mix
Content-Type: multipart/related; boundary="rel"

--rel
Content-Type: text/html; charset="UTF-8"

<p>See the attached notes about the project.</p>
--rel
Content-Type: image/png
Content-ID: <logo>
Content-Transfer-Encoding: base64

iVBORw0KGgo=
--rel--
--mix
Content-Type: text/plain; name="notes.txt"
Content-Disposition: attachment; filename="notes.txt"

The attachment says the meeting moved to Friday.
--mix
Content-Type: application/octet-stream
Content-Disposition: attachment; filename="blob.bin"
Content-Transfer-Encoding: base64

AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=
--mix
Content-Type: application/pkcs7-signature; name="smime.p7s"
Content-Disposition: attachment; filename="smime.p7s"

<SIGNATURE>
--mix--
`;

const EMAIL_METADATA = {
  sent_from: ["Jane Doe <jane@example.com>"],
  sent_to: ["alpha@example.com", "Bob <bob@example.com>", "carol@example.com"],
  cc_recipient: ['"Doe, John" <john@example.com>'],
  bcc_recipient: ["secret@example.com"],
  subject: "Quarterly update ✓",
  email_message_id: "abc.123@mail.example.com",
};

function context(
  data: Uint8Array,
  embedded: FormatContext["partitionEmbedded"] = async () => [],
  fields: Record<string, unknown> = {},
): FormatContext {
  return {
    data,
    filename: "mail.eml",
    fileType: { name: "eml" } as FormatContext["fileType"],
    params: parsePartitionParameters(fields),
    limits: DEFAULT_LIMITS,
    partitionEmbedded: embedded,
  };
}

const texts = (drafts: Draft[]) => drafts.map((d) => [d.type, d.text]);

describe("eml messages", () => {
  it("partitions the HTML body by default, as the reference's content_source does", async () => {
    const drafts = await partitionEmail(context(encode(ALTERNATIVE)));
    expect(texts(drafts)).toEqual([["NarrativeText", "The HTML version, which is partitioned by default."]]);
    for (const draft of drafts) expect(draft.metadata).toMatchObject(EMAIL_METADATA);
  });

  it("partitions the plain body with content_source=text/plain and sets the message's metadata", async () => {
    const drafts = await partitionEmail(
      context(encode(ALTERNATIVE), async () => [], { content_source: "text/plain" }),
    );
    expect(texts(drafts)).toEqual([
      ["UncategorizedText", "Hello team,"],
      ["NarrativeText", "The quarterly numbers are in and they look better than we expected."],
      ["ListItem", "Revenue is up"],
      ["ListItem", "Costs are down"],
    ]);
    for (const draft of drafts) expect(draft.metadata).toMatchObject(EMAIL_METADATA);
  });

  it("partitions the HTML body when there is no plain one", async () => {
    const drafts = await partitionEmail(context(encode(HTML_ONLY)));
    expect(texts(drafts)).toEqual([
      ["Title", "Launch Plan"],
      ["NarrativeText", "We will ship the new release next week."],
      ["ListItem", "Docs"],
      ["ListItem", "Tests"],
    ]);
    expect(drafts.every((d) => d.metadata.subject === "Quarterly update ✓")).toBe(true);
  });

  it("partitions attachments as documents of their own and skips what cannot be partitioned", async () => {
    const elements = await partition({ data: encode(WITH_ATTACHMENTS), filename: "mail.eml" });
    expect(
      elements.map((e) => [e.type, e.text, e.metadata.filename, e.metadata.attached_to_filename]),
    ).toEqual([
      ["NarrativeText", "See the attached notes about the project.", "mail.eml", undefined],
      // Every element names the upload, as the reference service does; attached_to_filename marks the attachment.
      ["NarrativeText", "The attachment says the meeting moved to Friday.", "mail.eml", "mail.eml"],
    ]);
    expect(elements[0]?.metadata).toMatchObject({ ...EMAIL_METADATA, filetype: "message/rfc822" });
    expect(elements[1]?.metadata.sent_from).toBeUndefined();
    expect(elements[1]?.metadata.filetype).toBe("text/plain");
  });

  it("chunks each attachment on its own, as the reference's test_partition_email_chunks_attachments_too", async () => {
    const chunks = await partition(
      { data: encode(WITH_ATTACHMENTS), filename: "mail.eml" },
      parsePartitionParameters({ chunking_strategy: "by_title" }),
    );
    expect(chunks.map((c) => [c.type, c.text, c.metadata.attached_to_filename])).toEqual([
      ["CompositeElement", "See the attached notes about the project.", undefined],
      ["CompositeElement", "The attachment says the meeting moved to Friday.", "mail.eml"],
    ]);
  });

  it("hands attachments to the pipeline with their names and media types", async () => {
    const seen: [string, string | undefined, number][] = [];
    await partitionEmail(
      context(encode(WITH_ATTACHMENTS), async (data, name, type) => {
        seen.push([name, type, data.length]);
        return [];
      }),
    );
    expect(seen.map(([name, type]) => [name, type])).toEqual([
      ["notes.txt", "text/plain"],
      ["blob.bin", "application/octet-stream"],
    ]);
    expect(seen[1]?.[2]).toBe(32);
  });

  it("reads messages saved as UTF-16, with and without a byte-order mark", async () => {
    const expected = texts(await partitionEmail(context(encode(ALTERNATIVE))));
    const text = ALTERNATIVE.replace(/\n/g, "\r\n");
    const le = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, "utf16le"))]);
    const be = new Uint8Array(Buffer.from(text, "utf16le").swap16());
    expect(texts(await partitionEmail(context(le)))).toEqual(expected);
    expect(texts(await partitionEmail(context(be)))).toEqual(expected);
    const viaPipeline = await partition({ data: le, filename: "mail.eml", contentType: "message/rfc822" });
    expect(viaPipeline.map((e) => [e.type, e.text])).toEqual(expected);
  });

  it("formats addresses as Python's formataddr does", () => {
    expect(formatAddress("Jane Doe", "jane@example.com")).toBe("Jane Doe <jane@example.com>");
    expect(formatAddress("Doe, Jane", "jane@example.com")).toBe('"Doe, Jane" <jane@example.com>');
    expect(formatAddress('Say "hi"', "a@b.c")).toBe('"Say \\"hi\\"" <a@b.c>');
    expect(formatAddress("", "a@b.c")).toBe("a@b.c");
  });

  it("gives ids, languages and the message media type through the pipeline", async () => {
    const elements = await partition(
      { data: encode(ALTERNATIVE), filename: "mail.eml" },
      parsePartitionParameters({}),
    );
    expect(elements.every((e) => /^[0-9a-f]{32}$/.test(e.element_id))).toBe(true);
    expect(elements[0]?.metadata.languages).toEqual(["eng"]);
    expect(elements[0]?.metadata.filetype).toBe("message/rfc822");
  });

  it("gives nothing for a message without a body, and a typed error for binary data", async () => {
    expect(await partitionEmail(context(encode(`${HEADERS}\nContent-Type: text/plain\n\n`)))).toEqual([]);
    const binary = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 256);
    await expectElementsOrEngineError(() => partition({ data: binary, filename: "junk.eml" }), "binary .eml");
  });
});

const corpus = corpusDir();

describe.runIf(corpus)("eml corpus", () => {
  const files = corpus
    ? [
        ...readdirSync(join(corpus, "example-docs", "eml")).map((f) =>
          join(corpus, "example-docs", "eml", f),
        ),
        ...readdirSync(join(corpus, "example-docs"))
          .filter((f) => f.endsWith(".eml"))
          .map((f) => join(corpus, "example-docs", f)),
        ...readdirSync(join(corpus, "api-sample-docs"))
          .filter((f) => f.endsWith(".eml"))
          .map((f) => join(corpus, "api-sample-docs", f)),
        join(corpus, "example-docs", "language-docs", "eng_spa_mult.eml"),
      ].filter((f) => /\.(eml|p7s)$/.test(f))
    : [];

  it.each(files)("partitions %s within 10 s", async (file) => {
    await expectElementsOrEngineError(
      () => partition({ data: readFileSync(file), filename: file.split("/").pop() }),
      file,
      10_000,
    );
  });

  it("reads fake-email.eml as the reference's test expects (its HTML body)", async () => {
    const path = corpusPath("example-docs", "eml", "fake-email.eml") as string;
    const elements = await partition({ data: readFileSync(path), filename: "fake-email.eml" });
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ["NarrativeText", "This is a test email to use for unit tests."],
      ["UncategorizedText", "Important points:"],
      ["ListItem", "Roses are red"],
      ["ListItem", "Violets are blue"],
    ]);
    expect(elements[0]?.metadata).toMatchObject({
      sent_from: ["Matthew Robinson <mrobinson@unstructured.io>"],
      sent_to: ["NotMatthew <NotMatthew@notunstructured.com>"],
      subject: "Test Email",
      email_message_id: "CADc-_xaLB2FeVQ7mNsoX+NJb_7hAJhBKa_zet-rtgPGenj0uVw@mail.gmail.com",
    });
  });

  it("keeps the reference service's fourth element of family-day.eml", async () => {
    const path = corpusPath("example-docs", "eml", "family-day.eml") as string;
    const elements = await partition({ data: readFileSync(path), filename: "family-day.eml" });
    expect(elements[3]?.text).toBe("Make sure to RSVP!");
  });
});

describe("eml robustness", () => {
  it("gives elements or typed errors for 250 corrupted copies of a real message", async () => {
    const original = new Uint8Array(readFileSync(join(FIXTURES, "fake-email-attachment.eml")));
    const outcomes = { elements: 0, error: 0 };
    for (const [i, variant] of mutations(original, 250, 47).entries()) {
      const outcome = await expectElementsOrEngineError(
        () => partition({ data: variant.data, filename: "fake-email-attachment.eml" }),
        `variant ${i} (${variant.kind})`,
      );
      outcomes[outcome]++;
    }
    expect(outcomes.elements).toBeGreaterThan(0);
  });

  it("survives deeply nested multiparts", async () => {
    const depth = 2000;
    let body = "Content-Type: text/plain\n\ninnermost\n";
    for (let i = 0; i < depth; i++)
      body = `Content-Type: multipart/mixed; boundary="b${i}"\n\n--b${i}\n${body}--b${i}--\n`;
    await expectElementsOrEngineError(
      () => partition({ data: encode(`From: a@b.c\nSubject: deep\n${body}`), filename: "deep.eml" }),
      "deep nesting",
    );
  });
});
