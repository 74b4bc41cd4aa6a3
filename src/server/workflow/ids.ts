// Ids of the Workflow endpoint are UUIDs. The hosted service (FastAPI) declares its path and query ids as
// `uuid`, so a value that is not one is a malformed request (422, pydantic's `uuid_parsing` item) rather
// than an unknown record (404); this server answers the same way so clients meet one behaviour.
import { ContractValidationError, type Loc, type ValidationErrorItem } from "../../contract/validation.js";
import { HttpError } from "../http/errors.js";

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export function uuidError(loc: Loc, input: unknown): ValidationErrorItem {
  return {
    type: "uuid_parsing",
    loc,
    msg: "Input should be a valid UUID",
    input,
  };
}

/** The canonical (lowercase, hyphenated) form of a UUID, or a 422 naming where it came from. */
export function requireUuid(value: unknown, loc: Loc): string {
  if (!isUuid(value)) throw new ContractValidationError([uuidError(loc, value)]);
  return canonicalUuid(value);
}

export function canonicalUuid(value: string): string {
  const hex = value.replaceAll("-", "").toLowerCase();
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `{"detail": "<What> <id> not found"}` with 404. */
export function notFound(what: string, id: string): HttpError {
  return new HttpError(404, `${what} ${id} not found`);
}
