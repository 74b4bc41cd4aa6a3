import packageJson from "../../package.json" with { type: "json" };

/** docflow's own version, as in package.json (bundled in at build time). */
export const DOCFLOW_VERSION: string = packageJson.version;
