// The bundled orig_elements worker's entry (dist/orig-elements-worker.js): Node's compile cache first (a
// worker thread does not share the main thread's), then the worker.
import { enableCompileCache } from "node:module";

enableCompileCache();
await import("./orig-elements-worker.js");
