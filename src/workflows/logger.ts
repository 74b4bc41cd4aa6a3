// The logger the workflow runtime writes to: the subset of pino's API it uses, so the server passes its
// Fastify logger and `docflow worker` passes its own. Objects first, message second, as pino takes them.
export interface WorkflowLogger {
  debug(facts: Record<string, unknown>, message: string): void;
  info(facts: Record<string, unknown>, message: string): void;
  warn(facts: Record<string, unknown>, message: string): void;
  error(facts: Record<string, unknown>, message: string): void;
}

const ignore = () => {};

export const silentLogger: WorkflowLogger = { debug: ignore, info: ignore, warn: ignore, error: ignore };
