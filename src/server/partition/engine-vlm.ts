// The engine's part of a `vlm` partition: the workflow's vlm node and the Partition endpoint's strategy=vlm
// both call a model through workflows/ code, which may not import the engine; the server hands it these.
import { assignIds } from "../../engine/elements/ids.js";
import { partition } from "../../engine/partition.js";
import { renderPages } from "../../engine/render-pages.js";
import type { ModelClients, VlmPartitionDeps } from "../../workflows/nodes/index.js";

/**
 * What a `vlm` partitioner needs from the engine: pages rendered as PNG, the model's HTML partitioned,
 * element ids. Shared by the workflow's partition `vlm` node and the Partition endpoint's strategy=vlm.
 */
export function engineVlmDeps(
  providers: ModelClients,
): Pick<VlmPartitionDeps, "providers" | "assignIds" | "renderPages" | "htmlToElements"> {
  return {
    providers,
    assignIds,
    renderPages: (file, { skipPages }, signal) =>
      renderPages(
        { data: file.data, filename: file.filename, contentType: file.content_type ?? undefined },
        { skipPages, signal },
      ),
    htmlToElements: async (html) => {
      const elements = await partition({
        data: Buffer.from(html, "utf8"),
        filename: "page.html",
        contentType: "text/html",
      });
      // The type is the document's (the vlm node sets it when the upload named one), not page.html's.
      for (const element of elements) delete element.metadata.filetype;
      return elements;
    },
  };
}
