// The numeric settings of `docflow serve` come from one table (NUMERIC_SETTINGS): each is documented in
// SERVER_ENV, read from its variable, and refused out of its range with a message naming the variable.
import { describe, expect, it } from "vitest";
import {
  ConfigError,
  NUMERIC_SETTINGS,
  resolveServerConfig,
  SERVER_ENV,
} from "../../src/server/settings/config.js";

describe("NUMERIC_SETTINGS", () => {
  const settings = Object.entries(NUMERIC_SETTINGS);

  it("documents every variable in SERVER_ENV", () => {
    for (const [, setting] of settings) expect(Object.keys(SERVER_ENV)).toContain(setting.env);
  });

  it.each(settings)(
    "%s: its maximum is accepted, one step past it is refused naming the variable",
    (_, setting) => {
      expect(() => resolveServerConfig({}, { [setting.env]: String(setting.range.max) })).not.toThrow();
      const past = String(setting.range.max + 1);
      expect(() => resolveServerConfig({}, { [setting.env]: past })).toThrow(ConfigError);
      expect(() => resolveServerConfig({}, { [setting.env]: past })).toThrow(
        new RegExp(
          `^${setting.what} must be .* from ${setting.range.min} to ${setting.range.max}; got '${past}' \\(from ${setting.env}\\)\\.$`,
        ),
      );
    },
  );

  it("reads a flag before its variable", () => {
    expect(resolveServerConfig({ port: "9001" }, { DOCFLOW_PORT: "9002" }).port).toBe(9001);
    expect(resolveServerConfig({}, { DOCFLOW_PORT: "9002" }).port).toBe(9002);
    // A default computed from an earlier setting: the run upload limit follows the upload limit.
    expect(resolveServerConfig({}, { DOCFLOW_MAX_UPLOAD_MB: "2" }).maxRunBytes).toBe(2 * 1024 * 1024);
  });

  it("reads the object stores' cursor limit, 1,000,000 objects unless DOCFLOW_MAX_CURSOR_ENTRIES says", () => {
    expect(resolveServerConfig({}, {}).maxCursorEntries).toBe(1_000_000);
    expect(resolveServerConfig({}, { DOCFLOW_MAX_CURSOR_ENTRIES: "0" }).maxCursorEntries).toBe(0);
    expect(() => resolveServerConfig({}, { DOCFLOW_MAX_CURSOR_ENTRIES: "-1" })).toThrow(
      /DOCFLOW_MAX_CURSOR_ENTRIES/,
    );
  });
});
