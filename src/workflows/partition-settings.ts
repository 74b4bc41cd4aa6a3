// A Partitioner node of subtype service_api (alias unstructured_api) runs the same partitioning as the
// Partition endpoint; its settings are that endpoint's form fields under the Workflow endpoint's names.
// This maps one onto the other through the contract, so the defaults and the checks are the endpoint's.
import type { PartitionParameters } from "../contract/partition.js";
import { parsePartitionParameters } from "../contract/partition.js";
import { ContractValidationError } from "../contract/validation.js";

export interface PartitionPlan {
  params: PartitionParameters;
  /** Element types the node drops from its output (`exclude_elements`). */
  exclude: ReadonlySet<string>;
}

/** Node settings with the same name and meaning as a Partition form field. */
const SAME_NAME = [
  "strategy",
  "include_page_breaks",
  "pdf_infer_table_structure",
  "xml_keep_tags",
  "encoding",
  "extract_image_block_types",
  "coordinates",
  "unique_element_ids",
] as const;

/** The partition parameters of a node; throws an Error naming the setting when one is unusable. */
export function partitionPlanFromNode(settings: Record<string, unknown> | null | undefined): PartitionPlan {
  const given = settings ?? {};
  const form: Record<string, unknown> = {};
  for (const name of SAME_NAME) {
    if (given[name] !== undefined && given[name] !== null) form[name] = given[name];
  }
  // The node calls the OCR languages by their old name; the endpoint's current field is `languages`.
  if (Array.isArray(given.ocr_languages) && given.ocr_languages.length > 0)
    form.languages = given.ocr_languages;
  // infer_table_structure=false asks for tables without HTML structure, whatever the document type.
  if (given.infer_table_structure === false) form.pdf_infer_table_structure = false;
  let params: PartitionParameters;
  try {
    params = parsePartitionParameters(form);
  } catch (error) {
    if (!(error instanceof ContractValidationError)) throw error;
    const problems = error.detail.map((item) => {
      const field = item.loc.at(-1);
      return `settings.${String(field)}: ${item.msg} (got ${JSON.stringify(item.input ?? given[String(field)])})`;
    });
    throw new Error(`invalid partition settings: ${problems.join("; ")}`);
  }
  const exclude = new Set<string>(
    Array.isArray(given.exclude_elements)
      ? given.exclude_elements.filter((item): item is string => typeof item === "string")
      : [],
  );
  return { params, exclude };
}
