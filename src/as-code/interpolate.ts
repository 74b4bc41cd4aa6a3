// `${{ env.NAME }}` references in spec values, replaced by the environment's values. The workflow hands
// secrets to the step as environment variables, so the spec in the repository holds only their names.
import type { SpecProblem } from "./errors.js";

const EXPRESSION = /\$\{\{\s*([^}]*?)\s*\}\}/g;
const ENV_REFERENCE = /^env\.([A-Za-z_][A-Za-z0-9_]*)$/;

export type Path = readonly (string | number)[];

export interface InterpolationResult {
  value: unknown;
  /** One problem per reference that cannot be resolved; the value then holds the reference unchanged. */
  problems: SpecProblem[];
  /** Paths of the values that took something from the environment. */
  interpolated: Path[];
}

export interface InterpolationOptions {
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Called with every value taken from the environment (and every string it ends up in) before the
   * caller can print anything; the action registers them with `core.setSecret`.
   */
  registerSecret?: ((value: string) => void) | undefined;
}

function interpolateString(
  text: string,
  path: Path,
  options: InterpolationOptions,
  problems: SpecProblem[],
): { text: string; used: boolean } {
  let used = false;
  const replaced = text.replace(EXPRESSION, (whole, expression: string) => {
    const reference = ENV_REFERENCE.exec(expression);
    if (!reference) {
      problems.push({
        path,
        message: `'\${{ ${expression} }}' is not supported: only \${{ env.NAME }} references are; pass the value to the step as an environment variable and refer to it by name`,
      });
      return whole;
    }
    const name = reference[1] as string;
    const value = options.env[name];
    if (value === undefined) {
      problems.push({
        path,
        message: `the environment variable ${name} is not set (referenced as \${{ env.${name} }})`,
      });
      return whole;
    }
    used = true;
    if (value !== "") options.registerSecret?.(value);
    return value;
  });
  if (used && replaced !== "") options.registerSecret?.(replaced);
  return { text: replaced, used };
}

/** Resolves every reference in every string value (not in keys) of a parsed document. */
export function interpolate(value: unknown, options: InterpolationOptions): InterpolationResult {
  const problems: SpecProblem[] = [];
  const interpolated: Path[] = [];
  const walk = (node: unknown, path: Path): unknown => {
    if (typeof node === "string") {
      if (!node.includes("${{")) return node;
      const { text, used } = interpolateString(node, path, options, problems);
      if (used) interpolated.push(path);
      return text;
    }
    if (Array.isArray(node)) return node.map((item, index) => walk(item, [...path, index]));
    if (node !== null && typeof node === "object") {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(node)) out[key] = walk(item, [...path, key]);
      return out;
    }
    return node;
  };
  return { value: walk(value, []), problems, interpolated };
}

/** Whether `path` is `prefix` or lies below it. */
export function isWithin(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((part, index) => path[index] === part);
}
