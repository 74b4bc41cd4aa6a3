// The pull request comment of modes plan and apply: the plan as a table under a hidden, versioned marker
// that names the spec and carries the plan's hash. Plan updates it in place; apply, after the merge,
// reads the hash back to refuse a plan nobody reviewed, and adds the outcome as a status line.
import type { Plan } from "../../as-code/plan.js";
import { renderPlanMarkdown } from "../../as-code/render.js";

const MARKER_PREFIX = "<!-- docflow:plan v1 ";
export const COMMENT_MAX_CHARS = 65_536;

export interface PlanCommentMarker {
  /** The spec's label: one comment per spec file. */
  spec: string;
  plan_hash: string;
}

/** JSON that cannot end the HTML comment it sits in. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

export function planCommentMarker(marker: PlanCommentMarker): string {
  return `${MARKER_PREFIX}${safeJson({ spec: marker.spec, plan_hash: marker.plan_hash })} -->`;
}

export function parsePlanCommentMarker(body: string): PlanCommentMarker | undefined {
  if (!body.startsWith(MARKER_PREFIX)) return undefined;
  const end = body.indexOf(" -->", MARKER_PREFIX.length);
  if (end === -1) return undefined;
  try {
    const value = JSON.parse(body.slice(MARKER_PREFIX.length, end)) as Partial<PlanCommentMarker>;
    if (typeof value.spec === "string" && typeof value.plan_hash === "string") {
      return { spec: value.spec, plan_hash: value.plan_hash };
    }
  } catch {
    // Not our marker after all.
  }
  return undefined;
}

export interface PlanCommentOptions {
  runUrl?: string | undefined;
  sha?: string | undefined;
  /** A status line under the plan: "✅ Applied in …". */
  status?: string | undefined;
}

export function renderPlanComment(plan: Plan, options: PlanCommentOptions = {}): string {
  const header = `${planCommentMarker({ spec: plan.spec, plan_hash: plan.hash })}\n### 🔧 docflow plan\n\n`;
  const footer = [
    options.status ? `\n${options.status}\n` : "",
    `\n<sub>${[
      options.sha ? `At <code>${options.sha.slice(0, 12)}</code>` : "",
      options.runUrl ? `[workflow run](${encodeURI(options.runUrl)})` : "",
      `plan hash <code>${plan.hash.slice(0, 19)}</code>; merging applies exactly this plan`,
    ]
      .filter(Boolean)
      .join(" · ")}.</sub>\n`,
  ].join("");
  let body = renderPlanMarkdown(plan);
  for (const max of [12, 4, 1]) {
    body = renderPlanMarkdown(plan, { maxChangesPerResource: max });
    if (header.length + body.length + footer.length <= COMMENT_MAX_CHARS) break;
  }
  if (header.length + body.length + footer.length > COMMENT_MAX_CHARS) {
    body = `${body.slice(0, COMMENT_MAX_CHARS - header.length - footer.length - 200)}\n\n_(plan truncated: the step summary and the plan file have all of it)_\n`;
  }
  return `${header}${body}${footer}`;
}

/** A comment's body with its status line replaced (apply reports on the comment plan wrote). */
export function withStatus(body: string, status: string): string {
  const lines = body.split("\n");
  const kept = lines.filter((line) => !/^(✅|❌|⏳) /.test(line));
  const footer = kept.findIndex((line) => line.startsWith("<sub>"));
  const at = footer === -1 ? kept.length : footer;
  kept.splice(at, 0, status, "");
  return kept.join("\n");
}
