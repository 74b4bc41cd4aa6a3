// Vendor SDKs are loaded when a connector of their type is first used, never at start-up: the action's
// bundles leave them out (scripts/bundling.mjs, CONNECTOR_SDK_PACKAGES) and the CLI package depends on
// them. A missing one fails that connector with the package to install, not the server.
import { ConnectorError } from "./common.js";

const loaded = new Map<string, Promise<unknown>>();

export function loadSdk<T>(connectorType: string, packageName: string, load: () => Promise<T>): Promise<T> {
  let pending = loaded.get(packageName) as Promise<T> | undefined;
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loaded.delete(packageName);
      const code = (error as { code?: string }).code;
      if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND") {
        throw new ConnectorError(
          connectorType,
          "failed",
          `the ${connectorType} connector needs the npm package ${packageName}, which is not installed here (npm install ${packageName})`,
        );
      }
      throw error;
    });
    loaded.set(packageName, pending);
  }
  return pending;
}
