import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  STATE_JOB_ID,
  STATE_WORKFLOW_API_URL
} from "./chunks/chunk-7O5MJY2O.js";
import {
  endGroup,
  error,
  getInput,
  info,
  notice,
  saveState,
  setFailed,
  setOutput,
  setSecret,
  startGroup,
  summary,
  warning
} from "./chunks/chunk-RTIM7LYO.js";
import "./chunks/chunk-7XO5HSX2.js";
import {
  DEFAULT_SPEC_FILE,
  FAIL_ON,
  IF_RUNNING,
  PlanChangedError,
  RunModeError,
  SpecError,
  createPartitioner,
  createRunClient,
  formatProblem,
  isInlineSpec,
  parseDuration,
  renderApplyMarkdown,
  renderPlanMarkdown,
  renderPlanText,
  renderRunSummary,
  runApplyMode,
  runFailed,
  runPartitionJob,
  runPlanMode,
  runRunMode
} from "./chunks/chunk-2L4PLDXY.js";
import "./chunks/chunk-XF7BCXKQ.js";
import {
  ApiError
} from "./chunks/chunk-467VCSAQ.js";
import {
  DOCFLOW_VERSION
} from "./chunks/chunk-R4KX7QQK.js";
import "./chunks/chunk-4ALJ5DM6.js";
import "./chunks/chunk-OTYFLIC4.js";
import "./chunks/chunk-NAKBKRLM.js";
import {
  parsePartitionForm
} from "./chunks/chunk-K3DTAEMG.js";
import "./chunks/chunk-CX6SZ6JE.js";
import "./chunks/chunk-B464LQBF.js";
import "./chunks/chunk-GNMYOTPL.js";
import "./chunks/chunk-Q5IFBPCK.js";
import "./chunks/chunk-35IWSYRL.js";
import "./chunks/chunk-GK63ZBU5.js";
import {
  Parser
} from "./chunks/chunk-NL6Z5RS3.js";
import {
  ContractValidationError,
  isPlainObject
} from "./chunks/chunk-32N574GZ.js";
import "./chunks/chunk-4OXEBAUD.js";
import {
  require_dist
} from "./chunks/chunk-OQG7JVID.js";
import "./chunks/chunk-4I3I35UI.js";
import "./chunks/chunk-KSPQO2LU.js";
import "./chunks/chunk-3AXPRKHB.js";
import {
  __toESM
} from "./chunks/chunk-PCHJDGZE.js";

// src/action/failure.ts
var ActionFailure = class extends Error {
  reason;
  constructor(reason, message4) {
    super(message4);
    this.name = "ActionFailure";
    this.reason = reason;
  }
};

// src/action/inputs.ts
var import_yaml = __toESM(require_dist(), 1);
var MODES = ["partition", "plan", "apply", "run"];
function required(name) {
  const value = getInput(name).trim();
  if (!value) {
    throw new ActionFailure("invalid-input", `Input required and not supplied: ${name}`);
  }
  return value;
}
function readMode() {
  const value = required("mode");
  if (!MODES.includes(value)) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'mode' must be one of ${MODES.map((m) => `'${m}'`).join(", ")}; got '${value}'.`
    );
  }
  return value;
}
function readBoolean(name, fallback) {
  const value = getInput(name).trim();
  if (value === "") return fallback;
  if (/^(true|yes|on|1)$/i.test(value)) return true;
  if (/^(false|no|off|0)$/i.test(value)) return false;
  throw new ActionFailure("invalid-input", `Input '${name}' must be true or false; got '${value}'.`);
}
function readCommonInputs() {
  const mode = readMode();
  const apiKey = getInput("api-key").trim();
  if (apiKey) setSecret(apiKey);
  return {
    mode,
    apiKey,
    apiUrl: getInput("api-url").trim(),
    workflowApiUrl: getInput("workflow-api-url").trim(),
    outputDir: getInput("output-dir").trim() || "docflow-output"
  };
}
function readPositiveInteger(name, max = Number.MAX_SAFE_INTEGER) {
  const value = getInput(name).trim();
  if (value === "") return void 0;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < 1 || number > max) {
    throw new ActionFailure(
      "invalid-input",
      `Input '${name}' must be a whole number from 1${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : " up"}; got '${value}'.`
    );
  }
  return number;
}
function readPartitionParams() {
  const text = getInput("partition-params").trim();
  if (!text) return { params: {}, ignored: [] };
  let parsed;
  try {
    parsed = (0, import_yaml.parse)(text);
  } catch (error2) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'partition-params' is not valid YAML or JSON: ${error2 instanceof Error ? error2.message.split("\n")[0] : String(error2)}`
    );
  }
  if (parsed === null || parsed === void 0) return { params: {}, ignored: [] };
  if (!isPlainObject(parsed)) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'partition-params' must be a map of form fields, such as '{strategy: fast, max_characters: 1000}'."
    );
  }
  try {
    const { ignored } = parsePartitionForm(parsed);
    return { params: parsed, ignored };
  } catch (error2) {
    if (error2 instanceof ContractValidationError) {
      const problems = error2.detail.map((item) => {
        const field = item.loc.filter((part) => part !== "body").join(".");
        return `${field ? `partition-params.${field}` : "partition-params"}: ${item.msg}`;
      });
      throw new ActionFailure("invalid-input", `Input 'partition-params' is invalid: ${problems.join("; ")}`);
    }
    throw error2;
  }
}
function readPartitionInputs() {
  const files = getInput("files").split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
  if (files.length === 0) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'files' is required for mode 'partition': glob patterns of the documents, one per line."
    );
  }
  const changedOnly = getInput("changed-only").trim().toLowerCase() || "auto";
  if (!["auto", "true", "false"].includes(changedOnly)) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'changed-only' must be auto, true or false; got '${getInput("changed-only").trim()}'.`
    );
  }
  const { params, ignored } = readPartitionParams();
  const githubToken = getInput("github-token").trim();
  if (githubToken) setSecret(githubToken);
  return {
    files,
    changedOnly,
    params,
    ignoredParams: ignored,
    concurrency: readPositiveInteger("concurrency", 256),
    uploadArtifact: readBoolean("upload-artifact", true),
    artifactName: getInput("artifact-name").trim(),
    retentionDays: readPositiveInteger("retention-days", 90),
    commentOnPr: readBoolean("comment-on-pr", true),
    failOnError: readBoolean("fail-on-error", true),
    githubToken
  };
}

// src/modes/partition/changes.ts
var PULL_REQUEST_FILES_CAP = 3e3;
function changesFromPullRequestFiles(entries) {
  const changes = [];
  for (const entry of entries) {
    switch (entry.status) {
      case "added":
        changes.push({ path: entry.filename, status: "added" });
        break;
      case "removed":
        changes.push({ path: entry.filename, status: "removed" });
        break;
      case "modified":
      case "changed":
        changes.push({ path: entry.filename, status: "modified" });
        break;
      case "renamed":
        if (entry.previous_filename) changes.push({ path: entry.previous_filename, status: "removed" });
        changes.push({ path: entry.filename, status: "added", previousPath: entry.previous_filename });
        break;
      case "copied":
        changes.push({ path: entry.filename, status: "added", previousPath: entry.previous_filename });
        break;
      default:
        break;
    }
  }
  return normalizeChanges(changes);
}
function parseNameStatus(output) {
  const fields = output.split("\0");
  if (fields.at(-1) === "") fields.pop();
  const changes = [];
  for (let i = 0; i < fields.length; ) {
    const status2 = (fields[i++] ?? "").trim();
    const kind = status2.charAt(0);
    if (kind === "R" || kind === "C") {
      const from = fields[i++];
      const to = fields[i++];
      if (from === void 0 || to === void 0) break;
      if (kind === "R") changes.push({ path: from, status: "removed" });
      changes.push({ path: to, status: "added", previousPath: from });
      continue;
    }
    const path = fields[i++];
    if (path === void 0) break;
    if (kind === "A") changes.push({ path, status: "added" });
    else if (kind === "D") changes.push({ path, status: "removed" });
    else if (kind === "M" || kind === "T" || kind === "U") changes.push({ path, status: "modified" });
  }
  return normalizeChanges(changes);
}
function normalizeChanges(changes) {
  const byPath = /* @__PURE__ */ new Map();
  for (const change of changes) {
    const path = change.path.replaceAll("\\", "/").replace(/^(\.\/)+/, "");
    const seen = byPath.get(path);
    if (!seen) {
      byPath.set(path, { ...change, path });
    } else if (seen.status !== change.status) {
      const previousPath = seen.previousPath ?? change.previousPath;
      byPath.set(path, { path, status: "modified", ...previousPath ? { previousPath } : {} });
    }
  }
  return [...byPath.values()].sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
}
function selectChanges(changes, matcher) {
  const chosen = changes.filter((change) => matcher.matches(change.path));
  return {
    partition: chosen.filter((change) => change.status !== "removed"),
    removed: chosen.filter((change) => change.status === "removed")
  };
}
function changedFilesJson(changes) {
  return JSON.stringify(
    changes.map((change) => ({
      path: change.path,
      status: change.status,
      ...change.previousPath ? { previous_path: change.previousPath } : {}
    }))
  );
}

// src/modes/partition/markdown.ts
var SPECIAL = /[&<>"'`*_[\]()|~\\!#@:$]/g;
function escapeInline(text) {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").replace(/\r\n?|\n|\u2028|\u2029/g, " ").replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`);
}
function code(text) {
  return `<code>${escapeInline(text)}</code>`;
}
function clip(text, max) {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}\u2026`;
}
function fencedBlock(content, language = "") {
  let longest = 0;
  for (const run2 of content.match(/`+/g) ?? []) longest = Math.max(longest, run2.length);
  const fence = "`".repeat(Math.max(3, longest + 1));
  return `${fence}${language}
${content}
${fence}`;
}
function oneLine(text) {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").replace(/\r\n?|\n|\u2028|\u2029/g, " \u23CE ");
}
function clipAroundChange(before, after, context = 80) {
  let prefix = 0;
  const shorter = Math.min(before.length, after.length);
  while (prefix < shorter && before[prefix] === after[prefix]) prefix++;
  let suffix = 0;
  while (suffix < shorter - prefix && before[before.length - 1 - suffix] === after[after.length - 1 - suffix])
    suffix++;
  const cut = (text) => {
    let start = Math.max(0, prefix - context);
    let end = Math.min(text.length, text.length - suffix + context);
    if (start > 0) {
      const space = text.indexOf(" ", start);
      if (space !== -1 && space < prefix) start = space + 1;
    }
    if (end < text.length) {
      const space = text.lastIndexOf(" ", end);
      if (space > text.length - suffix) end = space;
    }
    return `${start > 0 ? "\u2026" : ""}${text.slice(start, end)}${end < text.length ? "\u2026" : ""}`;
  };
  return [cut(before), cut(after)];
}
function plural(count, singular, pluralForm = `${singular}s`) {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
function formatDuration(ms) {
  const seconds = ms / 1e3;
  if (seconds < 10) return `${seconds.toFixed(2)} s`;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

// src/modes/partition/diff.ts
var normalize = (text) => text.replace(/\s+/g, " ").trim();
function toDiffElements(elements) {
  const out = [];
  let section;
  for (const element of elements) {
    if (element.type === "PageBreak") continue;
    const text = normalize(element.text ?? "");
    const page = element.metadata?.page_number;
    out.push({
      type: element.type,
      text,
      ...typeof page === "number" ? { page } : {},
      ...section !== void 0 ? { section } : {},
      index: out.length
    });
    if (element.type === "Title" && text) section = text;
  }
  return out;
}
function myers(a, b, maxD) {
  const n = a.length;
  const m = b.length;
  const max = n + m;
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace = [];
  let found = -1;
  for (let d = 0; d <= Math.min(max, maxD); d++) {
    trace.push(v.slice(offset - d - 1, offset + d + 2));
    for (let k = -d; k <= d; k += 2) {
      let x2 = k === -d || k !== d && v[offset + k - 1] < v[offset + k + 1] ? v[offset + k + 1] : v[offset + k - 1] + 1;
      let y2 = x2 - k;
      while (x2 < n && y2 < m && a[x2] === b[y2]) {
        x2++;
        y2++;
      }
      v[offset + k] = x2;
      if (x2 >= n && y2 >= m) {
        found = d;
        break;
      }
    }
    if (found >= 0) break;
  }
  if (found < 0) return void 0;
  const ops = [];
  let x = n;
  let y = m;
  for (let d = found; d >= 0; d--) {
    const snapshot = trace[d];
    const at = (k2) => snapshot[k2 + d + 1];
    const k = x - y;
    let prevK;
    if (d === 0) prevK = 0;
    else prevK = k === -d || k !== d && at(k - 1) < at(k + 1) ? k + 1 : k - 1;
    const prevX = d === 0 ? 0 : at(prevK);
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      ops.push({ op: "equal", a: --x, b: --y });
    }
    if (d > 0) {
      if (x === prevX) ops.push({ op: "insert", b: --y });
      else ops.push({ op: "delete", a: --x });
    }
  }
  return ops.reverse();
}
function words(text) {
  const counts = /* @__PURE__ */ new Map();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}
function textSimilarity(a, b) {
  if (a === b) return 1;
  const wa = words(a);
  const wb = words(b);
  let total = 0;
  let common = 0;
  for (const count of wa.values()) total += count;
  for (const [word, count] of wb) {
    total += count;
    common += Math.min(count, wa.get(word) ?? 0);
  }
  return total === 0 ? 0 : 2 * common / total;
}
var LOOKAHEAD = 25;
function pairGap(removed, added, threshold, out) {
  if (removed.length === added.length && removed.every((r, i) => r.type === added[i]?.type)) {
    removed.forEach((before, i) => {
      const after = added[i];
      out.push({ kind: "changed", before, after, section: after.section });
    });
    return;
  }
  let next = 0;
  for (const before of removed) {
    let best = -1;
    let bestScore = threshold;
    for (let t = next; t < Math.min(added.length, next + LOOKAHEAD); t++) {
      const score = textSimilarity(before.text, added[t].text);
      if (score >= bestScore && (best === -1 || score > bestScore)) {
        best = t;
        bestScore = score;
      }
    }
    if (best === -1) {
      out.push({ kind: "removed", before, section: before.section });
      continue;
    }
    for (; next < best; next++) {
      const after2 = added[next];
      out.push({ kind: "added", after: after2, section: after2.section });
    }
    const after = added[best];
    out.push({ kind: "changed", before, after, section: after.section });
    next = best + 1;
  }
  for (; next < added.length; next++) {
    const after = added[next];
    out.push({ kind: "added", after, section: after.section });
  }
}
function diffElements(before, after, options = {}) {
  const a = toDiffElements(before);
  const b = toDiffElements(after);
  const ids = /* @__PURE__ */ new Map();
  const key = (e) => {
    const text = e.text || `\0${e.type}`;
    const known = ids.get(text);
    if (known !== void 0) return known;
    ids.set(text, ids.size);
    return ids.size - 1;
  };
  const ka = Int32Array.from(a, key);
  const kb = Int32Array.from(b, key);
  let head = 0;
  while (head < ka.length && head < kb.length && ka[head] === kb[head]) head++;
  let tail = 0;
  while (tail < ka.length - head && tail < kb.length - head && ka[ka.length - 1 - tail] === kb[kb.length - 1 - tail])
    tail++;
  const midA = ka.subarray(head, ka.length - tail);
  const midB = kb.subarray(head, kb.length - tail);
  let middle = myers(midA, midB, options.maxEdits ?? 2e3);
  const approximate = middle === void 0;
  if (!middle) {
    middle = [
      ...Array.from(midA, (_, i) => ({ op: "delete", a: i })),
      ...Array.from(midB, (_, i) => ({ op: "insert", b: i }))
    ];
  }
  const ops = [
    ...Array.from({ length: head }, (_, i) => ({ op: "equal", a: i, b: i })),
    ...middle.map((op) => {
      if (op.op === "equal") return { op: "equal", a: op.a + head, b: op.b + head };
      if (op.op === "delete") return { op: "delete", a: op.a + head };
      return { op: "insert", b: op.b + head };
    }),
    ...Array.from(
      { length: tail },
      (_, i) => ({ op: "equal", a: ka.length - tail + i, b: kb.length - tail + i })
    )
  ];
  const threshold = options.similarity ?? 0.5;
  const changes = [];
  let unchanged = 0;
  let removed = [];
  let added = [];
  const flush = () => {
    if (removed.length || added.length) pairGap(removed, added, threshold, changes);
    removed = [];
    added = [];
  };
  for (const op of ops) {
    if (op.op === "delete") removed.push(a[op.a]);
    else if (op.op === "insert") added.push(b[op.b]);
    else {
      flush();
      const was = a[op.a];
      const now = b[op.b];
      if (was.type !== now.type)
        changes.push({ kind: "changed", before: was, after: now, section: now.section });
      else unchanged++;
    }
  }
  flush();
  return { changes, unchanged, before: a.length, after: b.length, approximate };
}
function countChanges(diff) {
  const counts = { added: 0, removed: 0, changed: 0 };
  for (const change of diff.changes) counts[change.kind]++;
  return counts;
}

// src/modes/partition/render-diff.ts
function label(element) {
  return element.page !== void 0 ? `[${element.type}, p. ${element.page}]` : `[${element.type}]`;
}
function lines(sign, element, text, maxText) {
  return `${sign} ${label(element)} ${oneLine(clip(text, maxText)) || "(no text)"}`;
}
function changeLines(change, maxText) {
  switch (change.kind) {
    case "added":
      return [lines("+", change.after, change.after.text, maxText)];
    case "removed":
      return [lines("-", change.before, change.before.text, maxText)];
    case "changed": {
      const [was, now] = change.before.text === change.after.text ? [change.before.text, change.after.text] : clipAroundChange(change.before.text, change.after.text, Math.floor(maxText / 3));
      return [lines("-", change.before, was, maxText), lines("+", change.after, now, maxText)];
    }
  }
}
function diffHeadline(doc) {
  if (!doc.diff) return "";
  const counts = countChanges(doc.diff);
  const parts = [
    counts.changed ? `${counts.changed} changed` : "",
    counts.added ? `${counts.added} added` : "",
    counts.removed ? `${counts.removed} removed` : ""
  ].filter(Boolean);
  const what = parts.length ? parts.join(", ") : "no element changed";
  return `${what} \xB7 ${doc.diff.before} \u2192 ${plural(doc.diff.after, "element")}`;
}
function changeLabel(doc) {
  if (doc.previousPath) return `renamed from ${code(doc.previousPath)}`;
  if (doc.change === "added") return "new document";
  return doc.change ?? "partitioned";
}
function renderDocumentDiff(doc, options = {}) {
  const maxChanges = options.maxChanges ?? 60;
  const maxText = options.maxText ?? 300;
  const summary2 = `${code(doc.path)} \xB7 ${changeLabel(doc)}`;
  if (!doc.ok) {
    return `<details>
<summary>${summary2} \xB7 \u274C could not be partitioned</summary>

${code(clip(doc.error ?? "", 500))}

</details>`;
  }
  if (doc.diffError) {
    return `<details>
<summary>${summary2} \xB7 no diff</summary>

The base version could not be compared: ${code(clip(doc.diffError, 500))}

</details>`;
  }
  const diff = doc.diff;
  if (!diff) return void 0;
  const head = `<details>
<summary>${summary2} \xB7 ${escapeInline(diffHeadline(doc))}</summary>

`;
  if (diff.changes.length === 0) {
    return `${head}The text and types of its elements are the same as in the base version.

</details>`;
  }
  const body = [];
  let section = null;
  const shown = diff.changes.slice(0, maxChanges);
  for (const change of shown) {
    if (change.section !== section) {
      section = change.section;
      body.push(`@@ ${section ? oneLine(clip(section, 100)) : "(before the first title)"} @@`);
    }
    body.push(...changeLines(change, maxText));
  }
  const notes = [];
  if (diff.changes.length > shown.length) {
    notes.push(
      `\u2026 and ${plural(diff.changes.length - shown.length, "more change")}; the full elements are in the output files.`
    );
  }
  if (diff.approximate) {
    notes.push("The versions differ too much to align every element; changed elements were paired in order.");
  }
  const tail = notes.length ? `

${notes.map((n) => escapeInline(n)).join("<br>\n")}` : "";
  return `${head}${fencedBlock(body.join("\n"), "diff")}${tail}

</details>`;
}
function renderDocumentDiffWithin(doc, maxChars, options = {}) {
  let maxChanges = options.maxChanges ?? 60;
  for (; ; ) {
    const text = renderDocumentDiff(doc, { ...options, maxChanges });
    if (text === void 0 || text.length <= maxChars) return text;
    if (maxChanges === 0) return void 0;
    maxChanges = Math.floor(maxChanges / 2);
  }
}

// src/modes/partition/report.ts
function totalsOf(documents) {
  let processed = 0;
  let failed = 0;
  let elements = 0;
  let ms = 0;
  for (const doc of documents) {
    if (doc.ok) processed++;
    else failed++;
    elements += doc.elements;
    ms += doc.ms;
  }
  return { documents: documents.length, processed, failed, elements, ms };
}
function formatTypes(types) {
  return Object.entries(types).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([type, count]) => `${type} ${count}`).join(" \xB7 ");
}

// src/modes/partition/summary.ts
var SUMMARY_MAX_BYTES = 1e6;
var bytes = (text) => Buffer.byteLength(text, "utf8");
function statusCell(doc) {
  if (!doc.ok) return `\u274C failed: ${code(doc.error ?? "unknown error")}`;
  if (doc.previousPath) return `\u2705 renamed from ${code(doc.previousPath)}`;
  return doc.change ? `\u2705 ${doc.change}` : "\u2705";
}
function row(doc) {
  const cells = [
    code(doc.path),
    statusCell(doc),
    doc.pages === void 0 ? "" : String(doc.pages),
    doc.ok ? String(doc.elements) : "",
    escapeInline(formatTypes(doc.types)),
    formatDuration(doc.ms)
  ];
  return `<tr>${cells.map((cell, i) => i >= 2 && i !== 4 ? `<td align="right">${cell}</td>` : `<td>${cell}</td>`).join("")}</tr>`;
}
function headline(report, withTime = true) {
  const t = report.totals;
  const parts = [
    `**${plural(t.processed, "document")} partitioned**`,
    t.failed ? `**${t.failed} failed**` : "",
    plural(t.elements, "element"),
    report.removed.length ? `${report.removed.length} removed` : "",
    withTime ? `${formatDuration(t.ms)} of work` : ""
  ].filter(Boolean);
  return parts.join(" \xB7 ");
}
function renderSummary(report, options = {}) {
  const maxBytes = options.maxBytes ?? SUMMARY_MAX_BYTES;
  const where = options.resultsLocation ? ` in ${code(options.resultsLocation)}` : "";
  const intro = [
    "## docflow \xB7 partition",
    "",
    headline(report),
    "",
    `${escapeInline(report.selection)}; ${report.engine === "embedded" ? "embedded engine" : "Partition endpoint"}.`,
    "",
    ""
  ].join("\n");
  const tableHead = "<table>\n<thead><tr><th>Document</th><th>Status</th><th>Pages</th><th>Elements</th><th>Element types</th><th>Time</th></tr></thead>\n<tbody>";
  const t = report.totals;
  const total = `<tr><td><b>Total</b> (${plural(t.documents, "document")})</td><td>${t.failed ? `${t.failed} failed` : "all partitioned"}</td><td></td><td align="right"><b>${t.elements}</b></td><td></td><td align="right">${formatDuration(t.ms)}</td></tr>`;
  const tableEnd = "</tbody>\n</table>\n";
  const removed = report.removed.length ? `
**Removed** (not partitioned): ${report.removed.map((r) => code(r.path)).join(", ")}
` : "";
  const overflowNote = (hidden, what) => `
> [!NOTE]
> ${plural(hidden, what)} not shown: the step summary is limited to 1 MiB. The full results are${where || " in the output directory"} (\`index.json\`).
`;
  const reserve = bytes(total + tableEnd) + 600;
  let out = intro + (report.documents.length ? `${tableHead}
` : "No documents were chosen.\n");
  let shownRows = 0;
  for (const doc of report.documents) {
    const line = `${row(doc)}
`;
    if (bytes(out) + bytes(line) + reserve + bytes(removed) > maxBytes) break;
    out += line;
    shownRows++;
  }
  if (report.documents.length) out += `${total}
${tableEnd}`;
  if (shownRows < report.documents.length)
    out += overflowNote(report.documents.length - shownRows, "document row");
  if (bytes(out) + bytes(removed) + 600 <= maxBytes) out += removed;
  const withDiffs = report.documents.filter((doc) => doc.diff || doc.diffError);
  if (withDiffs.length) {
    let sections = "\n### What changed in the documents\n\n";
    let shown = 0;
    for (const doc of withDiffs) {
      const room = maxBytes - bytes(out) - bytes(sections) - 600;
      const section = room > 0 ? renderDocumentDiffWithin(doc, Math.floor(room / 4)) : void 0;
      if (!section) break;
      sections += `${section}

`;
      shown++;
    }
    out += sections;
    if (shown < withDiffs.length) out += overflowNote(withDiffs.length - shown, "document diff");
  }
  return out;
}

// src/modes/partition/comment.ts
var COMMENT_MAX_CHARS = 65536;
var MARKER_PREFIX = "<!-- docflow:partition v1 ";
function safeJson(value) {
  return JSON.stringify(value).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function commentMarker(identity) {
  return `${MARKER_PREFIX}${safeJson({ workflow: identity.workflow, job: identity.job })} -->`;
}
function parseCommentMarker(body) {
  if (!body.startsWith(MARKER_PREFIX)) return void 0;
  const end = body.indexOf(" -->", MARKER_PREFIX.length);
  if (end === -1) return void 0;
  try {
    const value = JSON.parse(body.slice(MARKER_PREFIX.length, end));
    if (value && typeof value === "object" && typeof value.workflow === "string" && typeof value.job === "string") {
      return { workflow: value.workflow, job: value.job };
    }
  } catch {
  }
  return void 0;
}
function isCommentFor(body, identity) {
  const found = parseCommentMarker(body);
  return found !== void 0 && found.workflow === identity.workflow && found.job === identity.job;
}
function tableRow(doc) {
  const change = doc.previousPath ? `renamed from ${code(doc.previousPath)}` : doc.change === "added" ? "new" : doc.change ?? "";
  const result = doc.ok ? doc.diff ? escapeInline(diffHeadline(doc)) : plural(doc.elements, "element") : "\u274C failed";
  return `| ${code(doc.path)} | ${change} | ${result} |`;
}
function renderComment(report, options) {
  const maxChars = options.maxChars ?? COMMENT_MAX_CHARS;
  const header = [
    commentMarker(options.identity),
    "### \u{1F4C4} docflow \xB7 what this pull request changes in its documents",
    "",
    // No timings: a comment that only changes when the documents do.
    headline(report, false),
    "",
    ""
  ].join("\n");
  const footerParts = [];
  if (options.sha) footerParts.push(`At ${code(options.sha.slice(0, 12))}`);
  if (options.runUrl) {
    const artifact = options.artifactName ? ` in the artifact ${code(options.artifactName)}` : "";
    footerParts.push(`all elements${artifact} of [the workflow run](${encodeURI(options.runUrl)})`);
  }
  const footer = footerParts.length ? `
<sub>${footerParts.join(" \xB7 ")}.</sub>
` : "";
  const documents = report.documents.filter((doc) => doc.change !== void 0 || !doc.ok);
  const removed = report.removed.length ? `
**Removed:** ${report.removed.map((r) => code(r.path)).join(", ")}
` : "";
  const note = (text) => `
> [!NOTE]
> ${text}
`;
  const reserve = footer.length + 400;
  let out = header;
  if (documents.length === 0 && report.removed.length === 0) {
    out += "No document matching `files` changed.\n";
  } else if (documents.length > 0) {
    out += "| Document | Change | Elements |\n|---|---|---|\n";
    let rows = 0;
    for (const doc of documents) {
      const line = `${tableRow(doc)}
`;
      if (out.length + line.length + removed.length + reserve > maxChars / 2) break;
      out += line;
      rows++;
    }
    if (rows < documents.length) out += `| \u2026 ${plural(documents.length - rows, "more document")} | | |
`;
  }
  if (out.length + removed.length + reserve <= maxChars) out += removed;
  const sections = documents.filter((doc) => doc.diff || doc.diffError || !doc.ok);
  if (sections.length) {
    out += "\n";
    let shown = 0;
    for (const doc of sections) {
      const room = maxChars - out.length - reserve;
      const section = room > 0 ? renderDocumentDiffWithin(doc, room) : void 0;
      if (!section) break;
      out += `${section}

`;
      shown++;
    }
    if (shown < sections.length) {
      out += note(
        `${plural(sections.length - shown, "more document")} not shown: a comment holds at most 65,536 characters. The step summary and the artifact have them all.`
      );
    }
  }
  out += footer;
  return out.length <= maxChars ? out : `${out.slice(0, maxChars - 40)}

_(comment truncated)_
`;
}

// src/modes/partition/job.ts
import { lstat, mkdir, readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, isAbsolute, join as join2, relative, resolve, sep } from "node:path";

// src/modes/partition/globs.ts
import { readdir } from "node:fs/promises";
import { join } from "node:path";
var GLOB_CHARS = /[*?[]/;
function escapeRegex(char) {
  return /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
}
function segmentToRegex(segment) {
  let out = "";
  for (let i = 0; i < segment.length; i++) {
    const char = segment[i];
    if (char === "\\" && i + 1 < segment.length) {
      out += escapeRegex(segment[++i]);
    } else if (char === "*") {
      out += "[^/]*";
    } else if (char === "?") {
      out += "[^/]";
    } else if (char === "[") {
      const close = segment.indexOf("]", i + 2);
      if (close === -1) {
        out += "\\[";
        continue;
      }
      let body = segment.slice(i + 1, close);
      const negated = body.startsWith("!") || body.startsWith("^");
      if (negated) body = body.slice(1);
      const cls = body.replace(/[\\\]^]/g, (c) => `\\${c}`);
      out += negated ? `(?!/)[^${cls}]` : `[${cls}]`;
      i = close;
    } else {
      out += escapeRegex(char);
    }
  }
  return out;
}
function compile(line) {
  let text = line.trim();
  if (!text || text.startsWith("#")) return void 0;
  let negate = false;
  while (text.startsWith("!")) {
    negate = !negate;
    text = text.slice(1).trim();
  }
  text = text.replace(/^(\.\/)+/, "");
  text = text.replace(/\/+$/, "/**");
  if (!text || text === ".") text = "**";
  const segments = text.split("/").filter((segment, index) => segment !== "" || index === 0);
  let regex = "^";
  const literal = [];
  let stillLiteral = true;
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "**") {
      stillLiteral = false;
      regex += last ? ".*" : "(?:[^/]+/)*";
      return;
    }
    if (stillLiteral && !GLOB_CHARS.test(segment) && !last) literal.push(segment.replaceAll("\\", ""));
    else stillLiteral = false;
    regex += segmentToRegex(segment) + (last ? "" : "/");
  });
  regex += "(?:/.*)?$";
  return { negate, regex: new RegExp(regex, "s"), base: literal.join("/"), source: line.trim() };
}
function compilePatterns(lines2) {
  const patterns = lines2.flatMap((line) => line.split(/\r?\n/)).flatMap((line) => compile(line) ?? []);
  return {
    patterns,
    matches(path) {
      const normalized = path.replaceAll("\\", "/").replace(/^(\.\/)+/, "");
      let chosen = false;
      for (const pattern of patterns) {
        if (pattern.negate ? chosen : !chosen) {
          if (pattern.regex.test(normalized)) chosen = !pattern.negate;
        }
      }
      return chosen;
    }
  };
}
async function findFiles(matcher, root, options = {}) {
  const skip = new Set(options.skipDirectories ?? []);
  const found = /* @__PURE__ */ new Set();
  const visited = /* @__PURE__ */ new Set();
  const walk = async (relative2) => {
    if (visited.has(relative2)) return;
    visited.add(relative2);
    let entries;
    try {
      entries = await readdir(join(root, relative2), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = relative2 ? `${relative2}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (entry.name === ".git" || skip.has(path)) continue;
        await walk(path);
      } else if (entry.isFile() && matcher.matches(path)) {
        found.add(path);
      }
    }
  };
  const bases = matcher.patterns.filter((p) => !p.negate).map((p) => p.base);
  const starts = bases.filter((base) => !bases.some((other) => other !== base && isInside(base, other)));
  for (const start of new Set(starts)) await walk(start);
  return [...found].sort();
}
function isInside(path, directory) {
  return directory === "" || path.startsWith(`${directory}/`);
}

// src/modes/partition/html-report.ts
var HTML_REPORT_FILE = "report.html";
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
var TABLE_TAGS = /* @__PURE__ */ new Set(["table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td"]);
var VOID_TAGS = /* @__PURE__ */ new Set(["br"]);
function sanitizeTableHtml(html) {
  let out = "";
  const open = [];
  let skipDepth = 0;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (skipDepth > 0 || name === "script" || name === "style") {
          skipDepth++;
          return;
        }
        if (VOID_TAGS.has(name)) {
          out += "<br>";
          return;
        }
        if (!TABLE_TAGS.has(name)) return;
        const attrs = ["colspan", "rowspan"].filter((a) => /^\d{1,4}$/.test(attribs[a] ?? "")).map((a) => ` ${a}="${attribs[a]}"`).join("");
        out += `<${name}${attrs}>`;
        open.push(name);
      },
      ontext(text) {
        if (skipDepth === 0) out += escapeHtml(text);
      },
      onclosetag(name) {
        if (skipDepth > 0) {
          skipDepth--;
          return;
        }
        if (!TABLE_TAGS.has(name)) return;
        const at = open.lastIndexOf(name);
        if (at === -1) return;
        while (open.length > at) out += `</${open.pop()}>`;
      }
    },
    { decodeEntities: true, lowerCaseTags: true }
  );
  parser.write(html);
  parser.end();
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
var STYLE = `
:root { color-scheme: light dark; --line: #8884; --muted: #888; }
body { font: 14px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 1200px; padding: 1rem 1.5rem 4rem; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 2rem; }
.filters { position: sticky; top: 0; background: Canvas; border: 1px solid var(--line); padding: .5rem .75rem; z-index: 1; }
.filters label { display: inline-block; margin-right: 1rem; white-space: nowrap; }
table.elements { border-collapse: collapse; width: 100%; }
table.elements > * > tr > * { border-top: 1px solid var(--line); padding: .3rem .5rem; text-align: left; vertical-align: top; }
td.n, td.p { color: var(--muted); white-space: nowrap; } td.t { white-space: nowrap; font-weight: 600; }
.text { white-space: pre-wrap; overflow-wrap: anywhere; }
.table table { border-collapse: collapse; margin: .25rem 0; } .table td, .table th { border: 1px solid var(--line); padding: .15rem .4rem; }
.failed { color: #c33; } .muted { color: var(--muted); }
`;
function renderHtmlReport(report, elements, options = {}) {
  const maxElements = options.maxElements ?? 2e4;
  const maxText = options.maxText ?? 4e3;
  const typeIndex = /* @__PURE__ */ new Map();
  const typeCounts = /* @__PURE__ */ new Map();
  for (const list of elements.values()) {
    for (const element of list) {
      if (!typeIndex.has(element.type)) typeIndex.set(element.type, typeIndex.size);
      typeCounts.set(element.type, (typeCounts.get(element.type) ?? 0) + 1);
    }
  }
  const filterCss = [...typeIndex.values()].map((i) => `body:has(#type-${i}:not(:checked)) tr.type-${i} { display: none; }`).join("\n");
  const filters = [...typeIndex].map(
    ([type, i]) => `<label><input type="checkbox" id="type-${i}" checked> ${escapeHtml(type)} <span class="muted">(${typeCounts.get(type)})</span></label>`
  ).join("\n");
  let shown = 0;
  let hidden = 0;
  const sections = report.documents.map((doc, d) => {
    const status2 = doc.ok ? `${plural(doc.elements, "element")}${doc.pages ? ` \xB7 ${plural(doc.pages, "page")}` : ""} \xB7 ${escapeHtml(formatTypes(doc.types))} \xB7 ${formatDuration(doc.ms)}` : `<span class="failed">could not be partitioned: ${escapeHtml(doc.error ?? "")}</span>`;
    const list = elements.get(doc.path);
    let body = "";
    if (doc.ok && !list)
      body = `<p class="muted">Its elements are in ${escapeHtml(doc.output ?? "its output file")}.</p>`;
    if (list) {
      const rows = [];
      for (const [n, element] of list.entries()) {
        if (shown >= maxElements) {
          hidden += list.length - n;
          break;
        }
        shown++;
        const html = element.metadata?.text_as_html;
        const text = element.text ?? "";
        const content = typeof html === "string" && html.trim() ? `<div class="table">${sanitizeTableHtml(html)}</div>` : `<div class="text">${escapeHtml(text.length > maxText ? `${text.slice(0, maxText)}\u2026` : text)}</div>`;
        const page = element.metadata?.page_number;
        rows.push(
          `<tr class="type-${typeIndex.get(element.type)}"><td class="n">${n + 1}</td><td class="t">${escapeHtml(element.type)}</td><td class="p">${typeof page === "number" ? page : ""}</td><td>${content}</td></tr>`
        );
      }
      body = `<table class="elements"><thead><tr><th>#</th><th>Type</th><th>Page</th><th>Text</th></tr></thead><tbody>
${rows.join("\n")}
</tbody></table>`;
    }
    const change = doc.previousPath ? ` <span class="muted">(renamed from <code>${escapeHtml(doc.previousPath)}</code>)</span>` : doc.change ? ` <span class="muted">(${doc.change})</span>` : "";
    return `<section class="document" id="document-${d}">
<h2><code>${escapeHtml(doc.path)}</code>${change}</h2>
<p>${status2}</p>
${body}
</section>`;
  });
  const t = report.totals;
  const removed = report.removed.length ? `<p>Removed: ${report.removed.map((r) => `<code>${escapeHtml(r.path)}</code>`).join(", ")}</p>` : "";
  const more = hidden ? `<p class="muted">${plural(hidden, "more element")} not shown here; they are in the output files.</p>` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>docflow \xB7 partition report</title>
<style>${STYLE}
${filterCss}
</style>
</head>
<body>
<h1>docflow \xB7 partition report</h1>
<p>${plural(t.processed, "document")} partitioned${t.failed ? `, <span class="failed">${t.failed} failed</span>` : ""} \xB7 ${plural(t.elements, "element")} \xB7 ${escapeHtml(report.selection)}${options.generatedAt ? ` \xB7 ${escapeHtml(options.generatedAt.toISOString())}` : ""}</p>
${removed}
${typeIndex.size ? `<fieldset class="filters"><legend>Show element types</legend>
${filters}
</fieldset>` : ""}
${sections.join("\n")}
${more}
</body>
</html>
`;
}

// src/modes/partition/job.ts
var INDEX_FILE = "index.json";
async function mapConcurrent(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
}
async function fileKind(path) {
  try {
    const info2 = await lstat(path);
    return info2.isFile() ? "file" : "other";
  } catch {
    return "missing";
  }
}
async function runPartitionMode(options) {
  const { ignored } = parsePartitionForm(options.params);
  const log = options.log ?? (() => {
  });
  const workspace = resolve(options.workspace);
  const outDir = resolve(workspace, options.outDir);
  const outRelative = relative(workspace, outDir).split(sep).join("/");
  const outInside = outRelative !== "" && !outRelative.startsWith("..") && !isAbsolute(outRelative);
  const inOutDir = (path) => outInside && (path === outRelative || path.startsWith(`${outRelative}/`));
  const matcher = compilePatterns(options.patterns);
  const concurrency = options.concurrency ?? (options.apiUrl ? availableParallelism() * 2 : availableParallelism());
  const chosenChanges = options.changes ? selectChanges(options.changes, matcher) : { partition: [], removed: [] };
  const changeOf = new Map(chosenChanges.partition.map((change) => [change.path, change]));
  const missing = [];
  let files;
  if (options.changedOnly && options.changes) {
    files = [];
    for (const change of chosenChanges.partition) {
      if (inOutDir(change.path)) continue;
      const kind = await fileKind(join2(workspace, change.path));
      if (kind === "file") files.push(change.path);
      else if (kind === "other") log(`skipped ${change.path}: not a regular file (links are not followed)`);
      else {
        missing.push({
          path: change.path,
          change: change.status,
          previousPath: change.previousPath,
          ok: false,
          error: "The changed file is not in the workspace; is the pull request's head checked out?",
          elements: 0,
          types: {},
          ms: 0
        });
      }
    }
  } else {
    files = await findFiles(matcher, workspace, { skipDirectories: outInside ? [outRelative] : [] });
  }
  const wantsDiff = (path) => {
    const change = changeOf.get(path);
    return options.readBase !== void 0 && change !== void 0;
  };
  await mkdir(outDir, { recursive: true });
  const results = await runPartitionJob({
    files,
    cwd: workspace,
    outDir,
    mirrorPaths: true,
    reservedNames: [INDEX_FILE, HTML_REPORT_FILE],
    params: options.params,
    apiUrl: options.apiUrl,
    apiKey: options.apiKey,
    concurrency,
    keepElements: wantsDiff,
    onFileDone: (result, done, total) => log(
      result.ok ? `[${done}/${total}] ok      ${result.file}: ${result.elements} elements` : `[${done}/${total}] failed  ${result.file}: ${result.error}`
    )
  });
  const elementsOf = /* @__PURE__ */ new Map();
  const documents = results.map((result) => {
    const change = changeOf.get(result.file);
    if (result.result && wantsDiff(result.file)) elementsOf.set(result.file, result.result);
    return {
      path: result.file,
      change: change?.status,
      previousPath: change?.previousPath,
      ok: result.ok,
      error: result.error,
      elements: result.elements,
      pages: result.pages,
      types: result.types ?? {},
      ms: result.ms,
      output: result.output ? relative(outDir, result.output).split(sep).join("/") : void 0
    };
  });
  documents.push(...missing);
  documents.sort((a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  if (options.readBase) {
    const readBase = options.readBase;
    const partitionBase = createPartitioner(options);
    const toCompare = documents.filter((doc) => doc.ok && elementsOf.has(doc.path));
    await mapConcurrent(toCompare, concurrency, async (doc) => {
      const after = elementsOf.get(doc.path) ?? [];
      const basePath = doc.previousPath ?? (doc.change === "added" ? void 0 : doc.path);
      if (basePath === void 0) {
        doc.diff = diffElements([], after);
        return;
      }
      let data;
      try {
        data = await readBase(basePath);
      } catch (error2) {
        doc.diffError = `reading the base version failed: ${error2 instanceof Error ? error2.message : String(error2)}`;
        return;
      }
      if (data === void 0) {
        doc.diff = diffElements([], after);
        return;
      }
      try {
        const before = await partitionBase({ data, filename: basename(basePath) });
        doc.diff = diffElements(before, after);
      } catch (error2) {
        doc.diffError = `the base version could not be partitioned: ${error2 instanceof Error ? error2.message : String(error2)}`;
      }
    });
  }
  const report = {
    documents,
    removed: chosenChanges.removed,
    engine: options.apiUrl ? "server" : "embedded",
    selection: options.selection ?? (options.changedOnly ? "Documents the event changed" : "All documents matching `files`"),
    totals: totalsOf(documents)
  };
  const indexPath = join2(outDir, INDEX_FILE);
  await writeFile(indexPath, `${JSON.stringify(indexOf(report), null, 2)}
`);
  let htmlReportPath;
  if (options.htmlReport !== false) {
    htmlReportPath = join2(outDir, HTML_REPORT_FILE);
    const elements = await elementsForReport(report, outDir, elementsOf);
    await writeFile(htmlReportPath, renderHtmlReport(report, elements, { maxElements: REPORT_MAX_ELEMENTS }));
  }
  return {
    report,
    outDir,
    indexPath,
    htmlReportPath,
    changes: [...chosenChanges.partition, ...chosenChanges.removed].sort(
      (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0
    ),
    ignoredParams: ignored
  };
}
var REPORT_MAX_ELEMENTS = 2e4;
async function elementsForReport(report, outDir, kept) {
  const elements = /* @__PURE__ */ new Map();
  let total = 0;
  for (const doc of report.documents) {
    if (!doc.ok || total >= REPORT_MAX_ELEMENTS) continue;
    let list = kept.get(doc.path);
    if (!list && doc.output?.endsWith(".json")) {
      try {
        list = JSON.parse(await readFile(join2(outDir, doc.output), "utf8"));
      } catch {
        list = void 0;
      }
    }
    if (list) {
      elements.set(doc.path, list);
      total += list.length;
    }
  }
  return elements;
}
function indexOf(report) {
  return {
    docflow: DOCFLOW_VERSION,
    engine: report.engine,
    selection: report.selection,
    totals: { ...report.totals, ms: Math.round(report.totals.ms) },
    documents: report.documents.map((doc) => ({
      path: doc.path,
      ...doc.change ? { change: doc.change } : {},
      ...doc.previousPath ? { previous_path: doc.previousPath } : {},
      status: doc.ok ? "ok" : "failed",
      ...doc.error ? { error: doc.error } : {},
      ...doc.output ? { output: doc.output } : {},
      elements: doc.elements,
      ...doc.pages !== void 0 ? { pages: doc.pages } : {},
      types: doc.types,
      ms: Math.round(doc.ms),
      ...doc.diff ? {
        diff: {
          added: doc.diff.changes.filter((c) => c.kind === "added").length,
          removed: doc.diff.changes.filter((c) => c.kind === "removed").length,
          changed: doc.diff.changes.filter((c) => c.kind === "changed").length,
          unchanged: doc.diff.unchanged
        }
      } : {}
    })),
    removed: report.removed.map((change) => change.path)
  };
}

// src/action/artifact.ts
import { readdir as readdir2 } from "node:fs/promises";
import { join as join3 } from "node:path";
function uniqueArtifactName(base, identity) {
  const parts = [base, identity.job].filter(Boolean);
  let name = parts.join("-");
  if (identity.runAttempt > 1) name += `-attempt${identity.runAttempt}`;
  return name.replace(/[":<>|*?\r\n\\/\u0000-\u001f]/g, "-");
}
function artifactServiceAvailable(env = process.env) {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL);
}
async function filesUnder(dir) {
  const entries = await readdir2(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join3(entry.parentPath, entry.name));
}
async function uploadDirectory(name, dir, retentionDays) {
  const { DefaultArtifactClient } = await import("./chunks/artifact-YBIO2WV7.js");
  const client = new DefaultArtifactClient();
  const files = await filesUnder(dir);
  const response = await client.uploadArtifact(
    name,
    files,
    dir,
    retentionDays === void 0 ? {} : { retentionDays }
  );
  return { id: response.id, size: response.size };
}

// src/action/git.ts
import { spawn } from "node:child_process";
var SHA = /^[0-9a-f]{40}([0-9a-f]{24})?$/i;
function isCommitId(value) {
  return typeof value === "string" && SHA.test(value);
}
function isZeroCommitId(value) {
  return /^0+$/.test(value);
}
var GitError = class extends Error {
  constructor(args, result) {
    super(
      `git ${args[0] ?? ""} failed (exit ${result.code}): ${result.stderr.trim().split("\n").at(-1) ?? ""}`
    );
    this.name = "GitError";
  }
};
var Git = class {
  cwd;
  log;
  constructor(cwd, log = () => {
  }) {
    this.cwd = cwd;
    this.log = log;
  }
  /** Runs git with these arguments; resolves with the exit code (it does not throw on failure). */
  run(args) {
    return new Promise((resolve2) => {
      const child = spawn("git", args, {
        cwd: this.cwd,
        env: { ...process.env, GIT_TERMINAL_PROMPT: "0", LC_ALL: "C" },
        stdio: ["ignore", "pipe", "pipe"],
        shell: false
      });
      const out = [];
      let stderr = "";
      child.stdout.on("data", (chunk) => out.push(chunk));
      child.stderr.on("data", (chunk) => {
        stderr += chunk.toString("utf8");
      });
      child.on("error", (error2) => resolve2({ code: -1, stdout: Buffer.alloc(0), stderr: error2.message }));
      child.on("close", (code2) => resolve2({ code: code2, stdout: Buffer.concat(out), stderr }));
    });
  }
  async check(args) {
    const result = await this.run(args);
    if (result.code !== 0) throw new GitError(args, result);
    return result.stdout;
  }
  async hasCommit(sha) {
    if (!isCommitId(sha)) return false;
    return (await this.run(["cat-file", "-e", `${sha}^{commit}`])).code === 0;
  }
  async isShallow() {
    const result = await this.run(["rev-parse", "--is-shallow-repository"]);
    return result.stdout.toString("utf8").trim() === "true";
  }
  /** Fetches the commits the checkout lacks (a shallow checkout has only the one it checked out). */
  async ensureCommits(shas, depth = 1) {
    const missing = [];
    for (const sha of shas) {
      if (!isCommitId(sha)) throw new Error(`Not a commit id: ${JSON.stringify(sha)}`);
      if (!await this.hasCommit(sha)) missing.push(sha);
    }
    if (missing.length === 0) return;
    this.log(`Fetching ${missing.map((s) => s.slice(0, 12)).join(", ")} (not in the checkout)`);
    await this.check([
      "fetch",
      "--no-tags",
      "--no-recurse-submodules",
      `--depth=${depth}`,
      "origin",
      ...missing
    ]);
  }
  async mergeBase(a, b) {
    const result = await this.run(["merge-base", a, b]);
    return result.code === 0 ? result.stdout.toString("utf8").trim() : void 0;
  }
  /**
   * Makes sure both commits and a common ancestor are present: fetches them if missing, then deepens a
   * shallow history step by step (doubling) until the merge base appears, and as a last resort fetches
   * their whole history.
   */
  async ensureMergeBase(base, head, initialDepth = 100) {
    await this.ensureCommits([base, head], initialDepth);
    let found = await this.mergeBase(base, head);
    for (let depth = initialDepth; !found && depth <= initialDepth * 16 && await this.isShallow(); depth *= 2) {
      this.log(
        `No common ancestor of ${base.slice(0, 12)} and ${head.slice(0, 12)} yet; deepening by ${depth}`
      );
      await this.check([
        "fetch",
        "--no-tags",
        "--no-recurse-submodules",
        `--deepen=${depth}`,
        "origin",
        base,
        head
      ]);
      found = await this.mergeBase(base, head);
    }
    if (!found && await this.isShallow()) {
      this.log("Fetching the whole history of both commits");
      await this.check([
        "fetch",
        "--no-tags",
        "--no-recurse-submodules",
        "--unshallow",
        "origin",
        base,
        head
      ]);
      found = await this.mergeBase(base, head);
    }
    if (!found) throw new Error(`${base.slice(0, 12)} and ${head.slice(0, 12)} have no common ancestor`);
    return found;
  }
  /**
   * The files that differ between two commits, renames detected (and reported as delete + add).
   * `threeDot` compares `to` with the merge base of both, as a pull request does.
   */
  async diff(from, to, threeDot) {
    if (!isCommitId(from) || !isCommitId(to)) throw new Error("git diff needs two commit ids");
    const range = threeDot ? [`${from}...${to}`] : [from, to];
    const out = await this.check([
      "-c",
      "core.quotePath=false",
      "diff",
      "--name-status",
      "-z",
      "-M",
      "--no-color",
      "--no-ext-diff",
      ...range,
      "--"
    ]);
    return parseNameStatus(out.toString("utf8"));
  }
  /** A file's content at a commit (`git show <sha>:<path>`), or undefined when it is not there. */
  async show(sha, path) {
    if (!isCommitId(sha)) throw new Error(`Not a commit id: ${JSON.stringify(sha)}`);
    const spec = `${sha}:${path}`;
    const type = await this.run(["cat-file", "-t", spec]);
    if (type.code !== 0 || type.stdout.toString("utf8").trim() !== "blob") return void 0;
    return this.check(["show", "--no-textconv", spec]);
  }
};

// src/action/changed-files.ts
function isPullRequestEvent(eventName) {
  return eventName === "pull_request" || eventName === "pull_request_target";
}
async function pullRequestFilesFromApi(octokit, repo, number) {
  const files = await octokit.paginate(octokit.rest.pulls.listFiles, {
    ...repo,
    pull_number: number,
    per_page: 100
  });
  return files.map((file) => ({
    filename: file.filename,
    status: file.status,
    previous_filename: file.previous_filename
  }));
}
async function pullRequestChanges(sources) {
  const pr = sources.payload.pull_request ?? {};
  const number = pr.number ?? sources.payload.number;
  const baseSha = pr.base?.sha;
  const headSha = pr.head?.sha;
  if (typeof number !== "number" || !isCommitId(baseSha) || !isCommitId(headSha)) {
    sources.warning("The event payload lacks the pull request's number or commits; every document counts.");
    return { description: "All documents matching `files` (the pull request could not be read)" };
  }
  const known = { baseSha, headSha, pullRequest: number };
  let reason = "no token to read it with";
  if (sources.octokit && sources.repo) {
    try {
      const entries = await pullRequestFilesFromApi(sources.octokit, sources.repo, number);
      const capped = entries.length >= PULL_REQUEST_FILES_CAP;
      const short = typeof pr.changed_files === "number" && pr.changed_files > entries.length;
      if (!capped && !short) {
        sources.info(`Pull request #${number} changes ${entries.length} files (REST API).`);
        return {
          ...known,
          changes: changesFromPullRequestFiles(entries),
          description: `Documents changed by pull request #${number}`
        };
      }
      reason = capped ? `the REST API lists at most ${PULL_REQUEST_FILES_CAP} files and returned ${entries.length}` : `the REST API listed ${entries.length} of the ${pr.changed_files} changed files`;
    } catch (error2) {
      reason = `the REST API failed: ${error2 instanceof Error ? error2.message : String(error2)}`;
      sources.warning(`Could not list the files of pull request #${number}: ${reason}`);
    }
  }
  sources.info(
    `Pull request #${number}: using git diff ${baseSha.slice(0, 12)}...${headSha.slice(0, 12)} (${reason}).`
  );
  try {
    await sources.git.ensureMergeBase(baseSha, headSha);
    const changes = await sources.git.diff(baseSha, headSha, true);
    sources.info(`git diff lists ${changes.length} changed paths.`);
    return { ...known, changes, description: `Documents changed by pull request #${number} (git diff)` };
  } catch (error2) {
    sources.warning(
      `Could not learn what pull request #${number} changes (${error2 instanceof Error ? error2.message : String(error2)}); every document counts. Check out with fetch-depth: 0 to let git compare.`
    );
    return { ...known, description: "All documents matching `files` (the changes could not be listed)" };
  }
}
async function pushChanges(sources) {
  const before = sources.payload.before;
  const after = sources.payload.after;
  if (!isCommitId(after)) {
    return { description: "All documents matching `files` (the push event has no commit)" };
  }
  if (!isCommitId(before) || isZeroCommitId(before) || sources.payload.created === true) {
    sources.info("First push of a new branch: every document counts.");
    return { description: "All documents matching `files` (first push of a new branch)" };
  }
  try {
    await sources.git.ensureCommits([before, after]);
    const changes = await sources.git.diff(before, after, false);
    sources.info(
      `Push ${before.slice(0, 12)}..${after.slice(0, 12)} changes ${changes.length} paths (git diff).`
    );
    return {
      changes,
      description: `Documents changed by the push ${before.slice(0, 7)}..${after.slice(0, 7)}`
    };
  } catch (error2) {
    sources.warning(
      `Could not compare ${before.slice(0, 12)}..${after.slice(0, 12)} (${error2 instanceof Error ? error2.message : String(error2)}); every document counts.`
    );
    return { description: "All documents matching `files` (the push could not be compared)" };
  }
}
async function changesForEvent(sources) {
  if (isPullRequestEvent(sources.eventName)) return pullRequestChanges(sources);
  if (sources.eventName === "push") return pushChanges(sources);
  return { description: "All documents matching `files`" };
}

// src/action/comment.ts
async function ownLogin(octokit) {
  try {
    return (await octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    return void 0;
  }
}
function isOwnComment(comment, login) {
  if (login) return comment.user?.login === login;
  return comment.user?.type === "Bot";
}
async function upsertComment(octokit, target, identity, body, createIfMissing = true) {
  const login = await ownLogin(octokit);
  const comments = await octokit.paginate(octokit.rest.issues.listComments, {
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    per_page: 100
  });
  const ours = comments.find((c) => isCommentFor(c.body ?? "", identity) && isOwnComment(c, login));
  if (ours) {
    if (ours.body === body) return { action: "unchanged", id: ours.id, url: ours.html_url };
    const updated = await octokit.rest.issues.updateComment({
      owner: target.owner,
      repo: target.repo,
      comment_id: ours.id,
      body
    });
    return { action: "updated", id: updated.data.id, url: updated.data.html_url };
  }
  if (!createIfMissing) return { action: "skipped" };
  const created = await octokit.rest.issues.createComment({
    owner: target.owner,
    repo: target.repo,
    issue_number: target.issueNumber,
    body
  });
  return { action: "created", id: created.data.id, url: created.data.html_url };
}

// src/action/log.ts
import { randomUUID } from "node:crypto";
function logSafe(text) {
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => {
    if (c === "\n") return "\\n";
    if (c === "\r") return "\\r";
    if (c === "	") return "\\t";
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}
async function withCommandsStopped(fn) {
  const token = randomUUID().replaceAll("-", "");
  info(`::stop-commands::${token}`);
  try {
    return await fn();
  } finally {
    info(`::${token}::`);
  }
}

// src/action/partition.ts
var MAX_FILE_ANNOTATIONS = 8;
function message(error2) {
  return error2 instanceof Error ? error2.message : String(error2);
}
function status(error2) {
  const value = error2?.status;
  return typeof value === "number" ? value : void 0;
}
function pullRequestInfo(payload) {
  const pr = payload.pull_request;
  if (!pr || typeof pr.number !== "number") return void 0;
  const base = pr.base?.repo?.full_name;
  const head = pr.head?.repo?.full_name;
  return { number: pr.number, fork: Boolean(base && head !== base) };
}
function annotateFailures(failed) {
  const shown = failed.length > MAX_FILE_ANNOTATIONS + 1 ? failed.slice(0, MAX_FILE_ANNOTATIONS) : failed;
  for (const doc of shown) {
    error(`${doc.path} could not be partitioned: ${doc.error ?? "unknown error"}`, {
      title: "docflow: document not partitioned",
      file: doc.path
    });
  }
  if (shown.length < failed.length) {
    error(
      `${failed.length - shown.length} more documents could not be partitioned; the step summary lists them all.`,
      { title: "docflow: documents not partitioned" }
    );
  }
}
async function runPartitionAction(common) {
  const inputs = readPartitionInputs();
  const github = await import("./chunks/github-GOBBH5NG.js");
  if (inputs.ignoredParams.length) {
    warning(
      `partition-params: ${inputs.ignoredParams.map((n) => `'${logSafe(n)}'`).join(", ")} ${inputs.ignoredParams.length === 1 ? "is not a form field" : "are not form fields"} of the Partition endpoint; ${common.apiUrl ? "they are sent as they are" : "the embedded engine ignores them"}.`
    );
  }
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  const eventName = github.context.eventName;
  const payload = github.context.payload;
  const changedOnly = inputs.changedOnly === "auto" ? isPullRequestEvent(eventName) || eventName === "push" : inputs.changedOnly === "true";
  const octokit = inputs.githubToken ? github.getOctokit(inputs.githubToken) : void 0;
  const context = github.context;
  const repo = process.env.GITHUB_REPOSITORY?.includes("/") ? context.repo : void 0;
  const git = new Git(workspace, (line) => info(logSafe(line)));
  startGroup("Changed files");
  const event = await changesForEvent({
    eventName,
    payload,
    repo,
    octokit: repo ? octokit : void 0,
    git,
    info: (line) => info(logSafe(line)),
    warning: (line) => warning(line)
  });
  endGroup();
  if (changedOnly && !event.changes) info(`changed-only: ${event.description}.`);
  const pr = isPullRequestEvent(eventName) ? pullRequestInfo(payload) : void 0;
  const baseSha = event.baseSha;
  let baseFetched;
  const readBase = pr && baseSha ? async (path) => {
    baseFetched ??= git.ensureCommits([baseSha]);
    await baseFetched;
    return git.show(baseSha, path);
  } : void 0;
  startGroup("Partitioning");
  const result = await withCommandsStopped(
    () => runPartitionMode({
      workspace,
      patterns: inputs.files,
      changes: event.changes,
      changedOnly,
      selection: changedOnly ? event.description : "All documents matching `files`",
      outDir: common.outputDir,
      params: inputs.params,
      apiUrl: common.apiUrl || void 0,
      apiKey: common.apiKey || void 0,
      concurrency: inputs.concurrency,
      readBase,
      log: (line) => info(logSafe(line))
    })
  );
  endGroup();
  const { report } = result;
  const failed = report.documents.filter((doc) => !doc.ok);
  info(
    `${report.totals.processed} of ${report.totals.documents} documents partitioned, ${report.totals.elements} elements` + (report.removed.length ? `, ${report.removed.length} removed` : "") + "."
  );
  setOutput("output-dir", result.outDir);
  setOutput("report-path", result.indexPath);
  setOutput("files-processed", String(report.totals.processed));
  setOutput("files-failed", String(report.totals.failed));
  setOutput("elements", String(report.totals.elements));
  setOutput("changed-files", changedFilesJson(result.changes));
  let artifactName;
  if (inputs.uploadArtifact && inputs.artifactName) {
    const name = uniqueArtifactName(inputs.artifactName, {
      job: context.job ?? "",
      runAttempt: Number.isFinite(context.runAttempt) ? context.runAttempt : 1
    });
    if (!artifactServiceAvailable()) {
      notice(
        "The artifact service is not available to this step (no ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL); the results were not uploaded."
      );
    } else {
      try {
        const uploaded = await uploadDirectory(name, result.outDir, inputs.retentionDays);
        artifactName = name;
        info(
          `Uploaded the results as the artifact ${name}${uploaded.id ? ` (id ${uploaded.id})` : ""}.`
        );
      } catch (error2) {
        warning(`Could not upload the results as the artifact ${name}: ${message(error2)}`);
      }
    }
  }
  try {
    await summary.addRaw(
      renderSummary(report, { resultsLocation: artifactName ? `artifact ${artifactName}` : result.outDir })
    ).write();
  } catch (error2) {
    warning(`Could not write the step summary: ${message(error2)}`);
  }
  if (pr && inputs.commentOnPr && repo) {
    await commentOnPullRequest(context, pr, report, octokit, artifactName);
  }
  annotateFailures(failed);
  if (failed.length && inputs.failOnError) {
    throw new ActionFailure(
      "partition-failed",
      `${failed.length} of ${report.totals.documents} documents could not be partitioned (see the annotations and the step summary).`
    );
  }
}
async function commentOnPullRequest(context, pr, report, octokit, artifactName) {
  const degrade = (why) => notice(`No pull request comment: ${why}. The step summary shows what changed in the documents.`);
  if (pr.fork) return degrade("the pull request comes from a fork, whose token cannot write comments");
  if (!octokit) return degrade("no github-token");
  const identity = { workflow: context.workflow ?? "", job: context.job ?? "" };
  const body = renderComment(report, {
    identity,
    runUrl: `${context.serverUrl}/${context.repo.owner}/${context.repo.repo}/actions/runs/${context.runId}`,
    artifactName,
    sha: context.payload.pull_request?.head?.sha
  });
  const somethingToSay = report.documents.some((doc) => doc.change || !doc.ok) || report.removed.length > 0;
  try {
    const outcome = await upsertComment(
      octokit,
      { ...context.repo, issueNumber: pr.number },
      identity,
      body,
      somethingToSay
    );
    if (outcome.action !== "skipped")
      info(`Pull request comment ${outcome.action}: ${outcome.url ?? outcome.id}`);
  } catch (error2) {
    const code2 = status(error2);
    if (code2 === 403 || code2 === 404 || code2 === 401) {
      degrade(
        `the token may not comment on pull request #${pr.number} (HTTP ${code2}; it needs pull-requests: write)`
      );
    } else {
      warning(`Could not post the pull request comment: ${message(error2)}`);
    }
  }
}

// src/action/run.ts
var MAX_FILE_ANNOTATIONS2 = 8;
function oneOf(name, allowed, fallback) {
  const value = getInput(name).trim().toLowerCase() || fallback;
  if (!allowed.includes(value)) {
    throw new ActionFailure(
      "invalid-input",
      `Input '${name}' must be one of ${allowed.map((a) => `'${a}'`).join(", ")}; got '${getInput(name).trim()}'.`
    );
  }
  return value;
}
function readRunInputs(common) {
  const workflow = getInput("workflow").trim();
  if (!workflow) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'workflow' is required for mode 'run': the workflow's name or id."
    );
  }
  const workflowApiUrl = common.workflowApiUrl || common.apiUrl;
  if (!workflowApiUrl) {
    throw new ActionFailure(
      "invalid-input",
      "Input 'workflow-api-url' is required for mode 'run': the base address of the Workflow endpoint."
    );
  }
  let timeoutMs;
  try {
    timeoutMs = parseDuration(getInput("timeout").trim() || "30m", "Input 'timeout'");
  } catch (error2) {
    throw new ActionFailure("invalid-input", error2.message);
  }
  const files = getInput("files").split(/\r?\n/).map((line) => line.trim()).filter((line) => line && !line.startsWith("#"));
  const failOn = oneOf("fail-on", FAIL_ON, "not-completed");
  return {
    workflowApiUrl,
    workflow,
    files,
    wait: readBoolean("wait", true),
    timeoutMs,
    ifRunning: oneOf("if-running", IF_RUNNING, "fail"),
    // fail-on-error: false is the older switch for "report, never fail".
    failOn: readBoolean("fail-on-error", true) ? failOn : "never",
    uploadArtifact: readBoolean("upload-artifact", true),
    artifactName: getInput("artifact-name").trim(),
    retentionDays: readPositiveInteger("retention-days", 90)
  };
}
function message2(error2) {
  return error2 instanceof Error ? error2.message : String(error2);
}
function abortOnSignals(controller) {
  const handler = (signal) => {
    if (controller.signal.aborted) return;
    warning(
      `Received ${signal}: the workflow run is being cancelled; cancelling the job on the server.`
    );
    controller.abort(new Error(`received ${signal}`));
  };
  process.on("SIGINT", handler);
  process.on("SIGTERM", handler);
  return () => {
    process.off("SIGINT", handler);
    process.off("SIGTERM", handler);
  };
}
async function uploadResults(inputs, result) {
  if (!inputs.uploadArtifact || !inputs.artifactName || result.downloads.every((d) => !d.path))
    return void 0;
  const github = await import("./chunks/github-GOBBH5NG.js");
  const name = uniqueArtifactName(inputs.artifactName, {
    job: github.context.job ?? "",
    runAttempt: Number.isFinite(github.context.runAttempt) ? github.context.runAttempt : 1
  });
  if (!artifactServiceAvailable()) {
    notice(
      "The artifact service is not available to this step (no ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL); the job's outputs were not uploaded."
    );
    return void 0;
  }
  try {
    const uploaded = await uploadDirectory(name, result.outDir, inputs.retentionDays);
    info(
      `Uploaded the job's outputs as the artifact ${name}${uploaded.id ? ` (id ${uploaded.id})` : ""}.`
    );
    return name;
  } catch (error2) {
    warning(`Could not upload the job's outputs as the artifact ${name}: ${message2(error2)}`);
    return void 0;
  }
}
function annotateFailedFiles(result) {
  const failed = result.files.filter((file) => file.status === "failed");
  const shown = failed.length > MAX_FILE_ANNOTATIONS2 + 1 ? failed.slice(0, MAX_FILE_ANNOTATIONS2) : failed;
  for (const file of shown) {
    error(logSafe(`${file.file} was not processed by job ${result.job.id}: ${file.error ?? "failed"}`), {
      title: "docflow: document failed"
    });
  }
  if (shown.length < failed.length) {
    error(`${failed.length - shown.length} more documents failed; the step summary lists them all.`, {
      title: "docflow: documents failed"
    });
  }
}
function failure(result, inputs) {
  if (!runFailed(result, inputs.failOn)) return void 0;
  const job = `Job ${result.job.id} of workflow '${result.workflow.name}'`;
  switch (result.outcome) {
    case "timed-out":
      return new ActionFailure(
        "timeout",
        `${job} did not finish within the timeout and was cancelled (${result.status}).`
      );
    case "cancelled":
      return new ActionFailure(
        "cancelled",
        `${job} was cancelled because the workflow run was cancelled (${result.status}).`
      );
    case "failed":
      return new ActionFailure("job-failed", `${job} FAILED.`);
    case "stopped":
      return new ActionFailure("job-stopped", `${job} was STOPPED before it completed.`);
    default: {
      const failed = result.files.filter((file) => file.status === "failed").length;
      return new ActionFailure(
        "files-failed",
        `${job} COMPLETED, but ${failed} of ${result.files.length} documents failed.`
      );
    }
  }
}
async function runRunAction(common) {
  const inputs = readRunInputs(common);
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  const client = createRunClient({
    baseUrl: inputs.workflowApiUrl,
    apiKey: common.apiKey || void 0,
    onRetry: (event) => info(
      `Retrying ${event.method} ${event.path} in ${Math.round(event.delayMs / 1e3)} s (${event.reason}).`
    )
  });
  const controller = new AbortController();
  const stopListening = abortOnSignals(controller);
  let result;
  try {
    result = await runRunMode({
      client,
      workflow: inputs.workflow,
      files: inputs.files,
      cwd: workspace,
      wait: inputs.wait,
      timeoutMs: inputs.timeoutMs,
      ifRunning: inputs.ifRunning,
      outDir: common.outputDir,
      signal: controller.signal,
      log: (line) => info(logSafe(line)),
      onJobStarted: (job) => {
        setOutput("job-id", job.id);
        if (inputs.wait) {
          saveState(STATE_JOB_ID, job.id);
          saveState(STATE_WORKFLOW_API_URL, inputs.workflowApiUrl);
        }
      }
    });
  } catch (error2) {
    if (error2 instanceof RunModeError) throw new ActionFailure(error2.reason, error2.message);
    if (error2 instanceof ApiError) throw new ActionFailure("api-error", error2.message);
    throw error2;
  } finally {
    stopListening();
  }
  setOutput("job-id", result.job.id);
  setOutput("job-status", result.status);
  setOutput("output-dir", result.outDir);
  setOutput("failed-files", String(result.files.filter((file) => file.status === "failed").length));
  info(
    `Job ${result.job.id}: ${result.status}` + (result.files.length ? `, ${result.files.length} documents, ${result.elements} elements` : "") + (result.downloads.length ? `, outputs in ${result.outDir}` : "") + "."
  );
  const artifactName = await uploadResults(inputs, result);
  try {
    await summary.addRaw(
      renderRunSummary(result, {
        resultsLocation: artifactName ? `artifact ${artifactName}` : result.outDir
      })
    ).write();
  } catch (error2) {
    warning(`Could not write the step summary: ${message2(error2)}`);
  }
  annotateFailedFiles(result);
  const failed = failure(result, inputs);
  if (failed) throw failed;
}

// src/modes/sync/comment.ts
var MARKER_PREFIX2 = "<!-- docflow:plan v1 ";
var COMMENT_MAX_CHARS2 = 65536;
function safeJson2(value) {
  return JSON.stringify(value).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
function planCommentMarker(marker) {
  return `${MARKER_PREFIX2}${safeJson2({ spec: marker.spec, plan_hash: marker.plan_hash })} -->`;
}
function parsePlanCommentMarker(body) {
  if (!body.startsWith(MARKER_PREFIX2)) return void 0;
  const end = body.indexOf(" -->", MARKER_PREFIX2.length);
  if (end === -1) return void 0;
  try {
    const value = JSON.parse(body.slice(MARKER_PREFIX2.length, end));
    if (typeof value.spec === "string" && typeof value.plan_hash === "string") {
      return { spec: value.spec, plan_hash: value.plan_hash };
    }
  } catch {
  }
  return void 0;
}
function renderPlanComment(plan, options = {}) {
  const header = `${planCommentMarker({ spec: plan.spec, plan_hash: plan.hash })}
### \u{1F527} docflow plan

`;
  const footer = [
    options.status ? `
${options.status}
` : "",
    `
<sub>${[
      options.sha ? `At <code>${options.sha.slice(0, 12)}</code>` : "",
      options.runUrl ? `[workflow run](${encodeURI(options.runUrl)})` : "",
      `plan hash <code>${plan.hash.slice(0, 19)}</code>; merging applies exactly this plan`
    ].filter(Boolean).join(" \xB7 ")}.</sub>
`
  ].join("");
  let body = renderPlanMarkdown(plan);
  for (const max of [12, 4, 1]) {
    body = renderPlanMarkdown(plan, { maxChangesPerResource: max });
    if (header.length + body.length + footer.length <= COMMENT_MAX_CHARS2) break;
  }
  if (header.length + body.length + footer.length > COMMENT_MAX_CHARS2) {
    body = `${body.slice(0, COMMENT_MAX_CHARS2 - header.length - footer.length - 200)}

_(plan truncated: the step summary and the plan file have all of it)_
`;
  }
  return `${header}${body}${footer}`;
}
function withStatus(body, status2) {
  const lines2 = body.split("\n");
  const kept = lines2.filter((line) => !/^(✅|❌|⏳) /.test(line));
  const footer = kept.findIndex((line) => line.startsWith("<sub>"));
  const at = footer === -1 ? kept.length : footer;
  kept.splice(at, 0, status2, "");
  return kept.join("\n");
}

// src/action/sync.ts
var MAX_ANNOTATIONS = 8;
function readSyncInputs() {
  const file = getInput("spec-file").trim();
  const spec = getInput("spec");
  let source;
  if (file) source = { path: file };
  else if (spec.trim() && isInlineSpec(spec)) source = { text: spec };
  else source = { path: spec.trim() || DEFAULT_SPEC_FILE };
  const githubToken = getInput("github-token").trim();
  if (githubToken) setSecret(githubToken);
  return {
    spec: source,
    prune: readBoolean("prune", false),
    expectNoChanges: readBoolean("expect-no-changes", false),
    allowPlanChanges: readBoolean("allow-plan-changes", false),
    commentOnPr: readBoolean("comment-on-pr", true),
    githubToken
  };
}
function message3(error2) {
  return error2 instanceof Error ? error2.message : String(error2);
}
function annotate(problems, file, level) {
  const shown = problems.slice(0, MAX_ANNOTATIONS);
  for (const problem of shown) {
    const properties = {
      title: level === "error" ? "docflow: spec problem" : "docflow: spec warning",
      ...file ? { file } : {},
      ...problem.line !== void 0 ? { startLine: problem.line } : {}
    };
    const text = formatProblem({ ...problem, line: void 0 }, void 0);
    if (level === "error") error(text, properties);
    else warning(text, properties);
  }
  if (problems.length > shown.length) {
    const more = `${problems.length - shown.length} more ${level === "error" ? "problems" : "warnings"} in the spec; the log lists them all.`;
    if (level === "error") error(more);
    else warning(more);
  }
}
function setPlanOutputs(planned) {
  const { plan } = planned;
  setOutput("plan-path", planned.planPath);
  setOutput("creates", String(plan.counts.create));
  setOutput("updates", String(plan.counts.update));
  setOutput("replaces", String(plan.counts.replace));
  setOutput("deletes", String(plan.counts.delete));
  setOutput("changes", String(plan.changes));
}
async function writeSummary(markdown) {
  try {
    await summary.addRaw(markdown).write();
  } catch (error2) {
    warning(`Could not write the step summary: ${message3(error2)}`);
  }
}
async function gitHubContext(token) {
  const github = await import("./chunks/github-GOBBH5NG.js");
  const context = github.context;
  const repo = process.env.GITHUB_REPOSITORY?.includes("/") ? context.repo : void 0;
  return {
    context,
    octokit: token ? github.getOctokit(token) : void 0,
    repo,
    runUrl: repo ? `${context.serverUrl}/${repo.owner}/${repo.repo}/actions/runs/${context.runId}` : void 0
  };
}
async function findPlanComment(gh, issueNumber, spec) {
  if (!gh.octokit || !gh.repo) return void 0;
  let login;
  try {
    login = (await gh.octokit.rest.users.getAuthenticated()).data.login;
  } catch {
    login = void 0;
  }
  const comments = await gh.octokit.paginate(gh.octokit.rest.issues.listComments, {
    ...gh.repo,
    issue_number: issueNumber,
    per_page: 100
  });
  const ours = comments.find(
    (c) => parsePlanCommentMarker(c.body ?? "")?.spec === spec && isOwnComment(c, login)
  );
  return ours ? { id: ours.id, body: ours.body ?? "", issueNumber } : void 0;
}
async function upsertPlanComment(gh, issueNumber, plan, sha) {
  if (!gh.octokit || !gh.repo) return;
  const body = renderPlanComment(plan, { runUrl: gh.runUrl, sha });
  const existing = await findPlanComment(gh, issueNumber, plan.spec);
  if (existing) {
    if (existing.body !== body)
      await gh.octokit.rest.issues.updateComment({ ...gh.repo, comment_id: existing.id, body });
    info(`Pull request comment updated (${existing.id}).`);
  } else if (plan.changes) {
    const created = await gh.octokit.rest.issues.createComment({
      ...gh.repo,
      issue_number: issueNumber,
      body
    });
    info(`Pull request comment created: ${created.data.html_url}`);
  }
}
async function mergedPullRequest(gh) {
  if (!gh.octokit || !gh.repo) return void 0;
  const sha = gh.context.sha;
  const { data } = await gh.octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    ...gh.repo,
    commit_sha: sha
  });
  const merged = data.filter((pr) => pr.merged_at);
  return (merged.find((pr) => pr.merge_commit_sha === sha) ?? merged[0])?.number;
}
function pullRequestNumber(gh) {
  const pr = gh.context.payload.pull_request;
  return typeof pr?.number === "number" ? pr.number : void 0;
}
function isFork(gh) {
  const pr = gh.context.payload.pull_request;
  const base = pr?.base?.repo?.full_name;
  return Boolean(base && pr?.head?.repo?.full_name !== base);
}
function specFileForAnnotations(spec) {
  return spec.path;
}
async function withSpecErrors(inputs, fn) {
  try {
    return await fn();
  } catch (error2) {
    if (error2 instanceof SpecError) {
      info(logSafe(error2.message));
      annotate(error2.problems, specFileForAnnotations(inputs.spec), "error");
      throw new ActionFailure(
        "invalid-spec",
        `${error2.problems.length} problem(s) in the spec; see the annotations.`
      );
    }
    throw error2;
  }
}
function reportWarnings(planned, inputs) {
  for (const warning2 of planned.loaded.warnings)
    info(logSafe(`warning: ${formatProblem(warning2, planned.loaded.label)}`));
  if (planned.loaded.warnings.length)
    annotate(planned.loaded.warnings, specFileForAnnotations(inputs.spec), "warning");
}
async function logPlan(plan) {
  await withCommandsStopped(async () => {
    for (const line of renderPlanText(plan)) info(logSafe(line));
  });
}
async function runSyncAction(common) {
  const inputs = readSyncInputs();
  if (!common.workflowApiUrl) {
    throw new ActionFailure(
      "invalid-input",
      `Input 'workflow-api-url' is required for mode '${common.mode}'.`
    );
  }
  const gh = await gitHubContext(inputs.githubToken);
  const base = {
    spec: inputs.spec,
    apiUrl: common.workflowApiUrl,
    apiKey: common.apiKey,
    prune: inputs.prune,
    outDir: common.outputDir,
    registerSecret: (value) => setSecret(value),
    log: (line) => info(logSafe(line))
  };
  try {
    if (common.mode === "plan") await planAction(inputs, gh, base);
    else await applyAction(inputs, gh, base);
  } catch (error2) {
    if (error2 instanceof ApiError) throw new ActionFailure("api-error", error2.message);
    throw error2;
  }
}
async function planAction(inputs, gh, base) {
  const planned = await withSpecErrors(inputs, () => runPlanMode(base));
  reportWarnings(planned, inputs);
  await logPlan(planned.plan);
  setPlanOutputs(planned);
  await writeSummary(`## docflow plan

${renderPlanMarkdown(planned.plan, { showUnchanged: true })}`);
  const pr = pullRequestNumber(gh);
  if (pr !== void 0 && inputs.commentOnPr) {
    if (isFork(gh))
      notice(
        "No pull request comment: the pull request comes from a fork, whose token cannot write comments."
      );
    else if (!gh.octokit || !gh.repo) notice("No pull request comment: no github-token.");
    else {
      const sha = gh.context.payload.pull_request?.head?.sha;
      try {
        await upsertPlanComment(gh, pr, planned.plan, sha);
      } catch (error2) {
        warning(`Could not post the pull request comment: ${planned.redact(message3(error2))}`);
      }
    }
  }
  if (inputs.expectNoChanges && planned.plan.changes) {
    throw new ActionFailure(
      "changes-to-apply",
      `The service differs from the spec (${planned.plan.resources.filter((r) => r.action !== "no-op").length} resources to change) and expect-no-changes is set.`
    );
  }
}
async function applyAction(inputs, gh, base) {
  let comment;
  if (gh.context.eventName === "push" && gh.octokit && gh.repo) {
    try {
      const pr = await mergedPullRequest(gh);
      if (pr === void 0)
        info("This push comes from no merged pull request: there is no reviewed plan to compare with.");
      else {
        const specLabel = inputs.spec.text !== void 0 ? "inline spec" : inputs.spec.path ?? DEFAULT_SPEC_FILE;
        comment = await findPlanComment(gh, pr, specLabel);
        info(
          comment ? `Pull request #${pr} has the reviewed plan ${parsePlanCommentMarker(comment.body)?.plan_hash}.` : `Pull request #${pr} has no plan comment for ${specLabel}: there is no reviewed plan to compare with.`
        );
      }
    } catch (error2) {
      warning(`Could not look for the reviewed plan: ${message3(error2)}`);
    }
  }
  const approvedHash = comment ? parsePlanCommentMarker(comment.body)?.plan_hash : void 0;
  const setStatus = async (status2) => {
    if (!comment || !gh.octokit || !gh.repo) return;
    try {
      await gh.octokit.rest.issues.updateComment({
        ...gh.repo,
        comment_id: comment.id,
        body: withStatus(comment.body, status2)
      });
    } catch (error2) {
      warning(`Could not update the pull request comment: ${message3(error2)}`);
    }
  };
  const run2 = gh.runUrl ? `[this run](${gh.runUrl})` : "this run";
  let applied;
  try {
    applied = await withSpecErrors(
      inputs,
      () => runApplyMode({ ...base, approvedHash, allowPlanChanges: inputs.allowPlanChanges })
    );
  } catch (error2) {
    if (error2 instanceof PlanChangedError) {
      await logPlan(error2.plan);
      await writeSummary(
        `## docflow apply: plan changed

The reviewed plan was \`${error2.approvedHash}\`; the plan now is \`${error2.plan.hash}\`. Nothing was applied.

${renderPlanMarkdown(error2.plan)}`
      );
      await setStatus(`\u274C Plan not applied in ${run2}: the plan changed since it was reviewed.`);
      throw new ActionFailure("plan-changed", error2.message);
    }
    throw error2;
  }
  reportWarnings(applied, inputs);
  if (applied.planChanged)
    warning("The plan differs from the reviewed one; applied anyway (allow-plan-changes).");
  await logPlan(applied.plan);
  setPlanOutputs(applied);
  setOutput("resources", JSON.stringify(applied.result.resources));
  await writeSummary(
    `## docflow apply

${renderPlanMarkdown(applied.plan, { showUnchanged: true })}
${renderApplyMarkdown(applied.result)}`
  );
  if (!applied.result.ok) {
    await setStatus(`\u274C Apply failed in ${run2}.`);
    throw new ActionFailure("apply-failed", `Apply stopped: ${applied.result.error ?? "a step failed"}`);
  }
  await setStatus(`\u2705 Plan applied in ${run2}.`);
}

// src/action/main.ts
async function run() {
  try {
    const inputs = readCommonInputs();
    info(`docflow ${DOCFLOW_VERSION}: mode ${inputs.mode}`);
    if (inputs.mode === "partition") {
      await runPartitionAction(inputs);
      return;
    }
    if (inputs.mode === "plan" || inputs.mode === "apply") {
      await runSyncAction(inputs);
      return;
    }
    if (inputs.mode === "run") {
      await runRunAction(inputs);
      return;
    }
    throw new ActionFailure(
      "not-available",
      `Mode '${inputs.mode}' is not available in docflow ${DOCFLOW_VERSION} yet. Pin a release that lists it in its README.`
    );
  } catch (error2) {
    const reason = error2 instanceof ActionFailure ? error2.reason : "internal-error";
    const message4 = error2 instanceof Error ? error2.message : String(error2);
    setOutput("failure-reason", reason);
    setFailed(`docflow failed: ${message4}`);
  }
}

// src/action/index.ts
await run();
