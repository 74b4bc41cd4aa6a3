import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
async function fetchOcrModels(languages){return(await import("./ocr-EBJ4UK5W.js")).fetchOcrModels(languages)}export{fetchOcrModels};
