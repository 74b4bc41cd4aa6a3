// Office documents printed to PDF by LibreOffice headless, as the structure bench and the PDF table tests
// take them.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { basename, extname, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Prints `input` to PDF in the folder `work` (`<name>.pdf` beside it) and returns the PDF's path. The
 * LibreOffice profile lives in `work` too: a user's running LibreOffice, or another run, cannot block it.
 */
export async function libreOfficePrint(input: string, work: string): Promise<string> {
  await run(
    "soffice",
    [
      `-env:UserInstallation=file://${join(work, "profile")}`,
      "--headless",
      "--convert-to",
      "pdf",
      "--outdir",
      work,
      input,
    ],
    { timeout: 180_000 },
  );
  const pdf = join(work, `${basename(input, extname(input))}.pdf`);
  if (!existsSync(pdf)) throw new Error(`LibreOffice made no PDF of ${basename(input)}`);
  return pdf;
}
