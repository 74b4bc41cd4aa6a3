import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);

// src/contract/validation.ts
var ContractValidationError = class extends Error {
  detail;
  constructor(detail) {
    super(renderDetail(detail));
    this.name = "ContractValidationError";
    this.detail = detail;
  }
  get body() {
    return { detail: this.detail };
  }
};
function quoteAlternatives(values) {
  const quoted = values.map((v) => typeof v === "string" ? `'${v}'` : String(v));
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}
function literalError(loc, values, input) {
  const expected = quoteAlternatives(values);
  return { type: "literal_error", loc, msg: `Input should be ${expected}`, input, ctx: { expected } };
}
function missingError(loc, input = null) {
  return { type: "missing", loc, msg: "Field required", input };
}
function valueError(loc, message, input) {
  return { type: "value_error", loc, msg: `Value error, ${message}`, input, ctx: { error: message } };
}
function describeZodType(expected) {
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
function fromZodIssues(issues, root = ["body"]) {
  return issues.map((issue) => {
    const loc = [...root, ...issue.path.map((p) => typeof p === "number" ? p : String(p))];
    const input = issue.input;
    switch (issue.code) {
      case "invalid_type": {
        if (input === void 0) return missingError(loc);
        const { type, msg } = describeZodType(issue.expected);
        return { type, loc, msg, input };
      }
      case "invalid_value":
        if (input === void 0) return missingError(loc);
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
            ctx: { min_length: bound }
          };
        }
        return issue.inclusive === false ? {
          type: "greater_than",
          loc,
          msg: `Input should be greater than ${bound}`,
          input,
          ctx: { gt: bound }
        } : {
          type: "greater_than_equal",
          loc,
          msg: `Input should be greater than or equal to ${bound}`,
          input,
          ctx: { ge: bound }
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
            ctx: { max_length: bound }
          };
        }
        return issue.inclusive === false ? { type: "less_than", loc, msg: `Input should be less than ${bound}`, input, ctx: { lt: bound } } : {
          type: "less_than_equal",
          loc,
          msg: `Input should be less than or equal to ${bound}`,
          input,
          ctx: { le: bound }
        };
      }
      case "unrecognized_keys":
        return {
          type: "extra_forbidden",
          loc,
          msg: `Extra inputs are not permitted: ${issue.keys.join(", ")}`,
          input
        };
      default:
        return valueError(loc, issue.message, input);
    }
  });
}
function parseOrThrow(schema, value, root = ["body"]) {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new ContractValidationError(fromZodIssues(result.error.issues, root));
  return result.data;
}
function renderDetail(detail) {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    return detail.map((item) => {
      if (item && typeof item === "object" && "msg" in item) {
        const { loc, msg } = item;
        const where = Array.isArray(loc) ? loc.join(".") : "";
        return where ? `${where}: ${msg}` : String(msg);
      }
      return JSON.stringify(item);
    }).join("; ");
  }
  if (detail === void 0 || detail === null) return "";
  return JSON.stringify(detail);
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  ContractValidationError,
  quoteAlternatives,
  literalError,
  missingError,
  valueError,
  fromZodIssues,
  parseOrThrow,
  renderDetail,
  isPlainObject
};
