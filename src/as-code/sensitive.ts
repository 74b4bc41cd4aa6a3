// Which settings hold secrets. The server stores these sealed and answers a read with a mask, so a spec
// can neither show them nor compare them with what the server holds in the clear.

/**
 * Setting names that hold credentials: the Workflow endpoint seals the same family (key, secret, token,
 * password, credentials). Deliberately broad: taking an ordinary setting for a secret only hides its
 * value in the plan, while the opposite would print a secret.
 */
const SENSITIVE_NAME = /(secret|passw(or)?d|pwd|token|key|cred|private|certificate|bearer)/i;
/** Names that contain a sensitive word but name an identifier or an address (`api_key_id`, `token_url`). */
const IDENTIFIER_NAME = /(_id|_ids|_name|_prefix|_path|_column|_url)$/i;

export function isSensitiveName(name: string): boolean {
  return SENSITIVE_NAME.test(name) && !IDENTIFIER_NAME.test(name);
}

/** What a server answers instead of a secret: a run of asterisks (`**********`), or a sealed envelope. */
export function isMaskedValue(value: unknown): boolean {
  if (typeof value === "string") return /^\*{3,}$/.test(value);
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    "$sealed" in value
  );
}

// Prefixes of well-known credential formats (AWS access key, GitHub, Slack, OpenAI-style, JWT).
const CREDENTIAL_PREFIX = /^(AKIA|ASIA|ghp_|gho_|ghs_|github_pat_|xox[abpr]-|sk-|eyJ)/;

/**
 * Whether a literal written into a sensitive setting looks like a real credential rather than a
 * placeholder: a known credential format, or a long run without spaces mixing letters and digits.
 */
export function looksLikeCredential(value: unknown): boolean {
  if (typeof value !== "string") return false;
  const text = value.trim();
  if (CREDENTIAL_PREFIX.test(text)) return true;
  if (text.length < 12 || /\s/.test(text)) return false;
  if (/^(changeme|placeholder|example|redacted|none|null|xxx+)/i.test(text)) return false;
  return /[A-Za-z]/.test(text) && /\d/.test(text);
}
