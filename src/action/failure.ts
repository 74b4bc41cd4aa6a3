/**
 * A failure the action reports with a short machine-readable reason (the `failure-reason` output) and a
 * message meant for the person reading the log.
 */
export class ActionFailure extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.name = "ActionFailure";
    this.reason = reason;
  }
}
