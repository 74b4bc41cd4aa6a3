import { describe, expect, it } from "vitest";
import type { Element } from "../../src/contract/element.js";
import {
  COMMENT_MAX_CHARS,
  commentMarker,
  isCommentFor,
  parseCommentMarker,
  renderComment,
} from "../../src/modes/partition/comment.js";
import { diffElements } from "../../src/modes/partition/diff.js";
import {
  clip,
  clipAroundChange,
  code,
  escapeInline,
  fencedBlock,
  oneLine,
} from "../../src/modes/partition/markdown.js";
import { renderDocumentDiff } from "../../src/modes/partition/render-diff.js";
import { type DocumentReport, type PartitionReport, totalsOf } from "../../src/modes/partition/report.js";
import { renderSummary } from "../../src/modes/partition/summary.js";

const el = (type: string, text: string, page?: number): Element =>
  ({ type, element_id: "x", text, metadata: page === undefined ? {} : { page_number: page } }) as Element;

const BEFORE = [
  el("Title", "Policy", 1),
  el("NarrativeText", "Keep records for three years.", 1),
  el("Title", "Travel", 2),
  el("NarrativeText", "Book trains for short trips.", 2),
];
const AFTER = [
  el("Title", "Policy", 1),
  el("NarrativeText", "Keep records for seven years.", 1),
  el("Title", "Travel", 2),
  el("NarrativeText", "Book trains for short trips.", 2),
  el("ListItem", "Use the ```travel``` portal", 2),
];

function docReport(path: string, extra: Partial<DocumentReport> = {}): DocumentReport {
  return {
    path,
    change: "modified",
    ok: true,
    elements: 5,
    pages: 2,
    types: { Title: 2, NarrativeText: 2, ListItem: 1 },
    ms: 123,
    output: `${path}.json`,
    diff: diffElements(BEFORE, AFTER),
    ...extra,
  };
}

function report(documents: DocumentReport[], removed: PartitionReport["removed"] = []): PartitionReport {
  return {
    documents,
    removed,
    engine: "embedded",
    selection: "Documents changed by pull request #3",
    totals: totalsOf(documents),
  };
}

describe("markdown escaping", () => {
  it("turns every character markdown or HTML would act on into an entity, and keeps one line", () => {
    const hostile =
      "<script>alert(1)</script> *b* _i_ [l](u) `c` | @team #1 ~s~ ![i](x) \\ $x$ :smile:\nnext\r\u0007";
    const escaped = escapeInline(hostile);
    expect(escaped.replace(/&#\d+;/g, "")).not.toMatch(/[<>*_[\]`|@#~!\\$:\n\r()&]/);
    expect(escaped).not.toContain("\u0007");
    expect(escaped).toContain("&#60;script&#62;");
    expect(escaped).toContain("&#64;team");
    expect(escaped).toContain(" next");
    expect(code("a|b")).toBe("<code>a&#124;b</code>");
  });

  it("fences code with more backticks than the content holds", () => {
    expect(fencedBlock("plain", "diff")).toBe("```diff\nplain\n```");
    expect(fencedBlock("has ```` four", "diff")).toBe("`````diff\nhas ```` four\n`````");
  });

  it("clips text and keeps changed text in view", () => {
    expect(clip("abcdef", 4)).toBe("abc…");
    expect(clip("abc", 4)).toBe("abc");
    expect(oneLine("a\nb\u0000c")).toBe("a ⏎ bc");
    const long = `${"lorem ipsum ".repeat(40)}twenty days${" dolor sit".repeat(40)}`;
    const [was, now] = clipAroundChange(long, long.replace("twenty", "thirty"), 30);
    expect(was.startsWith("…")).toBe(true);
    expect(was.endsWith("…")).toBe(true);
    expect(was).toContain("twenty days");
    expect(now).toContain("thirty days");
    expect(was.length).toBeLessThan(100);
  });
});

describe("renderDocumentDiff", () => {
  it("shows changes grouped by section in a diff block, inside a collapsed section", () => {
    const text = renderDocumentDiff(docReport("docs/policy.docx")) ?? "";
    expect(text).toMatchInlineSnapshot(`
      "<details>
      <summary><code>docs/policy.docx</code> · modified · 1 changed, 1 added · 4 → 5 elements</summary>

      \`\`\`\`diff
      @@ Policy @@
      - [NarrativeText, p. 1] Keep records for three years.
      + [NarrativeText, p. 1] Keep records for seven years.
      @@ Travel @@
      + [ListItem, p. 2] Use the \`\`\`travel\`\`\` portal
      \`\`\`\`

      </details>"
    `);
  });

  it("says when nothing changed, when the base version could not be compared, and when a document failed", () => {
    expect(renderDocumentDiff(docReport("a.md", { diff: diffElements(BEFORE, BEFORE) }))).toContain(
      "The text and types of its elements are the same as in the base version.",
    );
    expect(renderDocumentDiff(docReport("a.md", { diff: undefined, diffError: "bad <zip>" }))).toContain(
      "<code>bad &#60;zip&#62;</code>",
    );
    expect(renderDocumentDiff(docReport("a.md", { ok: false, error: "broken", diff: undefined }))).toContain(
      "❌ could not be partitioned",
    );
    expect(renderDocumentDiff(docReport("a.md", { diff: undefined }))).toBeUndefined();
  });

  it("shows at most maxChanges changes and counts the rest", () => {
    const many = Array.from({ length: 10 }, (_, i) => el("NarrativeText", `new paragraph ${i}`));
    const text =
      renderDocumentDiff(docReport("a.md", { diff: diffElements([], many) }), { maxChanges: 3 }) ?? "";
    expect(text.match(/^\+ /gm)).toHaveLength(3);
    expect(text).toContain("… and 7 more changes");
  });
});

describe("renderSummary", () => {
  it("has a row per document with status, pages, elements, types and time, and a total", () => {
    const summary = renderSummary(
      report(
        [
          docReport("docs/a.docx"),
          docReport("docs/b.md", { ok: false, error: "boom", elements: 0, types: {} }),
        ],
        [{ path: "docs/old.md", status: "removed" }],
      ),
      { resultsLocation: "artifact docflow-results-docs" },
    );
    expect(summary).toContain(
      '<tr><td><code>docs/a.docx</code></td><td>✅ modified</td><td align="right">2</td><td align="right">5</td><td>NarrativeText 2 · Title 2 · ListItem 1</td><td align="right">0.12 s</td></tr>',
    );
    expect(summary).toContain("<td>❌ failed: <code>boom</code></td>");
    expect(summary).toContain("<td><b>Total</b> (2 documents)</td><td>1 failed</td>");
    expect(summary).toContain("**Removed** (not partitioned): <code>docs/old.md</code>");
    expect(summary).toContain("**1 document partitioned** · **1 failed** · 5 elements · 1 removed");
    expect(summary).toContain("<summary><code>docs/a.docx</code> · modified · 1 changed, 1 added");
  });

  it("stays under its byte limit, pointing at the full results for what it leaves out", () => {
    const documents = Array.from({ length: 3000 }, (_, i) => docReport(`docs/${"ü".repeat(60)}-${i}.docx`));
    const summary = renderSummary(report(documents), { resultsLocation: "artifact r", maxBytes: 200_000 });
    expect(Buffer.byteLength(summary)).toBeLessThanOrEqual(200_000);
    expect(summary).toMatch(
      /\d+ document rows not shown: the step summary is limited to 1 MiB. The full results are in <code>artifact r<\/code>/,
    );
    expect(summary).toContain("</table>");
    expect(renderSummary(report(documents)).length).toBeLessThanOrEqual(1_000_000);
  });

  it("says so when no document was chosen", () => {
    expect(renderSummary(report([]))).toContain("No documents were chosen.");
  });
});

describe("comment marker", () => {
  it("round-trips the workflow and job, and cannot be closed early by their names", () => {
    const identity = { workflow: "Docs --> <b>x</b>", job: "check" };
    const marker = commentMarker(identity);
    expect(marker.indexOf("-->")).toBe(marker.length - 3);
    expect(parseCommentMarker(`${marker}\nbody`)).toEqual(identity);
    expect(isCommentFor(`${marker}\nbody`, identity)).toBe(true);
    expect(isCommentFor(`${marker}\nbody`, { ...identity, job: "other" })).toBe(false);
    expect(parseCommentMarker("<!-- docflow:partition v1 not json -->")).toBeUndefined();
    expect(parseCommentMarker("hello <!-- docflow:partition v1 {} -->")).toBeUndefined();
    expect(parseCommentMarker('<!-- docflow:partition v2 {"workflow":"w","job":"j"} -->')).toBeUndefined();
  });
});

describe("renderComment", () => {
  const identity = { workflow: "Docs", job: "partition" };

  it("starts with the marker, lists the documents, and shows each one's changes", () => {
    const body = renderComment(
      report(
        [
          docReport("docs/a.docx"),
          docReport("docs/new.md", { change: "added", diff: diffElements([], AFTER) }),
        ],
        [{ path: "docs/old.md", status: "removed" }],
      ),
      {
        identity,
        runUrl: "https://github.com/o/r/actions/runs/9",
        artifactName: "docflow-results-partition",
        sha: "a".repeat(40),
      },
    );
    expect(body.startsWith(`${commentMarker(identity)}\n`)).toBe(true);
    expect(body).toContain("| <code>docs/a.docx</code> | modified | 1 changed, 1 added · 4 → 5 elements |");
    expect(body).toContain("| <code>docs/new.md</code> | new | 5 added · 0 → 5 elements |");
    expect(body).toContain("**Removed:** <code>docs/old.md</code>");
    expect(body).toContain("- [NarrativeText, p. 1] Keep records for three years.");
    expect(body).toContain(
      "<sub>At <code>aaaaaaaaaaaa</code> · all elements in the artifact <code>docflow&#45;results&#45;partition</code> of [the workflow run](https://github.com/o/r/actions/runs/9).</sub>".replaceAll(
        "&#45;",
        "-",
      ),
    );
    expect(body).not.toMatch(/of work/);
  });

  it("stays under GitHub's 65,536 characters with many large diffs, noting what it left out", () => {
    const big = Array.from({ length: 400 }, (_, i) => el("NarrativeText", `${"long text ".repeat(30)}${i}`));
    const diff = diffElements([], big);
    const documents = Array.from({ length: 2000 }, (_, i) => docReport(`docs/document-${i}.docx`, { diff }));
    const body = renderComment(report(documents), { identity });
    expect(body.length).toBeLessThanOrEqual(COMMENT_MAX_CHARS);
    expect(body).toMatch(/more documents? not shown: a comment holds at most 65,536 characters/);
    expect(body).toMatch(/\| … \d+ more documents \| \| \|/);
    // Every section that is shown is complete.
    expect(body.split("<details>").length).toBe(body.split("</details>").length);
  });

  it("leaves out documents the pull request did not change", () => {
    const body = renderComment(
      report([docReport("docs/a.docx"), docReport("docs/same.docx", { change: undefined, diff: undefined })]),
      { identity },
    );
    expect(body).toContain("docs/a.docx");
    expect(body).not.toContain("docs/same.docx");
  });

  it("says when no document changed", () => {
    expect(renderComment(report([]), { identity })).toContain("No document matching `files` changed.");
  });
});
