// Vendor SDKs are optional: the published package lists them as optional peer dependencies (each
// connector's `sdk` in the contract's catalog, contract/connector-configs.ts), the bundles leave them out, and each is loaded when a connector of its type is first
// used, never at start-up. Whether one is installed is asked before a connector is stored or a job opens
// it (sdkProblem), so a missing package is one error naming what to install, never a failure mid-run.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { connectorFactsOf } from "../../contract/connector-configs.js";
import { ConnectorError } from "./common.js";

const loaded = new Map<string, Promise<unknown>>();

/** What to tell a user whose server lacks `packageName`. */
export function installHint(connectorType: string, packageName: string): string {
  return `the ${connectorType} connector needs the npm package ${packageName}, which is not installed where docflow runs: npm i ${packageName} (beside docflow; the server image has every connector's package)`;
}

// Where `import()` of a bare name from this file looks: the node_modules folders above it.
const lookup = createRequire(import.meta.url);

/**
 * Whether the package is installed where an import from docflow's code would find it. Asked anew each time
 * (no cache), so a package installed or removed while the server runs is seen at the next connector.
 */
export function isPackageInstalled(packageName: string): boolean {
  return (lookup.resolve.paths(packageName) ?? []).some((dir) =>
    existsSync(join(dir, packageName, "package.json")),
  );
}

/** Why a connector of this type cannot run here (its SDK is not installed), or undefined when it can. */
export function sdkProblem(connectorType: string): string | undefined {
  const packageName = connectorFactsOf(connectorType)?.sdk;
  if (packageName === undefined || isPackageInstalled(packageName)) return undefined;
  return installHint(connectorType, packageName);
}

export function loadSdk<T>(connectorType: string, packageName: string, load: () => Promise<T>): Promise<T> {
  let pending = loaded.get(packageName) as Promise<T> | undefined;
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loaded.delete(packageName);
      const code = (error as { code?: string }).code;
      if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
        throw new ConnectorError(connectorType, "failed", installHint(connectorType, packageName));
      }
      throw error;
    });
    loaded.set(packageName, pending);
  }
  return pending;
}
