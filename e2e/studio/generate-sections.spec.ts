import type { Page } from "@playwright/test";
import { type LlmDouble, startLlmDouble } from "../../src/server/testing/fakes/llm/server.ts";
import { aiEnvFor, scriptCalls } from "../../src/server/testing/model-double.ts";
import { countWords } from "../../src/shared/studio.ts";
import { test as base, expect } from "../fixtures.ts";
import { demoToConfigure, expectToast, setDurationMinutes } from "./studio-helpers.ts";

// Issue 11: a long script is planned, then written section by section, against a local model (llama.cpp's
// server, through the OpenAI-compatible provider) that writes at most 1,000 words an answer; Cancel and a
// failure keep what was written.
const test = base.extend<{ double: LlmDouble }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  double: async ({}, use) => {
    const double = await startLlmDouble("llamacpp", { maxWordsPerAnswer: 1000, chunkDelayMs: 0 });
    await use(double);
    await double.close();
  },
  serverEnv: async ({ double }, use) => use(aiEnvFor(double.options.api, double.url)),
});

test.use({ colorScheme: "light" });
// A 30-minute script is about twenty provider calls; on a busy machine the browser takes its time.
test.setTimeout(150_000);

const TARGET = 150 * 30;

/** Research and topics at full speed, then a 30-minute script with `chunkDelayMs` between its tokens. */
async function startThirtyMinutes(page: Page, double: LlmDouble, chunkDelayMs: number) {
  await page.goto("/content-studio");
  const topics = await demoToConfigure(page);
  await setDurationMinutes(page, 30);
  await expect(page.getByText("about 4,500 words")).toBeVisible();
  double.options.chunkDelayMs = chunkDelayMs;
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByText("Step 4 of 5: AI Generation")).toBeVisible();
  return topics;
}

const planItems = (page: Page) => page.getByTestId("generation-plan").getByRole("listitem");

test("a 30-minute script is planned, shown section by section and lands within 10 % of 4,500 words", async ({
  page,
  signUpViaApi,
  double,
}) => {
  await signUpViaApi(page);
  // Paced so the plan and the section under way can be seen while the script streams (some 6,000
  // tokens: about fifteen seconds).
  const topics = await startThirtyMinutes(page, double, 2);

  await expect(page.getByRole("heading", { name: /Plan: 6 sections/ })).toBeVisible();
  // Hook, intro, a section per topic with a transition between them, and the call to action.
  await expect(planItems(page)).toHaveCount(6);
  // (A transition may be named after the topic it leads into: the topic's own section is the one of role Topic.)
  for (const topic of topics) {
    await expect(planItems(page).filter({ hasText: topic }).filter({ hasText: "Topic ·" })).toHaveCount(1);
  }
  await expect(planItems(page).filter({ hasText: "Call to action" })).toContainText(/about \d+ words/);
  await expect(page.getByTestId("section-under-way")).toContainText(/Writing section \d of 6/);
  await expect(planItems(page).and(page.locator('[data-state="writing"]'))).toHaveCount(1);

  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  const words = countWords(await editor.inputValue());
  console.log(`30-minute script in the browser: ${words} words of ${TARGET}`);
  expect(Math.abs(words / TARGET - 1)).toBeLessThanOrEqual(0.1);
  await expect(editor).toHaveValue(new RegExp(`\\[PART 2: ${topics[1].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\]`));
  // One planning call (besides research and topics), and one call (or more) per section.
  expect(double.requests.filter((r) => r.structured && r.prompt.includes("\nRoles: "))).toHaveLength(1);
  expect(scriptCalls(double.requests).length).toBeGreaterThanOrEqual(6);
});

test("Cancel halfway through a 30-minute script offers 'Keep what was written', and the editor holds the sections written so far", async ({
  page,
  signUpViaApi,
  double,
}) => {
  await signUpViaApi(page);
  // Slow enough that Cancel lands while the second topic is written (about 2,000 tokens, six seconds).
  const topics = await startThirtyMinutes(page, double, 3);
  await expect(planItems(page)).toHaveCount(6);
  // Halfway: hook, intro, the first topic and the transition are written; the second topic is under way.
  await expect(planItems(page).nth(4)).toHaveAttribute("data-state", "writing", { timeout: 30_000 });
  await page.getByRole("button", { name: "Cancel" }).click();

  await expect(page.getByText("Generation cancelled.")).toBeVisible();
  const streamed = scriptCalls(double.requests).at(-1);
  await streamed?.ended;
  expect(streamed?.closedEarly).toBe(true);
  await expect(planItems(page).nth(3)).toHaveAttribute("data-state", "done");
  await expect(planItems(page).nth(4)).toHaveAttribute("data-state", "stopped");
  await expect(planItems(page).nth(5)).toHaveAttribute("data-state", "waiting");
  await expect(page.getByTestId("written-text-choice")).toContainText("4 of 6 sections complete");
  const written = (await page.getByTestId("script-preview").textContent()) ?? "";
  expect(countWords(written)).toBeGreaterThan(TARGET * 0.3);
  expect(countWords(written)).toBeLessThan(TARGET * 0.9);

  // Leaving by the step bar asks first; answering Cancel keeps the text and the choice.
  await page
    .getByRole("navigation", { name: "Studio steps" })
    .getByRole("button", { name: "Script Configuration" })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Discard the text written so far?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Step 4 of 5: AI Generation")).toBeVisible();

  await page.getByRole("button", { name: "Keep what was written" }).click();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible();
  await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
  // Exactly what was written: the sections before the cancel, in full, and none after it.
  await expect(editor).toHaveValue(written);
  expect(written).toMatch(/^\[HOOK\]\n/);
  expect(written).toContain("[INTRO]\n");
  expect(written).toContain(`[PART 1: ${topics[0]}]\n`);
  expect(written).not.toContain("[CALL TO ACTION]");
});

test("a section failing twice keeps the sections written and shows 'Script Generation Failed: …'", async ({
  page,
  signUpViaApi,
  double,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  const topics = await demoToConfigure(page);
  // The second topic's section fails: the server starts its answer and reports an error before the
  // first token, on the call and on the one retry a break mid-answer gets (no waiting between them).
  const secondTopic = `This section: "${topics[1]}"`;
  double.failWhen(secondTopic, { kind: "error-after", chunks: 0 }, { kind: "error-after", chunks: 0 });
  await setDurationMinutes(page, 30);
  await page.getByRole("button", { name: "Generate Script" }).click();

  await expectToast(page, "Script Generation Failed", "The model stopped with an error");
  await expect(page.getByText("Generation failed.")).toBeVisible();
  const tries = double.requests.filter((r) => r.prompt.includes(secondTopic));
  expect(tries.map((r) => r.fault?.kind)).toEqual(["error-after", "error-after"]);
  await expect(page.getByTestId("written-text-choice")).toContainText("4 of 6 sections complete");
  const written = (await page.getByTestId("script-preview").textContent()) ?? "";
  expect(written).toContain(`[PART 1: ${topics[0]}]\n`);
  expect(written).not.toContain(`[PART 2: ${topics[1]}]`);

  await page.getByRole("button", { name: "Keep what was written" }).click();
  await expect(page.getByLabel("Script", { exact: true })).toHaveValue(written);
});
