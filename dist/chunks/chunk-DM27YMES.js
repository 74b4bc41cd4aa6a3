import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
var DEFAULT_LIMITS={maxUncompressedBytes:209715200,maxArchiveEntries:1e4,maxExpansionRatio:100,maxElements:2e5,maxCharacters:64e6,maxPages:2e4,maxImagePixels:1e8,maxDecodedBytes:536870912};export{DEFAULT_LIMITS};
