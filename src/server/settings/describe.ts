// The settings table (./table.ts) said in words: the flags' `--help` text and the table of docs/server.md,
// which scripts/settings-docs.mjs writes and __tests__/server/settings-table.test.ts keeps current.
import type { Setting } from "./table.js";
import { settingEntries } from "./table.js";

/** `maxUploadMb` → `max-upload-mb`. */
export function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The flag as commander declares it (`--max-upload-mb <n>`, `--no-workflow-runtime`), or undefined. */
export function flagOf(name: string, setting: Setting): string | undefined {
  if (setting.kind === "switch") return `--no-${kebab(name)}`;
  if (setting.arg === undefined) return undefined;
  return `--${kebab(name)} <${setting.arg}>`;
}

/** The default as text, without formatting. */
export function defaultOf(setting: Setting): string | undefined {
  if (setting.defaultText !== undefined) return setting.defaultText;
  if (!("default" in setting) || setting.default === undefined) return undefined;
  return typeof setting.default === "function" ? undefined : String(setting.default);
}

/** The range or the choices, as the docs say it. */
export function rangeOf(setting: Setting): string | undefined {
  if (setting.kind === "number") {
    const { min, max, integer } = setting.range;
    return `${integer ? "integer" : "number"} ${min}–${max}`;
  }
  if (setting.kind === "choice") return setting.choices.join(", ");
  if (setting.kind === "switch") return "true, false";
  if (setting.kind === "list") return setting.separator === "," ? "comma-separated" : "path-list separated";
  return undefined;
}

const plain = (text: string) => text.replaceAll("`", "");

/** The `--help` text of a setting's flag: what it sets, its variable, its default and range. */
export function flagHelp(setting: Setting): string {
  const facts = [`env ${setting.env}`];
  const fallback = defaultOf(setting);
  if (setting.kind === "list") facts[0] += `, ${rangeOf(setting)}; repeatable`;
  else if (fallback !== undefined && setting.kind !== "switch") facts.push(`default ${plain(fallback)}`);
  if (setting.kind === "number") facts.push(plain(rangeOf(setting) ?? ""));
  if (setting.kind === "choice") facts.push(`one of ${rangeOf(setting)}`);
  return `${plain(setting.help)} (${facts.join("; ")})`;
}

/** The settings table of docs/server.md (Markdown), between its markers. */
export function settingsMarkdown(): string {
  const cell = (text: string | undefined) => (text === undefined ? "—" : text.replaceAll("|", "\\|"));
  const code = (text: string | undefined) => (text === undefined ? undefined : `\`${text}\``);
  const rows = settingEntries().map(([name, setting]) => {
    const flag = flagOf(name, setting)?.replace(/ <.*>$/, "");
    const flagText =
      flag === undefined ? undefined : `${code(flag)}${setting.kind === "list" ? " (repeatable)" : ""}`;
    const fallback = setting.defaultText ?? code(defaultOf(setting));
    return `| \`${setting.env}\` | ${cell(flagText)} | ${cell(fallback)} | ${cell(rangeOf(setting))} | ${cell(setting.help)} |`;
  });
  return ["| Variable | Flag | Default | Range | Sets |", "|---|---|---|---|---|", ...rows].join("\n");
}

export const DOCS_START =
  "<!-- settings:start — generated from src/server/settings/table.ts by scripts/settings-docs.mjs -->";
export const DOCS_END = "<!-- settings:end -->";

/** The document with its settings table (between DOCS_START and DOCS_END) written anew from the table. */
export function withSettingsTable(doc: string): string {
  const start = doc.indexOf(DOCS_START);
  const end = doc.indexOf(DOCS_END);
  if (start < 0 || end < start) throw new Error(`the document has no ${DOCS_START} … ${DOCS_END} section`);
  return `${doc.slice(0, start + DOCS_START.length)}\n\n${settingsMarkdown()}\n\n${doc.slice(end)}`;
}
