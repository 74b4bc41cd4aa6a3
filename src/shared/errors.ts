// The one way a caught value becomes text: a thrown Error's message, anything else (a string, a number,
// a rejected plain object) as String() gives it.

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
