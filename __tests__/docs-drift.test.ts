// Facts the docs repeat, checked against the one place each is written, so the docs cannot drift: the
// connector types the server runs, the config fields of each and the npm package each needs, relative links, the names of the
// workflows the examples run, the partition node's subtype, and the starter templates the docs show.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { CONNECTOR_SDKS, connectorConfigSchema } from "../src/contract/connector-configs.js";
import { configFields } from "../src/contract/connector-facts.js";
import { supportedConnectorTypes } from "../src/workflows/connectors/registry.js";
import { ROOT } from "./helpers/action-runner.js";

const PAGES = [
  "README.md",
  "CONTRIBUTING.md",
  "CHANGELOG.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const read = (page: string) => readFileSync(join(ROOT, page), "utf8");

/** The fenced blocks of a page with their language. */
function blocks(markdown: string): { lang: string; body: string }[] {
  return [...markdown.matchAll(/^( *)```(\w*)\n([\s\S]*?)^\1```/gm)].map((m) => ({
    lang: m[2] as string,
    body: (m[3] as string).replace(new RegExp(`^${m[1]}`, "gm"), ""),
  }));
}

/** The table rows of a section (`## title` up to the next `## `) that start with a `type`. */
function sectionRows(markdown: string, title: string): string[] {
  const start = markdown.indexOf(`\n## ${title}\n`);
  expect(start, `section ## ${title}`).toBeGreaterThan(-1);
  const end = markdown.indexOf("\n## ", start + 1);
  return markdown
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .filter((line) => /^\| `[^`]+` \|/.test(line));
}

/** The first column of the table rows of a section, backticks removed. */
function firstColumn(markdown: string, title: string): string[] {
  return sectionRows(markdown, title).map((line) => /^\| `([^`]+)` \|/.exec(line)?.[1] as string);
}

describe("docs/connectors.md", () => {
  const page = read("docs/connectors.md");

  it("lists exactly the source and destination types the server runs", () => {
    expect(firstColumn(page, "Sources").sort()).toEqual(supportedConnectorTypes("source"));
    expect(firstColumn(page, "Destinations").sort()).toEqual(supportedConnectorTypes("destination"));
  });

  it("names each type's config fields, all of them and only those, as its schema has them", () => {
    for (const [title, kind] of [
      ["Sources", "source"],
      ["Destinations", "destination"],
    ] as const) {
      const rows = new Map(
        sectionRows(page, title).map((row) => [
          /^\| `([^`]+)` \|/.exec(row)?.[1] as string,
          row.split(" | ")[1] ?? "",
        ]),
      );
      const documented = (type: string, depth = 0): Set<string> => {
        const cell = rows.get(type) ?? "";
        const named = new Set([...cell.matchAll(/`([a-z_]+)`/g)].map((m) => m[1] as string));
        // "as the source, without `recursive`" / "as onedrive, with ...": another row's fields too.
        const like = /^as (the source|[\w-]+)\b/.exec(cell)?.[1];
        if (like === "the source") {
          const source = sectionRows(page, "Sources").find((row) => row.startsWith(`| \`${type}\` |`)) ?? "";
          for (const m of (source.split(" | ")[1] ?? "").matchAll(/`([a-z_]+)`/g)) named.add(m[1] as string);
        } else if (like && depth < 2) {
          for (const field of documented(like, depth + 1)) named.add(field);
        }
        for (const m of cell.matchAll(/without ((?:`[a-z_]+`(?:, | and )?)+)/g)) {
          for (const field of (m[1] as string).matchAll(/`([a-z_]+)`/g)) named.delete(field[1] as string);
        }
        return named;
      };
      for (const type of rows.keys()) {
        const schema = connectorConfigSchema(kind, type);
        expect(schema, `${kind} ${type}`).toBeDefined();
        expect([...documented(type)].sort(), `${kind} ${type}`).toEqual(
          Object.keys(configFields(schema as NonNullable<typeof schema>)).sort(),
        );
      }
    }
  });

  it("names the npm package of every connector that needs one, as the connectors' facts do", () => {
    const table = page.slice(page.indexOf("<!-- sdk-packages:start"), page.indexOf("<!-- sdk-packages:end"));
    const rows = [...table.matchAll(/^\| `([^`]+)` \| `([^`]+)` \|$/gm)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(rows)).toEqual(CONNECTOR_SDKS);
  });
});

describe("README.md and docs/", () => {
  it("link only to files that exist", () => {
    const broken: string[] = [];
    for (const page of PAGES) {
      // Code blocks hold examples, not links.
      const text = read(page).replace(/^```[\s\S]*?^```/gm, "");
      for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = (match[1] as string).split("#")[0] as string;
        if (!target || /^[a-z]+:/.test(target)) continue;
        if (!existsSync(join(ROOT, dirname(page), target))) broken.push(`${page}: ${match[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("wait in shell blocks only for a bounded time, saying what did not happen", () => {
    const unbounded = PAGES.flatMap((page) =>
      blocks(read(page))
        .filter(({ lang }) => ["sh", "bash", "shell"].includes(lang))
        .flatMap(({ body }) => body.split("\n"))
        .filter((line) => /^\s*until\b|\bwhile (true|:)\b/.test(line))
        .map((line) => `${page}: ${line.trim()}`),
    );
    expect(unbounded).toEqual([]);
  });

  it("give partition nodes the interface's subtype, service_api", () => {
    const uses = PAGES.flatMap((page) =>
      [...read(page).matchAll(/subtype["']?:\s*["']?unstructured_api\b/g)].map(() => page),
    );
    expect(uses).toEqual([]);
  });

  it("run only workflows that an example defines", () => {
    const defined = new Set<string>();
    const used = new Map<string, string>();
    for (const page of PAGES) {
      for (const { lang, body } of blocks(read(page))) {
        if (lang === "yaml") {
          const doc = (() => {
            try {
              return parseYaml(body) as Record<string, unknown> | null;
            } catch {
              return null;
            }
          })();
          const workflows = doc?.workflows;
          if (workflows && typeof workflows === "object")
            for (const name of Object.keys(workflows)) defined.add(name);
          for (const m of body.matchAll(/^\s+workflow: ([\w-]+)/gm)) used.set(m[1] as string, page);
        }
        for (const m of body.matchAll(/workflows: \{([\w-]+):/g)) defined.add(m[1] as string);
        for (const m of body.matchAll(/docflow (?:run|jobs list --workflow) ([\w-]+)/g))
          used.set(m[1] as string, page);
      }
    }
    const undefinedNames = [...used].filter(([name]) => !defined.has(name));
    expect(undefinedNames, `defined: ${[...defined].join(", ")}`).toEqual([]);
  });

  it("show the starter templates as templates/ has them", () => {
    for (const page of ["README.md", "docs/action.md"]) {
      for (const { lang, body } of blocks(read(page))) {
        const file = /^# (?:\.github\/workflows\/[\w.-]+ \(from )?templates\/([\w.-]+\.yml)/.exec(body)?.[1];
        if (lang !== "yaml" || !file) continue;
        type Workflow = { on: Record<string, unknown>; jobs: Record<string, { uses?: string }> };
        const shown = parseYaml(body) as Workflow;
        const template = parseYaml(read(`templates/${file}`)) as Workflow;
        // The same events, with the same branches, paths and schedules (a manual run's inputs may be left out).
        expect(Object.keys(shown.on), `${page}: the events of templates/${file}`).toEqual(
          Object.keys(template.on),
        );
        for (const event of Object.keys(template.on).filter((name) => name !== "workflow_dispatch"))
          expect(shown.on[event], `${page}: ${event} of templates/${file}`).toEqual(template.on[event]);
        for (const [name, job] of Object.entries(shown.jobs))
          expect(job.uses, `${page}: job ${name} of templates/${file}`).toBe(template.jobs[name]?.uses);
      }
    }
  });
});
