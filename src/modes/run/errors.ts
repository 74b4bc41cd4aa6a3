/**
 * A run that cannot go ahead, with a short machine-readable reason (the action's `failure-reason`) and a
 * message that says what to do about it.
 */
export class RunModeError extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.name = "RunModeError";
    this.reason = reason;
  }
}
