// Problems found in a spec, each tied to where it is: the YAML path (`workflows.nightly.nodes[1].type`)
// and, when the spec came from text, the line and column.

export interface SpecLocation {
  /** Keys and indexes from the document's root to the value. */
  path: readonly (string | number)[];
  /** 1-based, when known. */
  line?: number | undefined;
  column?: number | undefined;
}

export interface SpecProblem extends SpecLocation {
  message: string;
}

/** `workflows.nightly.nodes[1].type`; keys that are not plain identifiers are quoted. */
export function formatPath(path: readonly (string | number)[]): string {
  let out = "";
  for (const part of path) {
    if (typeof part === "number") out += `[${part}]`;
    else if (/^[A-Za-z_][\w-]*$/.test(part)) out += out ? `.${part}` : part;
    else out += `[${JSON.stringify(part)}]`;
  }
  return out || "(root)";
}

/** `docflow.yaml:12:5: workflows.nightly.schedule: ...` */
export function formatProblem(problem: SpecProblem, file?: string): string {
  const where = [file, problem.line, problem.line !== undefined ? problem.column : undefined]
    .filter((part) => part !== undefined && part !== "")
    .join(":");
  return `${where ? `${where}: ` : ""}${formatPath(problem.path)}: ${problem.message}`;
}

/** The spec cannot be used: every problem found, not only the first. */
export class SpecError extends Error {
  readonly problems: readonly SpecProblem[];
  readonly file: string | undefined;

  constructor(problems: readonly SpecProblem[], file?: string) {
    const count = problems.length;
    super(
      `The spec${file ? ` ${file}` : ""} has ${count} problem${count === 1 ? "" : "s"}:\n` +
        problems.map((problem) => `  ${formatProblem(problem, file)}`).join("\n"),
    );
    this.name = "SpecError";
    this.problems = problems;
    this.file = file;
  }
}
