import { describe, expect, it } from "vitest";
import {
  isTerminalJobStatus,
  JOB_STATUSES,
  JobInfoSchema,
  JobStatusSchema,
  normalizeJobStatus,
  parseJobListFilters,
  TERMINAL_JOB_STATUSES,
} from "../../src/contract/jobs.js";
import { ContractValidationError } from "../../src/contract/validation.js";

describe("normalizeJobStatus", () => {
  it.each([
    ["im progress", "IN_PROGRESS"],
    ["In Progress", "IN_PROGRESS"],
    ["in_progress", "IN_PROGRESS"],
    ["in-progress", "IN_PROGRESS"],
    ["IN_PROGRESS", "IN_PROGRESS"],
    ["  IM PROGRESS ", "IN_PROGRESS"],
    ["completed", "COMPLETED"],
    ["Failed", "FAILED"],
    ["scheduled", "SCHEDULED"],
    [" stopped\n", "STOPPED"],
  ])("%j → %s", (input, expected) => {
    expect(normalizeJobStatus(input)).toBe(expected);
  });

  it.each(["", "done", "cancelled", "in  progress", "inprogress"])("does not know %j", (input) => {
    expect(normalizeJobStatus(input)).toBeUndefined();
  });
});

describe("terminal statuses", () => {
  it("are COMPLETED, FAILED and STOPPED, in any spelling", () => {
    expect(TERMINAL_JOB_STATUSES).toEqual(["COMPLETED", "FAILED", "STOPPED"]);
    expect(JOB_STATUSES.filter(isTerminalJobStatus)).toEqual(["COMPLETED", "FAILED", "STOPPED"]);
    expect(isTerminalJobStatus("completed")).toBe(true);
    expect(isTerminalJobStatus("im progress")).toBe(false);
    expect(isTerminalJobStatus("whatever")).toBe(false);
  });
});

describe("JobStatusSchema", () => {
  it("reads lower case and the interface's spellings as the upper-case status", () => {
    expect(JobStatusSchema.parse("completed")).toBe("COMPLETED");
    expect(JobStatusSchema.parse("im progress")).toBe("IN_PROGRESS");
  });

  it("refuses an unknown status", () => {
    expect(JobStatusSchema.safeParse("cancelled").success).toBe(false);
  });
});

describe("parseJobListFilters", () => {
  it("normalises the status filter", () => {
    expect(parseJobListFilters({ workflow_id: "w1", status: "im progress" })).toEqual({
      workflow_id: "w1",
      status: "IN_PROGRESS",
    });
    expect(parseJobListFilters({})).toEqual({});
  });

  it("answers an unknown status with a literal_error listing the accepted values, in the query", () => {
    let error: unknown;
    try {
      parseJobListFilters({ status: "done" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContractValidationError);
    expect((error as ContractValidationError).detail).toEqual([
      {
        type: "literal_error",
        loc: ["query", "status"],
        msg: "Input should be 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'FAILED' or 'STOPPED'",
        input: "done",
        ctx: { expected: "'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'FAILED' or 'STOPPED'" },
      },
    ]);
  });
});

describe("JobInfoSchema", () => {
  it("reads the hosted service's job record, normalising the status and keeping unknown fields", () => {
    const job = JobInfoSchema.parse({
      id: "fcdc",
      workflow_id: "16b8",
      workflow_name: "test_workflow",
      status: "in progress",
      created_at: "2025-06-22T11:37:21.648Z",
      runtime: null,
      input_file_ids: ["f1"],
      output_node_files: [
        { node_id: "n1", file_id: "f1", node_type: "partition", node_subtype: "unstructured_api", size: 3 },
      ],
      job_type: "template",
      extra: { nested: true },
    });
    expect(job.status).toBe("IN_PROGRESS");
    expect(job.output_node_files?.[0]).toMatchObject({ node_id: "n1", size: 3 });
    expect(job).toMatchObject({ extra: { nested: true }, job_type: "template" });
  });

  it("needs the id, workflow and status", () => {
    const result = JobInfoSchema.safeParse({ id: "j" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      "workflow_id",
      "workflow_name",
      "status",
    ]);
  });
});
