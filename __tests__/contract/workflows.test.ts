import { describe, expect, it } from "vitest";
import { z } from "zod";
import { scheduleInfo } from "../../src/contract/schedules.js";
import { ContractValidationError, type ValidationErrorItem } from "../../src/contract/validation.js";
import {
  parseWorkflowBody,
  parseWorkflowListFilters,
  WORKFLOW_STATUSES,
  WORKFLOW_TYPES,
  WorkflowBodySchema,
  WorkflowInfoSchema,
} from "../../src/contract/workflows.js";

function detailOf(fn: () => unknown): ValidationErrorItem[] {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContractValidationError) return error.detail;
    throw error;
  }
  throw new Error("expected a ContractValidationError");
}

const summary = (detail: ValidationErrorItem[]) => detail.map((item) => [item.type, item.loc.join(".")]);

const nodes = [
  {
    name: "Partitioner",
    type: "partition",
    subtype: "vlm",
    settings: {
      provider: "anthropic",
      model: "claude-3-5-sonnet-20241022",
      output_format: "text/html",
      user_prompt: null,
      format_html: true,
      unique_element_ids: true,
      is_dynamic: false,
      allow_fast: true,
    },
  },
  {
    name: "Chunker",
    type: "chunk",
    subtype: "chunk_by_title",
    settings: {
      include_orig_elements: false,
      max_characters: 2048,
      multipage_sections: true,
      combine_text_under_n_chars: 500,
    },
  },
  {
    name: "Embedder",
    type: "embed",
    subtype: "azure_openai",
    settings: { model_name: "text-embedding-3-small" },
  },
];

const localWorkflow = { name: "local-docs", workflow_type: "custom", workflow_nodes: nodes };
const remoteWorkflow = {
  name: "s3-to-pinecone",
  source_id: "0b5a9c3e-2f1d-4c33-9d7e-1a2b3c4d5e6f",
  destination_id: "7c8d9e0f-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
  workflow_type: "custom",
  workflow_nodes: nodes,
  schedule: "weekly",
};

describe("parseWorkflowBody: the seed's examples", () => {
  it("accepts a custom local workflow with partition vlm, chunk_by_title and embed nodes", () => {
    expect(parseWorkflowBody(localWorkflow)).toEqual(localWorkflow);
  });

  it("accepts a remote workflow with a weekly schedule, which is stored as cron 0 0 * * 0", () => {
    const body = parseWorkflowBody(remoteWorkflow);
    expect(body).toEqual(remoteWorkflow);
    expect(scheduleInfo(body.schedule)).toEqual({ crontab_entries: [{ cron_expression: "0 0 * * 0" }] });
  });

  it("accepts a remote non-custom workflow without nodes, and explicit nulls for local ends", () => {
    expect(
      parseWorkflowBody({ name: "w", source_id: "s", destination_id: "d", workflow_type: "basic" }),
    ).toMatchObject({
      workflow_type: "basic",
    });
    expect(
      parseWorkflowBody({ ...localWorkflow, source_id: null, destination_id: null, schedule: null }),
    ).toMatchObject({
      source_id: null,
    });
  });

  it("knows the types and statuses", () => {
    expect(WORKFLOW_TYPES).toEqual(["custom", "advanced", "basic", "platinum"]);
    expect(WORKFLOW_STATUSES).toEqual(["active", "inactive"]);
  });
});

describe("parseWorkflowBody: rules", () => {
  it("rejects a local source with a remote destination", () => {
    const detail = detailOf(() => parseWorkflowBody({ ...localWorkflow, destination_id: "d" }));
    expect(summary(detail)).toEqual([["value_error", "body"]]);
    expect(detail[0]?.msg).toContain("local source");
  });

  it("rejects a remote source with a local destination", () => {
    const detail = detailOf(() => parseWorkflowBody({ ...localWorkflow, source_id: "s" }));
    expect(summary(detail)).toEqual([["value_error", "body"]]);
    expect(detail[0]?.msg).toContain("local destination");
  });

  it("requires a local-local workflow to be custom", () => {
    const detail = detailOf(() => parseWorkflowBody({ ...localWorkflow, workflow_type: "advanced" }));
    expect(summary(detail)).toEqual([["value_error", "body.workflow_type"]]);
  });

  it.each([
    ["absent", undefined],
    ["null", null],
    ["empty", []],
  ])("rejects a custom workflow whose nodes are %s", (_label, workflow_nodes) => {
    const detail = detailOf(() => parseWorkflowBody({ ...remoteWorkflow, workflow_nodes }));
    expect(summary(detail)).toEqual([["value_error", "body.workflow_nodes"]]);
    expect(detail[0]?.msg).toContain("required");
  });

  it("rejects nodes in a disallowed order, listing the allowed ones", () => {
    const [partition, chunk] = nodes;
    const detail = detailOf(() =>
      parseWorkflowBody({ ...remoteWorkflow, workflow_nodes: [chunk, partition] }),
    );
    expect(summary(detail)).toEqual([["value_error", "body.workflow_nodes"]]);
    expect(detail[0]?.msg).toContain(
      "Node sequence chunk → partition is not allowed; allowed sequences: partition;",
    );
  });

  it("rejects a schedule on a local workflow", () => {
    const detail = detailOf(() => parseWorkflowBody({ ...localWorkflow, schedule: "daily" }));
    expect(summary(detail)).toEqual([["value_error", "body.schedule"]]);
    expect(detail[0]?.input).toBe("daily");
  });

  it("collects field errors and rule errors in one answer", () => {
    const detail = detailOf(() =>
      parseWorkflowBody({
        workflow_type: "custom",
        destination_id: "d",
        schedule: "hourly",
        workflow_nodes: [{ ...nodes[2], settings: { model_name: 3 } }, nodes[0]],
      }),
    );
    expect(summary(detail)).toEqual([
      ["missing", "body.name"],
      ["literal_error", "body.workflow_nodes.0.settings.model_name"],
      ["literal_error", "body.schedule"],
      ["value_error", "body"],
      ["value_error", "body.workflow_nodes"],
      ["value_error", "body.schedule"],
    ]);
  });

  it("stays silent on rules whose fields are malformed", () => {
    const detail = detailOf(() =>
      parseWorkflowBody({
        name: "w",
        source_id: 5,
        workflow_type: "custom",
        workflow_nodes: [{ ...nodes[0], type: "x" }],
      }),
    );
    expect(summary(detail)).toEqual([
      ["string_type", "body.source_id"],
      ["literal_error", "body.workflow_nodes.0.type"],
    ]);
  });

  it("rejects wrong field types with FastAPI-shaped items", () => {
    const detail = detailOf(() =>
      parseWorkflowBody({ name: "", workflow_type: "auto", reprocess_all: "yes", workflow_nodes: {} }),
    );
    expect(summary(detail)).toEqual([
      ["string_too_short", "body.name"],
      ["literal_error", "body.workflow_type"],
      ["list_type", "body.workflow_nodes"],
      ["bool_type", "body.reprocess_all"],
    ]);
    expect(detailOf(() => parseWorkflowBody(null))).toEqual([
      expect.objectContaining({ type: "dict_type", loc: ["body"] }),
    ]);
  });
});

describe("WorkflowInfoSchema", () => {
  it("reads the hosted service's record, keeping unknown fields and open node kinds", () => {
    const record = {
      id: "w1",
      name: "s3-to-pinecone",
      status: "active",
      workflow_type: "template",
      sources: ["s"],
      destinations: ["d"],
      workflow_nodes: [
        { id: "n", name: "x", type: "structured_data_extractor", subtype: "llm", settings: null },
      ],
      schedule: { crontab_entries: [{ cron_expression: "0 0 * * 0" }] },
      created_at: "2025-01-01T00:00:00Z",
      updated_at: null,
      reprocess_all: false,
      dag_node_configuration_id: "c",
    };
    expect(WorkflowInfoSchema.parse(record)).toEqual(record);
  });

  it("accepts a record without a schedule and refuses an unknown status", () => {
    const record = {
      id: "w",
      name: "n",
      status: "inactive",
      sources: [],
      destinations: [],
      workflow_nodes: [],
    };
    expect(WorkflowInfoSchema.parse({ ...record, schedule: null }).schedule).toBeNull();
    expect(WorkflowInfoSchema.safeParse({ ...record, status: "paused" }).success).toBe(false);
  });
});

describe("parseWorkflowListFilters", () => {
  it("takes the combinable filters", () => {
    expect(parseWorkflowListFilters({ source_id: "s", destination_id: "d", status: "active" })).toEqual({
      source_id: "s",
      destination_id: "d",
      status: "active",
    });
  });

  it("answers an unknown status in the query", () => {
    expect(detailOf(() => parseWorkflowListFilters({ status: "paused" }))).toEqual([
      {
        type: "literal_error",
        loc: ["query", "status"],
        msg: "Input should be 'active' or 'inactive'",
        input: "paused",
        ctx: { expected: "'active' or 'inactive'" },
      },
    ]);
  });
});

describe("JSON Schema", () => {
  it("names the body and its nodes as components", () => {
    const schema = z.toJSONSchema(WorkflowBodySchema, { io: "input" }) as { $defs?: Record<string, unknown> };
    expect(Object.keys(schema.$defs ?? {})).toEqual(
      expect.arrayContaining(["WorkflowBody", "WorkflowNode", "SchedulePhrase"]),
    );
  });
});
