// Every setting of `docflow serve` is written once, in SERVER_SETTINGS: its parsing, its flag and `--help`
// text, and the settings table of docs/server.md come from it, and the other docs agree with it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Command } from "commander";
import { describe, expect, it } from "vitest";
import { addServeCommand } from "../../src/cli/serve-command.js";
import { ConfigError, resolveServerConfig } from "../../src/server/settings/config.js";
import { defaultOf, flagOf, withSettingsTable } from "../../src/server/settings/describe.js";
import {
  type NumberSetting,
  SERVER_SETTINGS,
  type SettingName,
  settingEntries,
} from "../../src/server/settings/table.js";

const ROOT = join(import.meta.dirname, "..", "..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

describe("SERVER_SETTINGS", () => {
  const numbers = settingEntries().filter(
    (entry): entry is [SettingName, NumberSetting] => entry[1].kind === "number",
  );

  it("names each variable once", () => {
    const variables = settingEntries().map(([, setting]) => setting.env);
    expect(new Set(variables).size).toBe(variables.length);
  });

  it.each(numbers)(
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

  it("reads a flag before its variable, and the variable before the default", () => {
    expect(resolveServerConfig({ port: "9001" }, { DOCFLOW_PORT: "9002" }).port).toBe(9001);
    expect(resolveServerConfig({}, { DOCFLOW_PORT: "9002" }).port).toBe(9002);
    expect(resolveServerConfig({}, {}).port).toBe(SERVER_SETTINGS.port.default);
    expect(resolveServerConfig({ host: "::1" }, { DOCFLOW_HOST: "0.0.0.0" }).host).toBe("::1");
    expect(resolveServerConfig({}, { DOCFLOW_LOG_LEVEL: "DEBUG" }).logLevel).toBe("debug");
    expect(() => resolveServerConfig({}, { DOCFLOW_LOG_LEVEL: "loud" })).toThrow(
      "The log level must be one of fatal, error, warn, info, debug, trace, silent; got 'loud'.",
    );
    // A default computed from an earlier setting: the run upload limit follows the upload limit.
    expect(resolveServerConfig({}, { DOCFLOW_MAX_UPLOAD_MB: "2" }).maxRunBytes).toBe(2 * 1024 * 1024);
    // Lists add the flag's values to the variable's.
    expect(
      resolveServerConfig({ allowHost: ["10.0.0.1"] }, { DOCFLOW_ALLOW_HOSTS: " 10.0.0.2 ,," }).allowHosts,
    ).toEqual(["10.0.0.1", "10.0.0.2"]);
    expect(
      resolveServerConfig({ workflowRuntime: false }, { DOCFLOW_WORKFLOW_RUNTIME: "true" }).workflowRuntime,
    ).toBe(false);
    expect(resolveServerConfig({}, { DOCFLOW_WORKFLOW_RUNTIME: "no" }).workflowRuntime).toBe(false);
  });

  it("declares every flag of `docflow serve`, its --help naming the variable and the default", () => {
    const program = new Command();
    addServeCommand(program);
    const serve = program.commands.find((command) => command.name() === "serve");
    const help = serve?.helpInformation() ?? "";
    for (const [name, setting] of settingEntries()) {
      const flag = flagOf(name, setting);
      if (flag === undefined) continue;
      expect(help, flag).toContain(flag);
      expect(help.replace(/\s+/g, " "), flag).toContain(`env ${setting.env}`);
    }
    expect(help.replace(/\s+/g, " ")).toContain(
      "(env DOCFLOW_MAX_UPLOAD_MB; default 100; number 0.001–100000)",
    );
    // Only the table's flags, and --help.
    const declared = serve?.options.map((option) => option.long) ?? [];
    const expected = settingEntries()
      .map(([name, setting]) => flagOf(name, setting)?.split(" ")[0])
      .filter((flag) => flag !== undefined);
    expect(declared).toEqual(expected);
  });

  it("docs/server.md holds the table as scripts/settings-docs.mjs writes it", () => {
    const doc = read("docs/server.md");
    expect(withSettingsTable(doc), "run: node scripts/settings-docs.mjs").toBe(doc);
  });

  it("docs/security.md gives each limit the table's default", () => {
    const byVariable = new Map(settingEntries().map(([, setting]) => [setting.env, setting]));
    const rows = read("docs/security.md")
      .split("\n")
      .filter((line) => /^\| .*`DOCFLOW_[A-Z_]+`/.test(line));
    let checked = 0;
    for (const row of rows) {
      const cells = row.split("|").map((cell) => cell.trim());
      const variable = cells.find((cell) => /^`DOCFLOW_[A-Z_]+`$/.test(cell))?.slice(1, -1);
      const setting = variable === undefined ? undefined : byVariable.get(variable);
      if (setting?.kind !== "number") continue;
      const index = cells.indexOf(`\`${variable}\``);
      // The default is the cell's first word ("512 (min 128)").
      const given = cells[index + 1]?.replaceAll("`", "").split(" ")[0]?.replaceAll(",", "");
      expect(given, variable).toBe(defaultOf(setting));
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("reads the object stores' cursor limit, 1,000,000 objects unless DOCFLOW_MAX_CURSOR_ENTRIES says", () => {
    expect(resolveServerConfig({}, {}).maxCursorEntries).toBe(1_000_000);
    expect(resolveServerConfig({}, { DOCFLOW_MAX_CURSOR_ENTRIES: "0" }).maxCursorEntries).toBe(0);
    expect(() => resolveServerConfig({}, { DOCFLOW_MAX_CURSOR_ENTRIES: "-1" })).toThrow(
      /DOCFLOW_MAX_CURSOR_ENTRIES/,
    );
  });
});
