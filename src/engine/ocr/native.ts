// The native backend: Debian's (or any) `tesseract` command on PATH. One process per image, the image on
// its standard input and TSV on its standard output, with OpenMP held to one thread: on a small machine
// tesseract's own threads make it slower (11 s against 4.6 s for a 300-dpi page on 2 cores), and the
// engine gets its parallelism from running several pages at once instead.
import { execFile } from "node:child_process";

const COMMAND = process.env.DOCFLOW_TESSERACT ?? "tesseract";
/** One page, however dense, is done in well under a minute here; past this it is stuck. */
const PAGE_TIMEOUT_MS = Number(process.env.DOCFLOW_OCR_TIMEOUT_MS) || 180_000;
/** TSV of a dense 600-dpi page is about 1 MB; more than this is not a page. */
const MAX_OUTPUT_BYTES = 64 * 1024 * 1024;

export class NativeOcrError extends Error {}

function run(args: string[], input: Uint8Array | undefined, timeout: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      COMMAND,
      args,
      {
        env: { ...process.env, OMP_THREAD_LIMIT: "1" },
        timeout,
        killSignal: "SIGKILL",
        maxBuffer: MAX_OUTPUT_BYTES,
        encoding: "utf8",
        windowsHide: true,
      },
      (error, stdout, stderr) => {
        if (error) {
          const detail = String(stderr).trim().split("\n").slice(-3).join(" ");
          const why = error.killed ? `timed out after ${timeout} ms` : error.message.split("\n")[0];
          reject(new NativeOcrError(`tesseract failed: ${why}${detail ? ` (${detail})` : ""}`));
          return;
        }
        resolve(String(stdout));
      },
    );
    // The process may exit (a bad image) before it has read all of its input.
    child.stdin?.on("error", () => {});
    child.stdin?.end(input);
  });
}

let probe: Promise<string[] | undefined> | undefined;

/** The languages of the `tesseract` command on PATH, or undefined when there is no such command. */
export function nativeLanguages(): Promise<string[] | undefined> {
  probe ??= run(["--list-langs"], undefined, 15_000).then(
    (out) =>
      out
        .split("\n")
        .slice(1)
        .map((line) => line.trim())
        .filter((code) => /^[A-Za-z_]+$/.test(code) && code !== "osd" && code !== "equ"),
    () => undefined,
  );
  return probe;
}

let version: Promise<string> | undefined;

/** "tesseract 5.3.0 (native)": the command's version, as the request log and verbose output name it. */
export function nativeEngineName(): Promise<string> {
  version ??= run(["--version"], undefined, 15_000).then(
    (out) => /tesseract\s+v?([\w.-]+)/i.exec(out)?.[1] ?? "unknown version",
    () => "unknown version",
  );
  return version.then((v) => `tesseract ${v} (native)`);
}

/**
 * Recognises one image (any format leptonica reads; docflow sends PNG or JPEG) and returns its TSV. With
 * `tessdata`, the models are read from that folder (docflow's, the ones tesseract.js reads), else from the
 * command's own. Page segmentation 3
 * (automatic) unless told, and LSTM only (engine mode 1), as the tesseract.js backend runs.
 */
export function recognizeNative(
  image: Uint8Array,
  codes: readonly string[],
  tessdata?: string | undefined,
  dpi?: number | undefined,
  psm = 3,
): Promise<string> {
  const models = tessdata ? ["--tessdata-dir", tessdata] : [];
  // The image's true resolution: without it Tesseract guesses (often wrongly for rendered pages).
  const resolution = dpi === undefined ? [] : ["--dpi", String(Math.round(dpi))];
  // TSV through the variable, not the `tsv` config file: a --tessdata-dir folder has no configs/.
  const args = [
    "stdin",
    "-",
    ...models,
    "-l",
    codes.join("+"),
    "--psm",
    String(psm),
    "--oem",
    "1",
    ...resolution,
  ];
  return run([...args, "-c", "tessedit_create_tsv=1"], image, PAGE_TIMEOUT_MS);
}
