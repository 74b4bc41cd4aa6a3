// Small forms are read without busboy (src/server/http/simple-multipart.ts). Whatever that reader
// answers must be what busboy — the one @fastify/multipart runs — reads from the same bytes; a form it
// does not read exactly goes to busboy, through the server as through the parser.
import { createRequire } from "node:module";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  parseSimpleMultipart,
  type SimplePart,
  simpleBoundary,
} from "../../src/server/http/simple-multipart.js";
import { MULTIPART_LIMITS } from "../../src/server/http/upload.js";
import { elementsOf, post, rawMultipart, startTestServer, type TestServer } from "./helpers.js";

// busboy as the multipart plugin resolves it.
const fromPlugin = createRequire(createRequire(import.meta.url).resolve("@fastify/multipart"));
const Busboy = fromPlugin("@fastify/busboy") as (options: unknown) => NodeJS.WritableStream & {
  on(event: string, listener: (...args: never[]) => void): unknown;
};

const LIMITS = { ...MULTIPART_LIMITS, files: 10 };

interface Read {
  fieldname: string;
  filename: string | undefined;
  mimetype: string;
  value: string;
}

/** What busboy reads from `body`: the parts in order (file bytes as latin1 text), or its error. */
function busboyParts(body: Buffer, contentType: string): Promise<Read[] | Error> {
  return new Promise((resolve) => {
    const parts: Read[] = [];
    let parser: ReturnType<typeof Busboy>;
    try {
      parser = Busboy({ headers: { "content-type": contentType }, limits: LIMITS });
    } catch (error) {
      resolve(error as Error);
      return;
    }
    parser.on("file", ((
      fieldname: string,
      file: Readable,
      filename: string,
      _enc: string,
      mimetype: string,
    ) => {
      const read: Read = { fieldname, filename, mimetype, value: "" };
      parts.push(read);
      file.on("data", (chunk: Buffer) => {
        read.value += chunk.toString("latin1");
      });
    }) as never);
    parser.on("field", ((fieldname: string, value: string) => {
      parts.push({ fieldname, filename: undefined, mimetype: "text/plain", value });
    }) as never);
    parser.on("finish", () => resolve(parts));
    parser.on("error", ((error: Error) => resolve(error)) as never);
    Readable.from([body]).pipe(parser);
  });
}

const simpleRead = (parts: SimplePart[]): Read[] =>
  parts.map((part) => ({
    fieldname: part.fieldname,
    filename: part.filename,
    mimetype: part.filename === undefined ? "text/plain" : part.mimetype,
    value: typeof part.value === "string" ? part.value : part.value.toString("latin1"),
  }));

/** A form as undici's FormData writes it: its bytes and content type. */
async function encoded(form: FormData): Promise<[Buffer, string]> {
  const response = new Response(form);
  return [Buffer.from(await response.arrayBuffer()), response.headers.get("content-type") as string];
}

const B = "formboundary42";
const TYPE = `multipart/form-data; boundary=${B}`;
const text = (s: string) => Buffer.from(s, "latin1");

describe("the small-form reader against busboy", () => {
  it("reads forms written by fetch's FormData exactly as busboy does", async () => {
    const forms: FormData[] = [];
    const one = new FormData();
    one.append(
      "files",
      new Blob(["Quarterly Report\n\nRevenue grew.\n"], { type: "text/plain" }),
      "memo.txt",
    );
    forms.push(one);
    const many = new FormData();
    many.append("strategy", "hi_res");
    many.append("languages", "eng");
    many.append("languages", "fra");
    many.append("coordinates", "true");
    many.append("note", "élan — ünïcode ✓");
    many.append("empty", "");
    many.append("files", new Blob([new Uint8Array([0, 13, 10, 45, 45, 255, 1])]), "bytes.bin");
    many.append("files", new Blob(["<p>Hi</p>"], { type: "Text/HTML" }), "page.html");
    forms.push(many);
    for (const form of forms) {
      const [body, type] = await encoded(form);
      const boundary = simpleBoundary(type);
      expect(boundary, type).toBeDefined();
      const simple = parseSimpleMultipart(body, boundary as string, LIMITS);
      expect(simple, body.toString("latin1")).toBeDefined();
      expect(simpleRead(simple as SimplePart[])).toEqual(await busboyParts(body, type));
    }
  });

  it("answers the same parts as busboy, or none, for forms written by hand", async () => {
    const part = (headers: string, data: string) => `--${B}\r\n${headers}\r\n\r\n${data}\r\n`;
    const file = 'Content-Disposition: form-data; name="files"; filename="a.txt"';
    const cases: [string, string][] = [
      ["plain", `${part(file, "one\r\ntwo")}--${B}--\r\n`],
      ["no final CRLF", `${part(file, "x")}--${B}--`],
      ["header names in any case", `${part('CONTENT-disposition: form-data; name="f"', "v")}--${B}--\r\n`],
      [
        "a field then a file",
        `${part('Content-Disposition: form-data; name="strategy"', "fast")}${part(`${file}\r\nContent-Type: text/plain`, "x")}--${B}--\r\n`,
      ],
      [
        "boundary-like lines in the data",
        `${part(file, `line\r\n-${B}\r\n--${B.slice(1)}\r\n${B}--`)}--${B}--\r\n`,
      ],
      ["data that opens with the boundary", `${part(file, `--${B}x\r\n`)}--${B}--\r\n`],
      ["a preamble", `preamble\r\n${part(file, "x")}--${B}--\r\n`],
      ["an epilogue", `${part(file, "x")}--${B}--\r\nepilogue`],
      [
        "a quoted-pair filename",
        `${part('Content-Disposition: form-data; name="files"; filename="a\\"b.txt"', "x")}--${B}--\r\n`,
      ],
      [
        "filename*",
        `${part("Content-Disposition: form-data; name=\"files\"; filename*=UTF-8''%C3%A9.txt", "x")}--${B}--\r\n`,
      ],
      [
        "a path in the filename",
        `${part('Content-Disposition: form-data; name="files"; filename="dir/a.txt"', "x")}--${B}--\r\n`,
      ],
      [
        "an empty filename",
        `${part('Content-Disposition: form-data; name="files"; filename=""', "x")}--${B}--\r\n`,
      ],
      [
        "a media type with a charset",
        `${part(`${file}\r\nContent-Type: text/plain; charset=utf-8`, "x")}--${B}--\r\n`,
      ],
      [
        "a field with a media type",
        `${part('Content-Disposition: form-data; name="f"\r\nContent-Type: application/json', "{}")}--${B}--\r\n`,
      ],
      ["another header", `${part(`${file}\r\nContent-Transfer-Encoding: binary`, "x")}--${B}--\r\n`],
      [
        "a folded header",
        `${part(`Content-Disposition: form-data;\r\n name="files"; filename="a.txt"`, "x")}--${B}--\r\n`,
      ],
      [
        "a latin-1 filename",
        `${part('Content-Disposition: form-data; name="files"; filename="\xe9.txt"', "x")}--${B}--\r\n`,
      ],
      ["no disposition", `${part("Content-Type: text/plain", "x")}--${B}--\r\n`],
      [
        "unquoted name",
        `${part("Content-Disposition: form-data; name=files; filename=a.txt", "x")}--${B}--\r\n`,
      ],
      ["garbage after a delimiter", `${part(file, "x")}--${B}junk\r\n--${B}--\r\n`],
      ["unterminated", part(file, "x")],
      ["__proto__ as a name", `${part('Content-Disposition: form-data; name="__proto__"', "x")}--${B}--\r\n`],
    ];
    let read = 0;
    for (const [name, body] of cases) {
      const simple = parseSimpleMultipart(text(body), B, LIMITS);
      if (simple === undefined) continue;
      read++;
      expect(simpleRead(simple), name).toEqual(await busboyParts(text(body), TYPE));
    }
    // The plain ones are read here; the unusual ones go to busboy.
    expect(read).toBe(5);
    expect(cases.length).toBe(22);
  });

  it("leaves forms past a limit to busboy", () => {
    const fields = Array.from(
      { length: 3 },
      (_, i) => `--${B}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nv\r\n`,
    );
    const body = text(`${fields.join("")}--${B}--\r\n`);
    expect(parseSimpleMultipart(body, B, { ...LIMITS, fields: 3 })).toHaveLength(3);
    expect(parseSimpleMultipart(body, B, { ...LIMITS, fields: 2 })).toBeUndefined();
    expect(parseSimpleMultipart(body, B, { ...LIMITS, parts: 2 })).toBeUndefined();
    expect(parseSimpleMultipart(body, B, { ...LIMITS, fieldSize: 0 })).toBeUndefined();
  });

  it("reads only plainly written boundaries", () => {
    expect(simpleBoundary(`multipart/form-data; boundary=${B}`)).toBe(B);
    expect(simpleBoundary('Multipart/Form-Data;boundary="a b"')).toBe("a b");
    expect(simpleBoundary(`multipart/form-data; boundary=${B}; charset=utf-8`)).toBeUndefined();
    expect(simpleBoundary(`multipart/mixed; boundary=${B}`)).toBeUndefined();
    expect(simpleBoundary(undefined)).toBeUndefined();
  });
});

describe("small forms the reader leaves to busboy, through the server", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ workers: 1 });
  }, 60_000);
  afterAll(() => server?.close());

  const memo = "Quarterly Report\n\nRevenue grew by ten percent.\n";
  const forms: [string, Buffer][] = [
    [
      "a media type with a charset",
      rawMultipart(B, [
        { name: "files", filename: "memo.txt", type: "text/plain; charset=utf-8", data: memo },
      ]),
    ],
    [
      "a quoted-pair filename",
      rawMultipart(B, [{ name: "files", filename: 'me\\"mo.txt', type: "text/plain", data: memo }]),
    ],
    [
      "a preamble",
      Buffer.concat([
        text("ignored\r\n"),
        rawMultipart(B, [{ name: "files", filename: "memo.txt", type: "text/plain", data: memo }]),
      ]),
    ],
    [
      "plainly written",
      rawMultipart(B, [
        { name: "strategy", data: "fast" },
        { name: "files", filename: "memo.txt", type: "text/plain", data: memo },
      ]),
    ],
  ];
  for (const [name, body] of forms) {
    it(`${name}: partitioned, the connection kept`, async () => {
      for (let i = 0; i < 3; i++) {
        const answer = await post(server.endpoint, body, { "content-type": TYPE });
        expect(answer.status, answer.text).toBe(200);
        const elements = elementsOf(answer);
        expect(elements.map((element) => element.text)).toEqual([
          "Quarterly Report",
          "Revenue grew by ten percent.",
        ]);
        expect(elements[0]?.metadata.filename).toMatch(/^me"?mo\.txt$/);
      }
    }, 30_000);
  }
});
