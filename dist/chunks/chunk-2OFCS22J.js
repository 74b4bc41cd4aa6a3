import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// src/engine/formats/html-escape.ts
var SPECIAL_CHARACTERS = /[&<>"']/;
var SPECIAL_CHARACTERS_ALL = /[&<>"']/g;
var ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;"
};
function escapeHtml(text) {
  return SPECIAL_CHARACTERS.test(text) ? text.replace(SPECIAL_CHARACTERS_ALL, (c) => ESCAPES[c]) : text;
}

export {
  escapeHtml
};
