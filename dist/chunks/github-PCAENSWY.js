import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{context,getOctokit}from"./chunk-MCRDQFYC.js";import"./chunk-HDP2BEMJ.js";import"./chunk-KPN4OOPF.js";export{context,getOctokit};
