#!/usr/bin/env node
import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{enableCompileCache}from"node:module";enableCompileCache();var{runCli}=await import("./chunks/program-CDOSSPRL.js");process.exitCode=await runCli(process.argv);
