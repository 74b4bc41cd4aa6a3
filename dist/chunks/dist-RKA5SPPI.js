import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
import{require_dist2 as require_dist}from"./chunk-IVESXSNS.js";import"./chunk-UOSTWNBD.js";import"./chunk-KPN4OOPF.js";export default require_dist();
