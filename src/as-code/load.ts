// Loading a spec: the file (or inline YAML), parsed with positions so every problem names its line, the
// `${{ env.NAME }}` references resolved, then checked against the contract. Nothing is printed here:
// the caller gets the problems and warnings, and every secret was handed to `registerSecret` first.
import { readFile, stat } from "node:fs/promises";
import { type Document, isNode, LineCounter, parseDocument } from "yaml";
import type { SchedulePhrase } from "../contract/schedules.js";
import { SpecError, type SpecProblem } from "./errors.js";
import { interpolate, isWithin, type Path } from "./interpolate.js";
import type { DesiredConnector, DesiredNode, DesiredState, DesiredWorkflow } from "./model.js";
import type { ConnectorSpec, SpecDocument } from "./schema.js";
import { isSensitiveName, looksLikeCredential } from "./sensitive.js";
import { DEFAULT_SPEC_FILE } from "./spec-file.js";
import { validateSpec } from "./validate.js";

export { DEFAULT_SPEC_FILE };

/** A spec is a few KB; a limit keeps a wrong path (a binary, a log) from being read whole. */
export const MAX_SPEC_BYTES = 1024 * 1024;

const MAX_YAML_ERRORS = 5;

export interface SpecSource {
  /** Path of the spec file. */
  path?: string | undefined;
  /** The spec itself, as YAML. */
  text?: string | undefined;
}

export interface LoadOptions {
  env?: Readonly<Record<string, string | undefined>> | undefined;
  registerSecret?: ((value: string) => void) | undefined;
}

export interface LoadedSpec {
  /** The file's path, or `inline spec`. */
  label: string;
  desired: DesiredState;
  warnings: SpecProblem[];
  /** Every value taken from the environment, for scanning output in tests and redacting errors. */
  secrets: string[];
}

/**
 * Whether an input value is inline YAML rather than a path: a path has no line break and no `: `
 * (the rule dorny/paths-filter uses for the same input).
 */
export function isInlineSpec(value: string): boolean {
  return value.includes("\n") || /:\s/.test(value) || value.trimStart().startsWith("{");
}

async function readSpecFile(path: string): Promise<string> {
  let size: number;
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new SpecError([{ path: [], message: "is not a file" }], path);
    size = info.size;
  } catch (error) {
    if (error instanceof SpecError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new SpecError(
      [
        {
          path: [],
          message:
            code === "ENOENT"
              ? "the spec file does not exist (give its path, or the spec itself as inline YAML)"
              : `cannot be read: ${(error as Error).message}`,
        },
      ],
      path,
    );
  }
  if (size > MAX_SPEC_BYTES) {
    throw new SpecError(
      [{ path: [], message: `is ${size} bytes; a spec may be at most ${MAX_SPEC_BYTES}` }],
      path,
    );
  }
  return readFile(path, "utf8");
}

/** Line and column of the deepest node that exists on `path` (a missing key points at its parent). */
function locate(document: Document, lines: LineCounter, path: Path): { line?: number; column?: number } {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = depth === 0 ? document.contents : document.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) {
      const { line, col } = lines.linePos(node.range[0]);
      return { line, column: col };
    }
  }
  return {};
}

function redactAll(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (secret.length > 0) out = out.split(secret).join("***");
  return out;
}

export async function loadSpec(source: SpecSource, options: LoadOptions = {}): Promise<LoadedSpec> {
  const label = source.text !== undefined ? "inline spec" : (source.path ?? DEFAULT_SPEC_FILE);
  const text = source.text ?? (await readSpecFile(label));
  if (Buffer.byteLength(text) > MAX_SPEC_BYTES) {
    throw new SpecError([{ path: [], message: `a spec may be at most ${MAX_SPEC_BYTES} bytes` }], label);
  }
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const fileLabel = source.text !== undefined ? undefined : label;
  if (document.errors.length > 0) {
    // One mistake often derails the parser for the rest of the file: the first few errors are the useful ones.
    const shown = document.errors.slice(0, MAX_YAML_ERRORS).map((error): SpecProblem => {
      const start = lines.linePos(error.pos[0]);
      const line = text.split("\n")[start.line - 1] ?? "";
      // `{` opens a flow map in YAML, so an unquoted ${{ env.X }} inside { } or [ ] breaks the file.
      const hint =
        /\{[^}]*\$\{\{/.test(line) || /\[[^\]]*\$\{\{/.test(line)
          ? // biome-ignore lint/suspicious/noTemplateCurlyInString: the spec's own reference syntax.
            " (inside { } or [ ], quote a value that holds ${{ env.NAME }}: 'secret: \"${{ env.NAME }}\"')"
          : "";
      return {
        path: [],
        line: start.line,
        column: start.col,
        message: `invalid YAML: ${error.message.split("\n")[0]}${hint}`,
      };
    });
    throw new SpecError(shown, fileLabel ?? label);
  }
  const secrets: string[] = [];
  const registerSecret = (value: string) => {
    secrets.push(value);
    options.registerSecret?.(value);
  };
  const raw: unknown = document.toJS({ maxAliasCount: 100 });
  const {
    value,
    problems: referenceProblems,
    interpolated,
  } = interpolate(raw, {
    env: options.env ?? process.env,
    registerSecret,
  });
  const { spec, problems: ruleProblems } = validateSpec(value);
  const problems = [...referenceProblems, ...ruleProblems].map((problem) => ({
    ...problem,
    ...locate(document, lines, problem.path),
    message: redactAll(problem.message, secrets),
  }));
  if (problems.length > 0 || !spec) throw new SpecError(problems, fileLabel ?? label);

  const warnings: SpecProblem[] = [];
  const desired = toDesiredState(spec, interpolated, (path, message) =>
    warnings.push({ path, message, ...locate(document, lines, path) }),
  );
  return { label, desired, warnings, secrets };
}

/** Keys of `values` that hold secrets: by their name, or because a value came from the environment. */
function sensitiveKeys(
  values: Record<string, unknown>,
  at: Path,
  interpolated: readonly Path[],
  warn: (path: Path, message: string) => void,
): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(values)) {
    const path = [...at, key];
    const fromEnv = interpolated.some((p) => isWithin(p, path));
    if (fromEnv) keys.add(key);
    if (!isSensitiveName(key)) continue;
    keys.add(key);
    if (!fromEnv && looksLikeCredential(value)) {
      warn(
        path,
        `'${key}' holds what looks like a literal credential; keep secrets out of the repository: write \${{ env.NAME }} and pass NAME from a secret`,
      );
    }
  }
  return keys;
}

function toDesiredState(
  spec: SpecDocument,
  interpolated: readonly Path[],
  warn: (path: Path, message: string) => void,
): DesiredState {
  const connectors = (section: "sources" | "destinations", kind: "source" | "destination") =>
    Object.entries(spec[section] ?? {}).map(
      ([name, connector]: [string, ConnectorSpec]): DesiredConnector => {
        const config = connector.config ?? {};
        return {
          kind,
          name,
          type: connector.type,
          config,
          sensitive: sensitiveKeys(config, [section, name, "config"], interpolated, warn),
        };
      },
    );
  const workflows = Object.entries(spec.workflows ?? {}).map(([name, workflow]): DesiredWorkflow => {
    const nodes = (workflow.nodes ?? []).map((node, index): DesiredNode => {
      const settings = (node.settings ?? {}) as Record<string, unknown>;
      return {
        name: node.name,
        type: node.type,
        subtype: node.subtype,
        settings,
        sensitive: sensitiveKeys(
          settings,
          ["workflows", name, "nodes", index, "settings"],
          interpolated,
          warn,
        ),
      };
    });
    return {
      name,
      source: workflow.source,
      destination: workflow.destination,
      workflowType: workflow.workflow_type ?? "custom",
      nodes,
      schedule: (workflow.schedule ?? null) as SchedulePhrase | null,
      reprocessAll: workflow.reprocess_all ?? false,
    };
  });
  return {
    sources: connectors("sources", "source"),
    destinations: connectors("destinations", "destination"),
    workflows,
  };
}
