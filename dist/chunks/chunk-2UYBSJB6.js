import { createRequire as __docflowCreateRequire } from 'node:module'; const require = __docflowCreateRequire(import.meta.url);
import {
  external_exports
} from "./chunk-4OXEBAUD.js";

// src/contract/schedules.ts
var SCHEDULE_PHRASES = {
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
  monthly: "0 0 1 * *"
};
var PHRASES = Object.keys(SCHEDULE_PHRASES);
var SchedulePhraseSchema = external_exports.enum(PHRASES).meta({
  id: "SchedulePhrase",
  description: "How often the workflow runs on its own; each phrase stands for one cron expression."
});
var CrontabEntrySchema = external_exports.looseObject({ cron_expression: external_exports.string() }).meta({
  id: "CrontabEntry",
  description: "One cron expression of a workflow's schedule."
});
var ScheduleInfoSchema = external_exports.looseObject({ crontab_entries: external_exports.array(CrontabEntrySchema) }).meta({
  id: "ScheduleInfo",
  description: "A workflow's schedule as stored: the cron expressions its phrase stands for."
});
function scheduleToCron(phrase) {
  return SCHEDULE_PHRASES[phrase];
}
var PHRASE_BY_CRON = new Map(
  PHRASES.map((phrase) => [SCHEDULE_PHRASES[phrase], phrase])
);
function cronToSchedulePhrase(cron) {
  return PHRASE_BY_CRON.get(cron.trim().split(/\s+/).join(" "));
}
function scheduleInfo(phrase) {
  if (phrase === null || phrase === void 0) return null;
  return { crontab_entries: [{ cron_expression: scheduleToCron(phrase) }] };
}
function scheduleInfoToPhrase(info) {
  if (!info || info.crontab_entries.length === 0) return null;
  const [only, ...rest] = info.crontab_entries;
  if (!only || rest.length > 0) return void 0;
  return cronToSchedulePhrase(only.cron_expression);
}

export {
  SchedulePhraseSchema,
  ScheduleInfoSchema,
  scheduleToCron,
  scheduleInfo,
  scheduleInfoToPhrase
};
