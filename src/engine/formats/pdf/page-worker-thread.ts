// The bundled page worker's entry (dist/pdf-page-worker.js): a worker thread does not share the main
// thread's compile cache, so it turns Node's on before loading the worker and the engine it runs, which
// it would otherwise compile again in every thread (a tenth of a second of CPU per thread).
import { enableCompileCache } from "node:module";

enableCompileCache();
await import("./page-worker.js");
