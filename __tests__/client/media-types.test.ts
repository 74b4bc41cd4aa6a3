// The client labels uploads from the contract's file-type table, the one the engine detects types by.
import { describe, expect, it } from "vitest";
import { mediaTypeFor } from "../../src/client/files.js";
import { fileTypeFromName } from "../../src/contract/file-types.js";

describe("mediaTypeFor", () => {
  it("gives every extension of the table its type's media type", () => {
    for (const name of [
      "a.gif",
      "a.webp",
      "a.ndjson",
      "a.heif",
      "a.heic",
      "a.tsv",
      "a.markdown",
      "a.yml",
      "a.pdf",
    ]) {
      expect(mediaTypeFor(`docs/${name}`), name).toBe(fileTypeFromName(name)?.mimeType);
    }
    expect(mediaTypeFor("a.ndjson")).toBe("application/x-ndjson");
  });

  it("sends gzip as gzip, and what the service does not partition as bytes to sniff", () => {
    expect(mediaTypeFor("report.pdf.gz")).toBe("application/gzip");
    expect(mediaTypeFor("bundle.zip")).toBe("application/octet-stream");
    expect(mediaTypeFor("no-extension")).toBe("application/octet-stream");
    expect(mediaTypeFor("dir.v2/README")).toBe("application/octet-stream");
  });
});
