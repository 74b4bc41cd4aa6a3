import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// src/engine/output/csv.ts
function flatten(prefix, value, into) {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(prefix ? `${prefix}_${key}` : key, inner, into);
  } else {
    into.set(prefix, value);
  }
}
function cell(value) {
  if (value === void 0 || value === null) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
function elementsToCsv(elements) {
  const rows = elements.map((element) => {
    const row = /* @__PURE__ */ new Map([
      ["type", element.type],
      ["element_id", element.element_id],
      ["text", element.text]
    ]);
    flatten("", element.metadata, row);
    return row;
  });
  const columns = ["type", "element_id", "text"];
  const seen = new Set(columns);
  for (const row of rows) {
    for (const key of row.keys()) {
      if (!seen.has(key)) {
        seen.add(key);
        columns.push(key);
      }
    }
  }
  const kept = columns.filter(
    (column, index) => index < 3 || rows.some((row) => {
      const value = row.get(column);
      return value !== void 0 && value !== null && value !== "";
    })
  );
  const lines = [kept.join(","), ...rows.map((row) => kept.map((column) => cell(row.get(column))).join(","))];
  return `${lines.join("\r\n")}\r
`;
}

export {
  elementsToCsv
};
