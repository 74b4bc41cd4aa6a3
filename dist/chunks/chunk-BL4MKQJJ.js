import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
function errorMessage(error){if(error instanceof Error)return error.message;if(typeof error=="string")return error;try{return JSON.stringify(error)??String(error)}catch{return String(error)}}export{errorMessage};
