// report.html in a real browser: Debian's Chromium, headless, driven by playwright-core. The report of a
// run over a PDF (with coordinates), a Markdown file with a table and a text file loads with no console
// errors, shows every element, renders the table, filters by type (rows and boxes), and draws the PDF's
// pages with a box per element, inside its page.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parsePartitionForm } from "../../src/contract/partition.js";
import { runPartitionMode } from "../../src/modes/partition/mode.js";
import { makePdf } from "../fixtures/pdf/make-pdf.js";

const CHROMIUM = "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);
// The flags docflow's CI runs Chromium with; playwright adds --headless itself (headless: true) and
// takes the fresh profile folder as launchPersistentContext's first argument (--user-data-dir).
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let workspace = "";
let profile = "";
let context: BrowserContext | undefined;
let page: Page;
const problems: string[] = [];
let reportPath = "";
let pdfElements = 0;
let pdfPages = 0;

const hidden = async (locator: Locator) => Promise.all((await locator.all()).map((item) => item.isHidden()));

describe.skipIf(!hasChromium)(
  `report.html in headless Chromium (needs ${CHROMIUM}; apt-get install chromium)`,
  () => {
    beforeAll(async () => {
      workspace = await mkdtemp(join(tmpdir(), "docflow-report-ws-"));
      profile = await mkdtemp(join(tmpdir(), "docflow-chromium-profile-"));
      const put = async (path: string, content: string | Uint8Array) => {
        await mkdir(dirname(join(workspace, path)), { recursive: true });
        await writeFile(join(workspace, path), content);
      };
      await put(
        "docs/manual.pdf",
        makePdf(
          [1, 2, 3].map((n) => ({
            texts: [
              { x: 72, y: 700, size: 18, bold: true, text: `Section ${n} of the manual` },
              {
                x: 72,
                y: 650,
                size: 11,
                text: `Step ${n}: open the valve slowly and wait until the gauge settles.`,
              },
              { x: 300, y: 400, size: 11, text: `A note on page ${n} that the operator should read twice.` },
            ],
          })),
        ),
      );
      await put(
        "docs/prices.md",
        "# Price list\n\nThe prices below are valid until the end of the year for every customer.\n\n| Item | Price |\n|---|---|\n| Valve | 12 |\n| Gauge <b>x</b> | 30 |\n",
      );
      await put("docs/notes.txt", "Remember to check the pressure before opening the valve every morning.\n");
      const result = await runPartitionMode({
        workspace,
        patterns: ["docs/**"],
        changedOnly: false,
        outDir: "out",
        params: parsePartitionForm({ coordinates: true }),
      });
      expect(result.report.totals.failed).toBe(0);
      reportPath = result.htmlReportPath as string;
      const pdf = result.report.documents.find((doc) => doc.path === "docs/manual.pdf");
      pdfElements = pdf?.elements ?? 0;
      pdfPages = pdf?.pages ?? 0;

      context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        headless: true,
        args: FLAGS,
      });
      page = context.pages()[0] ?? (await context.newPage());
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
      });
      page.on("pageerror", (error) => problems.push(error.message));
      page.on("requestfailed", (request) => problems.push(`request failed: ${request.url()}`));
      await page.goto(pathToFileURL(reportPath).href, { waitUntil: "load" });
    }, 60_000);

    afterAll(async () => {
      await context?.close();
      await rm(workspace, { recursive: true, force: true });
      await rm(profile, { recursive: true, force: true });
    });

    it("loads with no console errors and shows every document and element", async () => {
      expect(problems).toEqual([]);
      expect(await page.title()).toBe("docflow · partition report");
      const headings = await page.locator("section.document h2 code").allTextContents();
      expect(headings).toEqual(["docs/manual.pdf", "docs/notes.txt", "docs/prices.md"]);
      const pdfRows = page.locator("#document-0 table.elements > tbody > tr");
      expect(pdfElements).toBeGreaterThanOrEqual(6);
      expect(await pdfRows.count()).toBe(pdfElements);
      await expect.poll(() => pdfRows.first().isVisible()).toBe(true);
      expect(await page.locator("#document-0").textContent()).toContain("Step 2: open the valve slowly");
      // The Markdown table is a table; the inline <b> of the source is dropped by the report's table
      // allowlist (its text stays).
      const cells = await page.locator("#document-2 .table td").allTextContents();
      expect(cells).toEqual(expect.arrayContaining(["Valve", "12", "Gauge x", "30"]));
      expect(await page.locator("#document-2 .table b").count()).toBe(0);
    });

    it("draws each PDF page with a box per element, inside the page", async () => {
      const figures = page.locator("#document-0 figure.page");
      expect(pdfPages).toBe(3);
      expect(await figures.count()).toBe(3);
      const boxes = page.locator("#document-0 polygon.box");
      expect(await boxes.count()).toBe(pdfElements);
      // Documents without coordinates get no drawing.
      expect(await page.locator("#document-1 figure.page, #document-2 figure.page").count()).toBe(0);

      const svg = await figures.first().locator("svg").boundingBox();
      const box = await figures.first().locator("polygon.box").first().boundingBox();
      expect(svg && box).toBeTruthy();
      if (!svg || !box) return;
      expect(box.width).toBeGreaterThan(5);
      expect(box.x).toBeGreaterThanOrEqual(svg.x);
      expect(box.y).toBeGreaterThanOrEqual(svg.y);
      expect(box.x + box.width).toBeLessThanOrEqual(svg.x + svg.width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(svg.y + svg.height + 1);
      // The heading sits near the top of the page: y=700 of 792 points from the bottom.
      expect((box.y - svg.y) / svg.height).toBeLessThan(0.2);
      // A box links to its element's row.
      const href = await figures.first().locator("a").first().getAttribute("href");
      expect(href).toMatch(/^#element-0-\d+$/);
      expect(await page.locator(href as string).count()).toBe(1);
    });

    it("the type filter hides and shows the rows and boxes of a type", async () => {
      const labels = await page.locator("fieldset.filters label").allTextContents();
      const narrativeIndex = labels.findIndex((label) => label.includes("NarrativeText"));
      expect(narrativeIndex).toBeGreaterThanOrEqual(0);
      const checkbox = page.locator("fieldset.filters input[type=checkbox]").nth(narrativeIndex);
      const id = await checkbox.getAttribute("id");
      const rows = page.locator(`tr.${id}`);
      const boxes = page.locator(`polygon.box.${id}`);
      const otherRows = page.locator(`table.elements > tbody > tr:not(.${id})`);
      expect(await rows.count()).toBeGreaterThan(0);
      expect(await boxes.count()).toBeGreaterThan(0);
      expect(await otherRows.count()).toBeGreaterThan(0);
      expect(await rows.first().isVisible()).toBe(true);

      await checkbox.uncheck();
      expect((await hidden(rows)).every(Boolean)).toBe(true);
      expect((await hidden(boxes)).every(Boolean)).toBe(true);
      expect(await otherRows.first().isVisible()).toBe(true);

      await checkbox.check();
      expect(await rows.first().isVisible()).toBe(true);
      expect((await hidden(boxes)).some(Boolean)).toBe(false);
      expect(problems).toEqual([]);
    });
  },
);
