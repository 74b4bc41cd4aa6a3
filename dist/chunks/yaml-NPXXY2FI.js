import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{require_dist}from"./chunk-6S3EEUUV.js";import{__toESM}from"./chunk-KPN4OOPF.js";var import_yaml=__toESM(require_dist(),1);var export_parseYaml=import_yaml.parse;export{export_parseYaml as parseYaml};
