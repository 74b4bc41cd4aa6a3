import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
var MAX_OCR_PIXELS=Number(process.env.DOCFLOW_MAX_IMAGE_PIXELS)||5e7,MAX_OCR_SIDE=32767;export{MAX_OCR_PIXELS,MAX_OCR_SIDE};
