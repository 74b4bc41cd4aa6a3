// A connector type is declared once: its facts beside its config schema (connectorFacts, src/contract/)
// and its code in one module (defineConnector, src/workflows/connectors/); everything else is generated
// from them (`npm run connectors`) or reads them. These fail when a type is declared twice, or when a
// list of connector types is kept by hand somewhere else again.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CONNECTOR_CATALOG, S3 } from "../../../src/contract/connector-configs.js";
import { connectorFacts } from "../../../src/contract/connector-facts.js";
import { defineConnector } from "../../../src/workflows/connectors/define.js";
import { RUNTIMES } from "../../../src/workflows/connectors/registry.js";
import { ROOT } from "../../helpers/action-runner.js";

const SRC = join(ROOT, "src");
const TYPES = CONNECTOR_CATALOG.map((facts) => facts.type);

/**
 * Files that name connector types as values for another reason than running them, with the reason.
 */
const OTHER_LISTS: Record<string, string> = {
  "contract/connectors.ts": "the hosted service's type ids, an open list of what its API may send",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

const FILES = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path),
  // Comments can name types in prose; only code counts.
  text: readFileSync(path, "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1"),
}));

describe("each connector type is declared in one place", () => {
  it("in the contract: one connectorFacts per type", () => {
    const declared = FILES.flatMap(({ path, text }) =>
      [...text.matchAll(/\bconnectorFacts\(\{\s*type:\s*"([^"]+)"/g)].map((m) => `${m[1]} ${path}`),
    );
    expect(declared.map((entry) => entry.split(" ")[0]).sort()).toEqual([...TYPES].sort());
  });

  it("in the code: one module defines each declared type, and nothing else", () => {
    expect(RUNTIMES.map((runtime) => runtime.facts.type)).toEqual([...TYPES].sort());
    for (const runtime of RUNTIMES) {
      expect(CONNECTOR_CATALOG).toContain(runtime.facts);
    }
  });

  it("refuses a second declaration of a type, in the contract and in the code", () => {
    expect(() => connectorFacts({ type: "s3", destination: z.object({}) })).toThrow(
      "connector type s3 is declared twice",
    );
    expect(() =>
      defineConnector(S3, { source: () => ({}) as never, destination: () => ({}) as never }),
    ).toThrow("connector type s3 is defined twice");
  });

  it("keeps no other list of connector types by hand", () => {
    const declaring = (text: string) =>
      /\bconnectorFacts\(/.test(text) || /\bdefine(?:Connector|ObjectStore)\(\s*[A-Z]/.test(text);
    const lists: string[] = [];
    for (const { path, text } of FILES) {
      if (path in OTHER_LISTS || declaring(text)) continue;
      const named = TYPES.filter((type) => text.includes(`"${type}"`) || text.includes(`'${type}'`));
      // One type named is a rule about that type (the filesystem's directories); several are a list.
      if (named.length >= 2) lists.push(`${path}: ${named.join(", ")}`);
    }
    expect(lists, "read the types from CONNECTOR_CATALOG or RUNTIMES instead").toEqual([]);
  });

  it("has every generated file up to date (npm run connectors -- --check)", () => {
    const output = execFileSync(process.execPath, [join(ROOT, "scripts", "connectors.mjs"), "--check"], {
      encoding: "utf8",
    });
    expect(output).toMatch(/up to date/);
  });
});
