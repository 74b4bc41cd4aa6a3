// The plan for people (a markdown table for the step summary and the pull request comment, a few log
// lines) and for machines (JSON with its hash). Secrets never reach either: the plan holds none.
import type { ApplyResult, StepOutcome } from "./apply.js";
import type { FieldChange, Plan, PlanAction, PlannedResource } from "./plan.js";
import { SENSITIVE } from "./plan.js";

const SPECIAL = /[&<>"'`*_[\]()|~\\!#@:$]/g;

/** Names and values come from the repository: as table text they must stay plain characters. */
export function escapeCell(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed on purpose.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .replace(/\r\n?|\n|\u2028|\u2029/g, " ")
      .replace(SPECIAL, (c) => `&#${c.charCodeAt(0)};`)
  );
}

const code = (text: string) => `<code>${escapeCell(text)}</code>`;

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

export const ACTION_ICONS: Record<PlanAction, string> = {
  create: "🟢",
  update: "🟡",
  replace: "🟣",
  delete: "🔴",
  "no-op": "⚪",
};

function plural(count: number, word: string): string {
  return `${count} ${word}`;
}

/** `1 to create, 2 to update, 0 to replace, 0 to delete` */
export function planHeadline(plan: Plan): string {
  const { create, update, replace, delete: remove } = plan.counts;
  return `${plural(create, "to create")}, ${plural(update, "to update")}, ${plural(replace, "to replace")}, ${plural(remove, "to delete")}`;
}

export function displayValue(value: unknown): string {
  if (value === undefined) return "(unset)";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** One change in words: `config.remote_url: s3://a → s3://b`, `config.secret: (sensitive) changed`. */
export function describeChange(change: FieldChange): string {
  if (change.sensitive) return `${change.field}: ${SENSITIVE} ${change.note ?? "changed"}`;
  const suffix =
    change.note && change.note !== "added" && change.note !== "removed" ? ` (${change.note})` : "";
  if (change.note === "removed")
    return `${change.field}: ${clip(displayValue(change.before), 80)} → (removed)`;
  if (!("before" in change)) return `${change.field}: ${clip(displayValue(change.after), 80)}${suffix}`;
  return `${change.field}: ${clip(displayValue(change.before), 80)} → ${clip(displayValue(change.after), 80)}${suffix}`;
}

function resourceLabel(resource: PlannedResource): string {
  return resource.kind === "workflow" ? "workflow" : `${resource.kind} (${resource.type ?? "?"})`;
}

function changesCell(resource: PlannedResource, maxChanges: number): string {
  if (resource.action === "delete") return "—";
  const lines: string[] = [];
  if (resource.reason)
    lines.push(escapeCell(`replaces ${resource.replaces?.name ?? ""}: ${resource.reason}`));
  const shown = resource.changes.slice(0, maxChanges);
  for (const change of shown) lines.push(code(describeChange(change)));
  if (resource.changes.length > shown.length)
    lines.push(escapeCell(`… ${resource.changes.length - shown.length} more`));
  return lines.join("<br>") || "—";
}

export interface RenderOptions {
  /** Include unchanged resources in the table (the summary does; the comment keeps to changes). */
  showUnchanged?: boolean | undefined;
  maxChangesPerResource?: number | undefined;
}

/** The plan as a markdown table with a headline; an empty plan says so. */
export function renderPlanMarkdown(plan: Plan, options: RenderOptions = {}): string {
  const rows = plan.resources.filter((resource) => options.showUnchanged || resource.action !== "no-op");
  const out: string[] = [`**Plan for ${code(plan.spec)}: ${planHeadline(plan)}.**`, ""];
  if (!plan.changes) out.push("No changes: the service matches the spec.", "");
  if (rows.length > 0) {
    out.push("| | Kind | Name | Action | Changes |", "|---|---|---|---|---|");
    for (const resource of rows) {
      out.push(
        `| ${ACTION_ICONS[resource.action]} | ${escapeCell(resourceLabel(resource))} | ${code(resource.name)} | ${resource.action} | ${changesCell(resource, options.maxChangesPerResource ?? 12)} |`,
      );
    }
    out.push("");
  }
  if (plan.unmanaged.length > 0) {
    out.push(
      `Not in the spec, left as they are (\`prune: true\` deletes them): ${plan.unmanaged.map((r) => `${escapeCell(r.kind)} ${code(r.name)}`).join(", ")}.`,
      "",
    );
  }
  return out.join("\n");
}

/** Log lines: one per resource that changes, then one per change. */
export function renderPlanText(plan: Plan): string[] {
  const lines = [`Plan for ${plan.spec}: ${planHeadline(plan)}.`];
  for (const resource of plan.resources) {
    if (resource.action === "no-op") continue;
    lines.push(
      `  ${resource.action} ${resource.kind} '${resource.name}'${resource.reason ? ` (${resource.reason})` : ""}`,
    );
    for (const change of resource.changes) lines.push(`      ${describeChange(change)}`);
  }
  for (const resource of plan.unmanaged)
    lines.push(`  unmanaged ${resource.kind} '${resource.name}' (${resource.id})`);
  return lines;
}

export function planJson(plan: Plan): string {
  return `${JSON.stringify(plan, null, 2)}\n`;
}

const STATUS_ICONS: Record<StepOutcome["status"], string> = {
  applied: "✅",
  failed: "❌",
  "not applied": "⏭️",
};

export function renderApplyMarkdown(result: ApplyResult): string {
  const applied = result.outcomes.filter((o) => o.status === "applied").length;
  const out = [
    result.ok
      ? `**Applied: ${applied} step${applied === 1 ? "" : "s"}.**`
      : `**Apply stopped at a failure: ${applied} of ${result.outcomes.length} steps applied.** Run apply again once the cause is fixed; it continues from what the service then holds.`,
    "",
  ];
  if (result.outcomes.length > 0) {
    out.push("| | Step | Kind | Name | Result |", "|---|---|---|---|---|");
    for (const outcome of result.outcomes) {
      const text =
        outcome.status === "failed"
          ? `failed: ${outcome.error ?? ""}`
          : outcome.status === "applied"
            ? (outcome.detail ?? "applied")
            : "not applied";
      out.push(
        `| ${STATUS_ICONS[outcome.status]} | ${escapeCell(outcome.op)} | ${escapeCell(outcome.kind)} | ${code(outcome.name)} | ${escapeCell(clip(text, 300))} |`,
      );
    }
    out.push("");
  }
  return out.join("\n");
}
