// DOCX partitioning against mammoth's extractRawText on handbook-872p.docx (872 pages, 5 MB of body
// XML), measured in the same run: a warm-up of each, then five rounds that alternate the two so both
// see the same machine load, and the median of each. docflow produces full elements (types, tables,
// headers, ids, languages); mammoth only the raw text. ratio = mammoth's time over docflow's, so above
// 1 docflow is faster; the goal is 2×. It reports; it never fails on time.
import { readFileSync } from "node:fs";
import mammoth from "mammoth";
import { parsePartitionParameters } from "../src/contract/partition.js";
import { partition } from "../src/engine/partition.js";
import { corpusFile, measureAlternating, resultLine } from "./measure.js";

export async function runDocxBench(): Promise<string[]> {
  const file = corpusFile("example-docs", "handbook-872p.docx");
  if (!file) return ["handbook-872p.docx (docx vs mammoth): skipped, the corpus is not present"];
  const data = readFileSync(file);
  const params = parsePartitionParameters({});

  let elements = 0;
  const [docflow, anchor] = await measureAlternating([
    async () => {
      elements = (await partition({ data, filename: "handbook-872p.docx" }, params)).length;
    },
    () => mammoth.extractRawText({ buffer: data }),
  ]);
  return [resultLine(`handbook-872p.docx (${elements} el.) vs mammoth`, docflow, anchor)];
}
