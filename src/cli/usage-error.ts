/** A mistake in how the command was called; printed without a stack trace, exit code 2. */
export class UsageError extends Error {}
