// HTML and plain text against the cheapest thing that could read them, in the same run:
// - example-10k.html: docflow's full elements vs a bare htmlparser2 DOM parse plus a walk that only
//   collects the text (goal: within 1.5× of it, i.e. ratio ≥ 0.67);
// - book-war-and-peace-1225p.txt: docflow's elements vs TextDecoder plus splitting on blank lines,
//   with docflow's MB/s.
import { readFileSync } from "node:fs";
import { DomUtils, parseDocument } from "htmlparser2";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { corpusFile, measureAlternating, resultLine } from "./measure.js";

const params = parsePartitionParameters({ languages: ["eng"] });

export async function runTextFormatsBench(): Promise<string[]> {
  const lines: string[] = [];
  const html = corpusFile("example-docs", "example-10k.html");
  if (html) {
    const data = readFileSync(html);
    const [docflow, anchor] = await measureAlternating([
      () => partition({ data, filename: "example-10k.html" }, params),
      async () => DomUtils.textContent(parseDocument(data.toString("utf8")).children),
    ]);
    lines.push(resultLine("example-10k.html vs htmlparser2 walk", docflow, anchor));
  } else {
    lines.push("example-10k.html: skipped, the corpus is not present");
  }
  const txt = corpusFile("example-docs", "book-war-and-peace-1225p.txt");
  if (txt) {
    const data = readFileSync(txt);
    const [docflow, anchor] = await measureAlternating([
      () => partition({ data, filename: "book-war-and-peace-1225p.txt" }, params),
      async () => new TextDecoder().decode(data).split(/\n\s*\n/),
    ]);
    const mbPerSecond = data.length / 1024 / 1024 / (docflow.medianMs / 1000);
    lines.push(
      `${resultLine("war-and-peace-1225p.txt vs decode+split", docflow, anchor)}  (${mbPerSecond.toFixed(1)} MB/s)`,
    );
  } else {
    lines.push("book-war-and-peace-1225p.txt: skipped, the corpus is not present");
  }
  return lines;
}
