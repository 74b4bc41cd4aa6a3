// Headings of PDFs printed by Chromium from HTML whose headings are known: larger, bold-only, numbered
// and all-caps treatments, a real numbered list beside numbered headings, justified body text, a table
// whose header row is bold, two levels over two pages, two columns in small type. Titles are the
// headings and nothing else, category_depth follows the heading levels (fixed steps of size over the
// page's body, so the same on every page: see layout/headings.ts), and parent_id follows the levels.
import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Element } from "../../../src/contract/element.js";
import { parsePartitionParameters } from "../../../src/contract/partition.js";
import { partition } from "../../../src/engine/partition.js";

const CHROMIUM = "/usr/bin/chromium";

const BODY = [
  "Seeds that fall close to the parent tree compete with it for light and water, so most plants have some way of sending them farther out. The distance a seed travels decides which gaps in the canopy it can reach, and how often it lands where a seedling can grow.",
  "Field counts along transects show that the density of seedlings drops quickly with distance from the source, but a long tail of rare events carries a few seeds very far. Those rare events matter more than the average, because they found new stands across open ground.",
  "Birds and bats swallow fleshy fruit and pass the seeds a few hours later, often under the trees where they roost. Rodents carry nuts away and bury them in small caches, and the caches they forget to empty become the next generation of the stand.",
  "Wind carries light seeds with wings or plumes over open country, and the tallest trees release them when the air is dry and gusty. Water moves seeds along streams and coasts, where a buoyant husk keeps them afloat for weeks before they come ashore.",
  "Each route leaves its own pattern on the ground, and a survey that mixes them up will misread the history of the stand. The methods below separate the routes by the traits of the seeds and by where the seedlings are found, season after season.",
  "None of these routes works alone. A single species may rely on wind in one year and on animals in the next, depending on how many fruits the trees set and how many animals live nearby, which is why long records are worth the trouble they take.",
];

let paragraph = 0;
const p = () => `<p>${BODY[paragraph++ % BODY.length]}</p>`;

function page(css: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 2cm; }
    body { font-family: 'DejaVu Serif', serif; font-size: 11pt; line-height: 1.35; text-align: justify; }
    p { margin: 0 0 0.6em; }
    ${css}
  </style></head><body>${body}</body></html>`;
}

let browser: Browser | undefined;

async function pdfOf(html: string): Promise<Uint8Array> {
  const tab = await (browser as Browser).newPage();
  try {
    await tab.setContent(html);
    return await tab.pdf({ preferCSSPageSize: true });
  } finally {
    await tab.close();
  }
}

async function elementsOf(html: string, strategy = "hi_res"): Promise<Element[]> {
  return partition(
    { data: await pdfOf(html), filename: "headings.pdf" },
    parsePartitionParameters({ strategy }),
  );
}

const titles = (elements: readonly Element[]) =>
  elements.filter((e) => e.type === "Title").map((e) => [e.text, e.metadata.category_depth]);

describe.skipIf(!existsSync(CHROMIUM))(`headings of PDFs printed by Chromium (needs ${CHROMIUM})`, () => {
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox", "--disable-gpu"] });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("larger headings in three sizes are Titles at three depths, justified body text none", async () => {
    const html = page(
      "h1 { font-size: 22pt; } h2 { font-size: 16pt; } h3 { font-size: 13pt; }",
      `<h1>Seed Dispersal in Coastal Forests</h1>${p()}<h2>Natural dispersal</h2>${p()}${p()}
       <h3>Wind and water</h3>${p()}<h3>Animals</h3>${p()}<h2>Field methods</h2>${p()}${p()}`,
    );
    const elements = await elementsOf(html);
    expect(titles(elements)).toEqual([
      ["Seed Dispersal in Coastal Forests", 0],
      ["Natural dispersal", 1],
      ["Wind and water", 4],
      ["Animals", 4],
      ["Field methods", 1],
    ]);
    expect(elements.filter((e) => e.type === "NarrativeText")).toHaveLength(7);
  }, 60_000);

  it("bold headings in the body's size are Titles; bold italic ones rank below them", async () => {
    const html = page(
      "h1 { font-size: 18pt; } h2 { font-size: 1em; font-weight: bold; } h3 { font-size: 1em; font-style: italic; }",
      `<h1>Seed Dispersal in Coastal Forests</h1>${p()}<h2>Natural dispersal</h2>${p()}
       <h3>Wind and water</h3>${p()}<h2>Field methods</h2>${p()}${p()}`,
    );
    expect(titles(await elementsOf(html))).toEqual([
      ["Seed Dispersal in Coastal Forests", 1],
      ["Natural dispersal", 7],
      ["Wind and water", 8],
      ["Field methods", 7],
    ]);
  }, 60_000);

  it("numbered headings are Titles at their numbering depth, a numbered list in body type stays ListItems", async () => {
    const html = page(
      "h1 { font-size: 20pt; } h2 { font-size: 15pt; } h3 { font-size: 12pt; } ol { margin: 0 0 0.6em; }",
      `<h1>Seed Dispersal in Coastal Forests</h1>${p()}
       <h2>4. Study area</h2>${p()}
       <h2>5. Natural dispersal</h2>${p()}
       <h3>5.1 Wind and water</h3>${p()}
       <ol><li>Seeds were counted in traps set every ten metres along each transect line.</li>
       <li>Seedlings were tagged and measured once in spring and once in late autumn.</li>
       <li>Fruiting trees were mapped and their crops estimated from branch samples.</li></ol>
       <h3>5.2 Animals</h3>${p()}<h2>6. Discussion</h2>${p()}`,
    );
    const elements = await elementsOf(html);
    expect(titles(elements)).toEqual([
      ["Seed Dispersal in Coastal Forests", 0],
      ["4. Study area", 2],
      ["5. Natural dispersal", 2],
      ["5.1 Wind and water", 3],
      ["5.2 Animals", 3],
      ["6. Discussion", 2],
    ]);
    const items = elements.filter((e) => e.type === "ListItem").map((e) => e.text);
    expect(items).toHaveLength(3);
    expect(items[0]?.startsWith("1. Seeds were counted in traps")).toBe(true);
  }, 60_000);

  it("bold headings in capitals are Titles above bold ones; a line in capitals in body type is none", async () => {
    const html = page(
      `h1 { font-size: 20pt; } h2 { font-size: 1em; letter-spacing: 0.05em; } h3 { font-size: 1em; }
       .caps { text-transform: uppercase; }`,
      `<h1>Seed Dispersal in Coastal Forests</h1>${p()}<h2>NATURAL DISPERSAL</h2>${p()}<h3>Wind and water</h3>${p()}
       <p class="caps">Counted by the volunteers of the coast survey</p>${p()}<h2>FIELD METHODS</h2>${p()}`,
    );
    expect(titles(await elementsOf(html))).toEqual([
      ["Seed Dispersal in Coastal Forests", 0],
      ["NATURAL DISPERSAL", 6],
      ["Wind and water", 7],
      ["FIELD METHODS", 6],
    ]);
  }, 60_000);

  it("a table's bold header cells are no Titles", async () => {
    const html = page(
      `h1 { font-size: 20pt; } h2 { font-size: 14pt; }
       table { border-collapse: collapse; margin: 0.6em 0; } th, td { border: 1px solid #000; padding: 3px 6px; }`,
      `<h1>Seed Dispersal in Coastal Forests</h1>${p()}<h2>Seed counts</h2>${p()}
       <table><thead><tr><th>Transect</th><th>Traps</th><th>Seeds</th><th>Seedlings</th></tr></thead>
       <tbody><tr><td>North ridge</td><td>24</td><td>1,208</td><td>93</td></tr>
       <tr><td>Stream bank</td><td>18</td><td>877</td><td>141</td></tr>
       <tr><td>Dune edge</td><td>30</td><td>415</td><td>12</td></tr></tbody></table>${p()}`,
    );
    for (const strategy of ["hi_res", "fast"]) {
      expect(titles(await elementsOf(html, strategy))).toEqual([
        ["Seed Dispersal in Coastal Forests", 0],
        ["Seed counts", 2],
      ]);
    }
  }, 60_000);

  it("two levels over two pages keep their depths, and parent_id follows them", async () => {
    const html = page(
      "h2 { font-size: 16pt; } h3 { font-size: 13pt; } .next { break-before: page; }",
      `<h2>Natural dispersal</h2>${p()}<h3>Wind and water</h3>${p()}${p()}
       <h2 class="next">Field methods</h2>${p()}<h3>Seed traps</h3>${p()}${p()}`,
    );
    const elements = await elementsOf(html);
    expect(titles(elements)).toEqual([
      ["Natural dispersal", 1],
      ["Wind and water", 4],
      ["Field methods", 1],
      ["Seed traps", 4],
    ]);
    expect(elements.find((e) => e.text === "Field methods")?.metadata.page_number).toBe(2);
    const id = (text: string) => elements.find((e) => e.text === text)?.element_id;
    const parent = (text: string) => elements.find((e) => e.text === text)?.metadata.parent_id;
    expect(parent("Natural dispersal")).toBeUndefined();
    expect(parent("Wind and water")).toBe(id("Natural dispersal"));
    expect(parent("Field methods")).toBeUndefined();
    expect(parent("Seed traps")).toBe(id("Field methods"));
    const lastText = elements.filter((e) => e.type === "NarrativeText").at(-1);
    expect(lastText?.metadata.parent_id).toBe(id("Seed traps"));
  }, 60_000);

  it("two columns of small justified type: the headings and nothing else", async () => {
    const html = page(
      `body { font-family: 'Liberation Sans', sans-serif; font-size: 9pt; column-count: 2; column-gap: 1cm; }
       h1 { font-size: 18pt; column-span: all; text-align: center; } h2 { font-size: 12pt; } h3 { font-size: 1em; }`,
      `<h1>Seed Dispersal in Coastal Forests</h1>${p()}${p()}<h2>1. Natural dispersal</h2>${p()}${p()}
       <h3>1.1 Wind and water</h3>${p()}${p()}${p()}<h2>2. Field methods</h2>${p()}${p()}
       <h3>2.1 Seed traps</h3>${p()}${p()}${p()}`,
    );
    expect(titles(await elementsOf(html))).toEqual([
      ["Seed Dispersal in Coastal Forests", 0],
      ["1. Natural dispersal", 2],
      ["1.1 Wind and water", 3],
      ["2. Field methods", 2],
      ["2.1 Seed traps", 3],
    ]);
  }, 60_000);
  it("a slide deck's titles are Titles at depth 0 whatever their size; a slide of one line is its title", async () => {
    const slide = (body: string) => `<section>${body}</section>`;
    const deck = (css: string, slides: string[]) => `<!doctype html><html><head><meta charset="utf-8"><style>
      @page { size: 10in 5.625in; margin: 0; }
      body { margin: 0; font-family: 'Liberation Sans', sans-serif; font-size: 18pt; }
      section { height: 5.625in; box-sizing: border-box; padding: 0.5in 0.6in; break-after: page; overflow: hidden; }
      ul { margin: 0; } li { margin: 0.2em 0; }
      ${css}
    </style></head><body>${slides.join("")}</body></html>`;
    const elements = await elementsOf(
      deck(
        ".cover h1 { font-size: 48pt; margin-top: 1.2in; text-align: center; } h1 { font-size: 30pt; margin: 0 0 0.4em; } .sub { font-size: 26pt; text-align: center; }",
        [
          slide(`<div class="cover"><h1>Seed Dispersal</h1></div><p class="sub">A field guide</p>`),
          slide(
            `<h1>Natural dispersal</h1><ul><li>Birds carry fleshy fruit far from the parent tree</li><li>Rodents bury nuts and forget some of them</li><li>Wind lifts light seeds over open country</li></ul>`,
          ),
          slide(
            `<h1>Field methods</h1><ul><li>Seed traps along transects every ten metres</li><li>Seedling counts each spring and autumn</li></ul>`,
          ),
        ],
      ),
    );
    expect(titles(elements)).toEqual([
      ["Seed Dispersal", 0],
      ["A field guide", 1],
      ["Natural dispersal", 0],
      ["Field methods", 0],
    ]);
    // Nothing on the slides but one line each, in one size: no body to stand apart from.
    const bare = await elementsOf(
      deck("h1 { font-size: 40pt; margin-top: 1.8in; text-align: center; }", [
        slide("<h1>Page 1</h1>"),
        slide("<h1>Page 2</h1>"),
      ]),
    );
    expect(titles(bare)).toEqual([
      ["Page 1", 0],
      ["Page 2", 0],
    ]);
  }, 60_000);
});
