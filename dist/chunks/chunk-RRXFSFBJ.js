import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{existsSync}from"node:fs";import{fileURLToPath,pathToFileURL}from"node:url";function workerScript(place){let given=globalThis[place.symbol];if(typeof given=="string"||given instanceof URL){let url=given instanceof URL?given:given.startsWith("file:")?new URL(given):pathToFileURL(given);return{url,sources:url.pathname.endsWith(".ts")}}if(import.meta.url.endsWith(".ts"))return{url:place.source,sources:!0};for(let name of[`./${place.bundleName}`,`../${place.bundleName}`]){let url=new URL(name,import.meta.url);if(existsSync(fileURLToPath(url)))return{url,sources:!1}}}var SOURCES_BOOTSTRAP=`
const { registerHooks } = require("node:module");
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!/^\\.\\.?\\//.test(specifier) || !specifier.endsWith(".js")) throw error;
      return nextResolve(specifier.slice(0, -3) + ".ts", context);
    }
  },
});
import(require("node:worker_threads").workerData.script);
`;function startWorker(script,options){let{Worker}=process.getBuiltinModule("node:worker_threads"),workerData={...options.workerData,script:script.url.href};return script.sources?new Worker(SOURCES_BOOTSTRAP,{...options,workerData,eval:!0}):new Worker(script.url,{...options,workerData})}function isMainThread(){return process.getBuiltinModule("node:worker_threads").isMainThread}export{workerScript,startWorker,isMainThread};
