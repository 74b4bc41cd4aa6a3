// Schedules: a workflow is created with a phrase and read back as cron entries, the way the hosted
// service stores them. The table is the interface's; nothing else is accepted on the way in.
import { z } from "zod";

export const SCHEDULE_PHRASES = {
  "every 15 minutes": "*/15 * * * *",
  "every hour": "0 * * * *",
  "every 2 hours": "0 */2 * * *",
  "every 4 hours": "0 */4 * * *",
  "every 6 hours": "0 */6 * * *",
  "every 8 hours": "0 */8 * * *",
  "every 10 hours": "0 */10 * * *",
  "every 12 hours": "0 */12 * * *",
  daily: "0 0 * * *",
  weekly: "0 0 * * 0",
  monthly: "0 0 1 * *",
} as const satisfies Record<string, string>;

export type SchedulePhrase = keyof typeof SCHEDULE_PHRASES;

const PHRASES = Object.keys(SCHEDULE_PHRASES) as [SchedulePhrase, ...SchedulePhrase[]];

export const SchedulePhraseSchema = z.enum(PHRASES).meta({
  id: "SchedulePhrase",
  description: "How often the workflow runs on its own; each phrase stands for one cron expression.",
});

export const CrontabEntrySchema = z.looseObject({ cron_expression: z.string() }).meta({
  id: "CrontabEntry",
  description: "One cron expression of a workflow's schedule.",
});

export const ScheduleInfoSchema = z.looseObject({ crontab_entries: z.array(CrontabEntrySchema) }).meta({
  id: "ScheduleInfo",
  description: "A workflow's schedule as stored: the cron expressions its phrase stands for.",
});

export type CrontabEntry = z.infer<typeof CrontabEntrySchema>;
export type ScheduleInfo = z.infer<typeof ScheduleInfoSchema>;

export function scheduleToCron(phrase: SchedulePhrase): string {
  return SCHEDULE_PHRASES[phrase];
}

const PHRASE_BY_CRON = new Map<string, SchedulePhrase>(
  PHRASES.map((phrase) => [SCHEDULE_PHRASES[phrase], phrase]),
);

/** The phrase a stored cron expression came from; runs of whitespace between fields do not matter. */
export function cronToSchedulePhrase(cron: string): SchedulePhrase | undefined {
  return PHRASE_BY_CRON.get(cron.trim().split(/\s+/).join(" "));
}

export function scheduleInfo(phrase: SchedulePhrase | null | undefined): ScheduleInfo | null {
  if (phrase === null || phrase === undefined) return null;
  return { crontab_entries: [{ cron_expression: scheduleToCron(phrase) }] };
}

/**
 * The phrase a read-back schedule stands for, so a desired state written as a phrase can be compared with
 * what the server holds. `null` for no schedule; `undefined` when the entries match no single phrase.
 */
export function scheduleInfoToPhrase(
  info: ScheduleInfo | null | undefined,
): SchedulePhrase | null | undefined {
  if (!info || info.crontab_entries.length === 0) return null;
  const [only, ...rest] = info.crontab_entries;
  if (!only || rest.length > 0) return undefined;
  return cronToSchedulePhrase(only.cron_expression);
}
