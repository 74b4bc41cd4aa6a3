// The text/csv rendering of elements: `type, element_id, text`, then the metadata keys (nested objects
// flattened with "_") in order of first appearance, columns empty in every row dropped, RFC 4180 quoting.
import type { Element } from "../../contract/element.js";

function flatten(prefix: string, value: unknown, into: Map<string, unknown>): void {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(prefix ? `${prefix}_${key}` : key, inner, into);
  } else {
    into.set(prefix, value);
  }
}

function cell(value: unknown): string {
  if (value === undefined || value === null) return "";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function elementsToCsv(elements: readonly Element[]): string {
  const rows = elements.map((element) => {
    const row = new Map<string, unknown>([
      ["type", element.type],
      ["element_id", element.element_id],
      ["text", element.text],
    ]);
    flatten("", element.metadata, row);
    return row;
  });
  const columns: string[] = ["type", "element_id", "text"];
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
    (column, index) =>
      index < 3 ||
      rows.some((row) => {
        const value = row.get(column);
        return value !== undefined && value !== null && value !== "";
      }),
  );
  const lines = [kept.join(","), ...rows.map((row) => kept.map((column) => cell(row.get(column))).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
