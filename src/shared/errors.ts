// The one way a caught value becomes text, for messages, logs and job errors: a thrown Error's message
// (never its stack, so lines stay one line), a string as it is, anything else as JSON where it has one.

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    // A BigInt, a cycle: no JSON.
    return String(error);
  }
}
