// The table of which npm package each connector type needs (each connector's `sdk` fact) against the registry and the
// sources that load the SDKs, and the check that refuses a type whose package is missing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CONNECTOR_SDK_PACKAGES, CONNECTOR_SDKS } from "../../../src/contract/connector-configs.js";
import { isSupportedConnectorType } from "../../../src/workflows/connectors/registry.js";
import { installHint, isPackageInstalled, sdkProblem } from "../../../src/workflows/connectors/sdk.js";
import { ROOT } from "../../helpers/action-runner.js";

const CONNECTORS = join(ROOT, "src", "workflows", "connectors");

describe("the connectors' SDK packages", () => {
  it("names only types the server runs", () => {
    for (const type of Object.keys(CONNECTOR_SDKS))
      expect(
        isSupportedConnectorType("source", type) || isSupportedConnectorType("destination", type),
        type,
      ).toBe(true);
  });

  it("names every package the connectors load, and none they do not", () => {
    const loaded = new Set<string>();
    for (const file of readdirSync(CONNECTORS).filter((name) => name.endsWith(".ts"))) {
      const source = readFileSync(join(CONNECTORS, file), "utf8");
      for (const match of source.matchAll(/loadSdk\(\s*[\w"-]+,\s*"([^"]+)"/g))
        loaded.add(match[1] as string);
      for (const match of source.matchAll(/const \w+_PACKAGE = "([^"]+)"/g)) loaded.add(match[1] as string);
    }
    // @azure/storage-blob is loaded like the others but bundled: the action's artifact and cache clients
    // import it, so every bundle carries it and it is no peer (connector-configs.ts says so).
    expect(loaded.has("@azure/storage-blob")).toBe(true);
    loaded.delete("@azure/storage-blob");
    expect([...loaded].sort()).toEqual([...CONNECTOR_SDK_PACKAGES]);
  });

  it("is what package.json lists as optional peers (and devDependencies, for the tests)", () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));
    expect(Object.keys(pkg.peerDependencies).sort()).toEqual([...CONNECTOR_SDK_PACKAGES]);
    for (const name of CONNECTOR_SDK_PACKAGES) {
      expect(pkg.peerDependenciesMeta[name]).toEqual({ optional: true });
      expect(pkg.devDependencies[name]).toBe(pkg.peerDependencies[name]);
      expect(pkg.dependencies[name]).toBeUndefined();
    }
  });
});

describe("sdkProblem", () => {
  it("finds every SDK in a clone, where the tests run", () => {
    for (const type of Object.keys(CONNECTOR_SDKS)) expect(sdkProblem(type), type).toBeUndefined();
    expect(sdkProblem("s3")).toBeUndefined();
  });

  it("says which package to install when one is missing", () => {
    expect(isPackageInstalled("docflow-no-such-package")).toBe(false);
    expect(installHint("mongodb", "mongodb")).toBe(
      "the mongodb connector needs the npm package mongodb, which is not installed where docflow runs: npm i mongodb (beside docflow; the server image has every connector's package)",
    );
  });
});
