import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url); const __docflowModuleUrl = import.meta.url;
function indentOf(line){let i=0;for(;line.charCodeAt(i)===32;)i++;return i}export{indentOf};
