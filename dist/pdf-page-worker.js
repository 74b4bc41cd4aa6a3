import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{enableCompileCache}from"node:module";enableCompileCache();await import("./chunks/page-worker-4KD6UBAS.js");
