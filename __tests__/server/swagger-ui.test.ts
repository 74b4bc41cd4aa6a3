// GET /docs: Swagger UI over /openapi.json, served from this server alone. Without a browser: the page and
// every file it loads come from this server, nothing else is referenced. In headless Chromium (when
// installed, as in CI): both endpoints are listed, and "Try it out" → "Execute" calls this server and shows
// its answer, with no request leaving for another host.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SWAGGER_UI_FILES, SWAGGER_UI_PREFIX } from "../../src/server/swagger-ui.js";
import { startTestServer, type TestServer } from "./helpers.js";

const CHROMIUM = "/usr/bin/chromium";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ workers: 1 });
});
afterAll(async () => {
  await server?.close();
});

describe("GET /docs", () => {
  it("is Swagger UI over /openapi.json, every file from this server", async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(sources.length).toBeGreaterThan(3);
    // Nothing on another host: the page works offline.
    expect(sources.filter((source) => /^[a-z]+:/i.test(source) || source.startsWith("//"))).toEqual([]);
    for (const source of sources) {
      const answer = await fetch(`${server.url}${source}`);
      expect(answer.status, source).toBe(200);
      // Read to the end: a response left unread holds its connection, and the server's close with it.
      expect((await answer.arrayBuffer()).byteLength, source).toBeGreaterThan(0);
    }
    const init = await (await fetch(`${server.url}${SWAGGER_UI_PREFIX}/init.js`)).text();
    expect(init).toContain('url: "/openapi.json"');
    expect(init).toContain("validatorUrl: null");
    const bundle = await fetch(`${server.url}${SWAGGER_UI_PREFIX}/swagger-ui-bundle.js`);
    expect(bundle.headers.get("content-type")).toBe(SWAGGER_UI_FILES["swagger-ui-bundle.js"]);
    expect(await bundle.text()).toContain("SwaggerUIBundle");
    // Only the package's listed files are served.
    expect((await fetch(`${server.url}${SWAGGER_UI_PREFIX}/package.json`)).status).toBe(404);
    expect((await fetch(`${server.url}${SWAGGER_UI_PREFIX}/..%2Fpackage.json`)).status).toBe(404);
    // The hand-written guide moved beside it.
    expect(await (await fetch(`${server.url}/docs/partition`)).text()).toContain("<h2>Form fields</h2>");
  });
});

describe.skipIf(!existsSync(CHROMIUM))(`GET /docs in headless Chromium (needs ${CHROMIUM})`, () => {
  let context: BrowserContext;
  let profile: string;
  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), "docflow-swagger-profile-"));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
  }, 60_000);
  afterAll(async () => {
    await context?.close();
    if (profile) rmSync(profile, { recursive: true, force: true });
  }, 30_000);

  it("lists both endpoints and runs a request with Try it out", async () => {
    const page = await context.newPage();
    const foreign: string[] = [];
    page.on("request", (request) => {
      if (!request.url().startsWith(server.url)) foreign.push(request.url());
    });
    await page.goto(`${server.url}/docs`);
    await page.locator(".opblock-summary-path", { hasText: "/general/v0/general" }).first().waitFor();
    await page.locator(".opblock-summary-path", { hasText: "/api/v1/workflows/" }).first().waitFor();

    const health = page.locator(".opblock", { has: page.locator('[data-path="/healthcheck"]') });
    await health.locator(".opblock-summary").click();
    await health.getByRole("button", { name: "Execute" }).click();
    const status = health.locator(".live-responses-table tbody .response-col_status").first();
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe("200");
    expect(await health.locator(".live-responses-table .microlight").first().textContent()).toContain(
      "HEALTHCHECK STATUS",
    );
    expect(foreign).toEqual([]);
    await page.close();
  }, 60_000);
});
