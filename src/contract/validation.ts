// FastAPI-shaped validation errors. The hosted service is a FastAPI app, so its 422 bodies look like
// pydantic v2's; clients written against it (the official SDKs among them) parse exactly this shape.
import type { z } from "zod";

export type Loc = (string | number)[];

export interface ValidationErrorItem {
  type: string;
  loc: Loc;
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/** The body of every error answer: a message, or a list of validation failures (422). */
export interface ErrorBody {
  detail: ValidationErrorItem[] | string;
}

/** Thrown by the contract's parse functions; `detail` is ready to be sent as a 422 body. */
export class ContractValidationError extends Error {
  readonly detail: ValidationErrorItem[];

  constructor(detail: ValidationErrorItem[]) {
    super(renderDetail(detail));
    this.name = "ContractValidationError";
    this.detail = detail;
  }

  get body(): ErrorBody {
    return { detail: this.detail };
  }
}

/** `'a', 'b' or 'c'`, the way pydantic lists a Literal's allowed values. */
export function quoteAlternatives(values: readonly unknown[]): string {
  const quoted = values.map((v) => (typeof v === "string" ? `'${v}'` : String(v)));
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}

export function literalError(loc: Loc, values: readonly unknown[], input: unknown): ValidationErrorItem {
  const expected = quoteAlternatives(values);
  return { type: "literal_error", loc, msg: `Input should be ${expected}`, input, ctx: { expected } };
}

export function missingError(loc: Loc, input: unknown = null): ValidationErrorItem {
  return { type: "missing", loc, msg: "Field required", input };
}

export function valueError(loc: Loc, message: string, input: unknown): ValidationErrorItem {
  return { type: "value_error", loc, msg: `Value error, ${message}`, input, ctx: { error: message } };
}

function describeZodType(expected: string): { type: string; msg: string } {
  switch (expected) {
    case "string":
      return { type: "string_type", msg: "Input should be a valid string" };
    case "number":
      return { type: "float_type", msg: "Input should be a valid number" };
    case "int":
      return { type: "int_type", msg: "Input should be a valid integer" };
    case "boolean":
      return { type: "bool_type", msg: "Input should be a valid boolean" };
    case "array":
    case "tuple":
      return { type: "list_type", msg: "Input should be a valid list" };
    case "object":
    case "record":
      return { type: "dict_type", msg: "Input should be a valid dictionary or object" };
    default:
      return { type: `${expected}_type`, msg: `Input should be a valid ${expected}` };
  }
}

/**
 * Turns zod issues into pydantic-style items. `root` is prepended to every path (`["body"]` for
 * request bodies, `["query"]` for query strings) so `loc` names the field the way FastAPI does.
 */
export function fromZodIssues(
  issues: readonly z.core.$ZodIssue[],
  root: Loc = ["body"],
): ValidationErrorItem[] {
  return issues.map((issue) => {
    const loc: Loc = [...root, ...issue.path.map((p) => (typeof p === "number" ? p : String(p)))];
    const input = issue.input;
    switch (issue.code) {
      case "invalid_type": {
        if (input === undefined) return missingError(loc);
        const { type, msg } = describeZodType(issue.expected);
        return { type, loc, msg, input };
      }
      case "invalid_value":
        // zod reports an absent enum field as a wrong value; pydantic (and so every client) calls it missing.
        if (input === undefined) return missingError(loc);
        return literalError(loc, issue.values, input);
      case "too_small": {
        const bound = Number(issue.minimum);
        if (issue.origin === "string" || issue.origin === "array") {
          const what = issue.origin === "string" ? "character" : "item";
          return {
            type: issue.origin === "string" ? "string_too_short" : "too_short",
            loc,
            msg: `${issue.origin === "string" ? "String" : "List"} should have at least ${bound} ${what}${bound === 1 ? "" : "s"}`,
            input,
            ctx: { min_length: bound },
          };
        }
        return issue.inclusive === false
          ? {
              type: "greater_than",
              loc,
              msg: `Input should be greater than ${bound}`,
              input,
              ctx: { gt: bound },
            }
          : {
              type: "greater_than_equal",
              loc,
              msg: `Input should be greater than or equal to ${bound}`,
              input,
              ctx: { ge: bound },
            };
      }
      case "too_big": {
        const bound = Number(issue.maximum);
        if (issue.origin === "string" || issue.origin === "array") {
          const what = issue.origin === "string" ? "character" : "item";
          return {
            type: issue.origin === "string" ? "string_too_long" : "too_long",
            loc,
            msg: `${issue.origin === "string" ? "String" : "List"} should have at most ${bound} ${what}${bound === 1 ? "" : "s"}`,
            input,
            ctx: { max_length: bound },
          };
        }
        return issue.inclusive === false
          ? { type: "less_than", loc, msg: `Input should be less than ${bound}`, input, ctx: { lt: bound } }
          : {
              type: "less_than_equal",
              loc,
              msg: `Input should be less than or equal to ${bound}`,
              input,
              ctx: { le: bound },
            };
      }
      case "unrecognized_keys":
        return {
          type: "extra_forbidden",
          loc,
          msg: `Extra inputs are not permitted: ${issue.keys.join(", ")}`,
          input,
        };
      default:
        return valueError(loc, issue.message, input);
    }
  });
}

/** Parses with a zod schema and throws a ContractValidationError with FastAPI-shaped detail on failure. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  value: unknown,
  root: Loc = ["body"],
): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ContractValidationError(fromZodIssues(result.error.issues, root));
  return result.data;
}

/** One line a person can act on: `body.max_characters: Input should be a valid integer; ...`. */
export function renderDetail(detail: ErrorBody["detail"] | unknown): string {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    return detail
      .map((item) => {
        if (item && typeof item === "object" && "msg" in item) {
          const { loc, msg } = item as ValidationErrorItem;
          const where = Array.isArray(loc) ? loc.join(".") : "";
          return where ? `${where}: ${msg}` : String(msg);
        }
        return JSON.stringify(item);
      })
      .join("; ");
  }
  if (detail === undefined || detail === null) return "";
  return JSON.stringify(detail);
}

/** A JSON object (not an array, not null): what a body, a query or a settings field must be. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
