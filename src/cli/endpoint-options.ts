// The service's address and key, as every command that talks to a server takes them. The address is
// checked as it is read (flag or environment), so a typo is a usage error naming the flag, before any work.
import { InvalidArgumentError, Option } from "commander";
import { UsageError } from "./usage-error.js";

/**
 * `value` when it is an http:// or https:// URL; unset when empty (a CI file's `${{ vars.X }}` of a
 * variable never set: the embedded engine, as before); otherwise commander's usage error, naming the flag.
 */
function httpUrl(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  let url: URL | undefined;
  try {
    url = new URL(trimmed);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== "http:" && url?.protocol !== "https:") {
    throw new InvalidArgumentError("Expected an http:// or https:// URL, such as http://localhost:8000.");
  }
  // A password in the address would be printed wherever the address is (logs, errors): the key goes in
  // --api-key. Refused without repeating the value.
  if (url.username !== "" || url.password !== "") {
    throw new UsageError(
      "--api-url must not hold a user name or password; give the key with --api-key or DOCFLOW_API_KEY.",
    );
  }
  return trimmed;
}

/** `--api-url <url>`, also read from `envVar`. */
export function apiUrlOption(description: string, envVar: string): Option {
  return new Option("--api-url <url>", description).env(envVar).argParser(httpUrl);
}

/** `--api-key <key>`, also read from DOCFLOW_API_KEY. */
export function apiKeyOption(): Option {
  return new Option("--api-key <key>", "API key for the service-api-key header").env("DOCFLOW_API_KEY");
}
