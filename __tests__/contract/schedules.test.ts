import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  cronToSchedulePhrase,
  SCHEDULE_PHRASES,
  ScheduleInfoSchema,
  type SchedulePhrase,
  SchedulePhraseSchema,
  scheduleInfo,
  scheduleInfoToPhrase,
  scheduleToCron,
} from "../../src/contract/schedules.js";
import { ContractValidationError, parseOrThrow } from "../../src/contract/validation.js";

// The interface's table, written out again so a change to the module cannot pass unnoticed.
const TABLE: [SchedulePhrase, string][] = [
  ["every 15 minutes", "*/15 * * * *"],
  ["every hour", "0 * * * *"],
  ["every 2 hours", "0 */2 * * *"],
  ["every 4 hours", "0 */4 * * *"],
  ["every 6 hours", "0 */6 * * *"],
  ["every 8 hours", "0 */8 * * *"],
  ["every 10 hours", "0 */10 * * *"],
  ["every 12 hours", "0 */12 * * *"],
  ["daily", "0 0 * * *"],
  ["weekly", "0 0 * * 0"],
  ["monthly", "0 0 1 * *"],
];

describe("schedule phrases", () => {
  it("has exactly the eleven phrases of the interface", () => {
    expect(Object.entries(SCHEDULE_PHRASES)).toEqual(TABLE);
  });

  it.each(TABLE)("%s ↔ %s", (phrase, cron) => {
    expect(SchedulePhraseSchema.parse(phrase)).toBe(phrase);
    expect(scheduleToCron(phrase)).toBe(cron);
    expect(cronToSchedulePhrase(cron)).toBe(phrase);
    expect(scheduleInfo(phrase)).toEqual({ crontab_entries: [{ cron_expression: cron }] });
    expect(scheduleInfoToPhrase(scheduleInfo(phrase))).toBe(phrase);
  });

  it("ignores extra whitespace between cron fields and knows no other crons", () => {
    expect(cronToSchedulePhrase("  0  0 * *   0 ")).toBe("weekly");
    expect(cronToSchedulePhrase("5 4 * * *")).toBeUndefined();
  });

  it("rejects an unknown phrase with a literal_error naming every phrase", () => {
    let error: unknown;
    try {
      parseOrThrow(z.object({ schedule: SchedulePhraseSchema }), { schedule: "hourly" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContractValidationError);
    const [item] = (error as ContractValidationError).detail;
    expect(item).toMatchObject({ type: "literal_error", loc: ["body", "schedule"], input: "hourly" });
    for (const [phrase] of TABLE) expect(item?.msg).toContain(`'${phrase}'`);
  });

  it("has no info for no schedule", () => {
    expect(scheduleInfo(null)).toBeNull();
    expect(scheduleInfo(undefined)).toBeNull();
    expect(scheduleInfoToPhrase(null)).toBeNull();
    expect(scheduleInfoToPhrase({ crontab_entries: [] })).toBeNull();
    expect(
      scheduleInfoToPhrase({
        crontab_entries: [{ cron_expression: "0 0 * * *" }, { cron_expression: "0 * * * *" }],
      }),
    ).toBeUndefined();
  });

  it("reads schedule info with unknown fields kept", () => {
    const info = ScheduleInfoSchema.parse({
      crontab_entries: [{ cron_expression: "0 0 * * 0", id: "x" }],
      tz: "UTC",
    });
    expect(info).toEqual({ crontab_entries: [{ cron_expression: "0 0 * * 0", id: "x" }], tz: "UTC" });
  });
});
