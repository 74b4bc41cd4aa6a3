// What the bundled CLI loads to partition a one-line text file: the bundle files it imports (mapped to the
// sources and packages in them) and the Node built-ins it compiles. A text file's start-up must not load
// the server, the Workflow client or store, the connectors, the HTTP client, OCR, PDFium, chunking or
// zod's schemas; the start-up a user pays before the first byte is read is what these cost (issue 30).
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { bundlePath } from "../helpers/dist.js";

/** Records each module the process loads, and at exit the built-ins Node compiled, into a JSON file. */
const RECORDER = `
import { writeFileSync } from "node:fs";
import { registerHooks } from "node:module";
const loaded = [];
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url);
    return nextLoad(url, context);
  },
});
process.on("exit", () => {
  writeFileSync(process.env.DOCFLOW_LOADED_FILE, JSON.stringify({ modules: loaded, builtins: process.moduleLoadList }));
});
`;

/** Sources and packages a text partition must not load (prefixes of the bundle's input paths). */
const NOT_FOR_TEXT = [
  "src/server/",
  "src/workflows/",
  // The client's error type is checked by the command line's error handling; the client itself is not loaded.
  "src/client/partition.ts",
  "src/client/http.ts",
  "src/client/workflow.ts",
  "src/client/split-pdf.ts",
  "src/as-code/load.ts",
  "src/engine/formats/pdf/",
  "src/engine/chunking/",
  "src/engine/ocr/index.ts",
  "src/engine/ocr/js.ts",
  "src/engine/ocr/native.ts",
  "node_modules/fastify/",
  "node_modules/piscina/",
  "node_modules/undici/",
  "node_modules/pdf-lib/",
  "node_modules/zod/",
  "node_modules/yaml/",
  "node_modules/sharp/",
  "node_modules/tesseract.js/",
  "node_modules/@embedpdf/",
  "node_modules/htmlparser2/",
  "node_modules/cfb/",
  "node_modules/fflate/",
];

/**
 * Built-ins a text partition has no use for (each is compiled at start-up when loaded). node:net and
 * node:tty are not among them: Node loads one of them for stderr, as a pipe or a terminal.
 */
const BUILTINS_NOT_FOR_TEXT = ["worker_threads", "zlib", "child_process", "http", "https"];

interface Loaded {
  modules: string[];
  builtins: string[];
}

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "docflow-startup-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function loadedBy(args: string[]): Promise<Loaded> {
  const recorder = join(dir, "recorder.mjs");
  await writeFile(recorder, RECORDER);
  const file = join(dir, "loaded.json");
  const child = spawn(process.execPath, ["--import", recorder, bundlePath("dist/cli.js"), ...args], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", DOCFLOW_LOADED_FILE: file },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const code = await new Promise((resolve) => child.on("close", resolve));
  expect(code, stderr).toBe(0);
  return JSON.parse(await readFile(file, "utf8")) as Loaded;
}

describe("docflow partition of a text file", () => {
  const inputsFile = inject("docflowDistInputs");

  it.skipIf(!inputsFile)(
    "loads none of the server, workflows, HTTP client, OCR, PDF or chunking code",
    async () => {
      await writeFile(join(dir, "memo.txt"), "Quarterly memo. Revenue grew four percent; costs fell two.\n");
      const loaded = await loadedBy(["partition", "memo.txt", "--out", "out"]);
      const inputs = JSON.parse(await readFile(inputsFile as string, "utf8")) as Record<string, string[]>;
      const distUrl = new URL(`file://${bundlePath("dist/cli.js")}`).href.replace(/cli\.js$/, "");
      const files = loaded.modules
        .filter((url) => url.startsWith(distUrl))
        .map((url) => url.slice(distUrl.length));
      expect(files).toContain("cli.js");
      const sources = files.flatMap((file) => {
        const held = inputs[file];
        if (!held) throw new Error(`${file} is not a bundle file of this build`);
        return held;
      });
      // The partition command and the text format did load (the check would be empty otherwise).
      expect(sources).toContain("src/cli/partition-command.ts");
      expect(sources).toContain("src/engine/formats/text.ts");
      expect(sources.filter((source) => NOT_FOR_TEXT.some((prefix) => source.startsWith(prefix)))).toEqual(
        [],
      );
      const builtins = loaded.builtins
        .filter((entry) => entry.startsWith("NativeModule "))
        .map((entry) => entry.slice("NativeModule ".length));
      expect(builtins.filter((name) => BUILTINS_NOT_FOR_TEXT.includes(name))).toEqual([]);
    },
  );

  it.skipIf(!inputsFile)("loads chunking only when asked to chunk", async () => {
    const loaded = await loadedBy(["partition", "memo.txt", "--out", "out", "--chunking-strategy", "basic"]);
    const inputs = JSON.parse(await readFile(inputsFile as string, "utf8")) as Record<string, string[]>;
    const sources = loaded.modules.flatMap((url) => {
      const at = url.lastIndexOf("/dist/");
      return at >= 0 ? (inputs[url.slice(at + "/dist/".length)] ?? []) : [];
    });
    expect(sources).toContain("src/engine/chunking/index.ts");
  });
});
