/** The spec file plan, apply and the action read when none is named. Apart from load.ts so that what
 * only needs the name (the action's inputs table, which the CLI's partition command reads) does not load the
 * YAML parser. */
export const DEFAULT_SPEC_FILE = "docflow.yaml";
