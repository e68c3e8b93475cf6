import type { Page } from "@playwright/test";
import type { LlmProfileName } from "../../src/server/testing/fakes/llm/profiles.ts";
import { REASONING_MARKER } from "../../src/server/testing/fakes/llm/prose.ts";
import { type LlmDouble, startLlmDouble } from "../../src/server/testing/fakes/llm/server.ts";
import { aiEnvFor, modelTextMismatch, scriptCalls } from "../../src/server/testing/model-double.ts";
import { countWords } from "../../src/shared/studio.ts";
import { test as base, expect } from "../fixtures.ts";
import { demoToConfigure, expectToast, setDurationMinutes } from "./studio-helpers.ts";

// The studio against provider doubles that stream the way real ones do (src/server/testing/fakes/llm):
// what reaches the editor is the model's text, thinking and busy providers are shown, failures say what
// happened and keep what the member typed.

const test = base.extend<{ double: LlmDouble; profile: LlmProfileName; aiEnv: Record<string, string> }>({
  profile: ["openai-chat", { option: true }],
  aiEnv: [{}, { option: true }],
  double: async ({ profile }, use) => {
    const double = await startLlmDouble(profile, { chunkDelayMs: 0 });
    await use(double);
    await double.close();
  },
  serverEnv: async ({ double, aiEnv }, use) => use({ ...aiEnvFor(double.options.api, double.url), ...aiEnv }),
});

/**
 * The demo workflow to a script of `minutes`, generated (`before` runs just before "Generate Script");
 * returns the editor, where the script lands.
 */
async function generate(page: Page, minutes: number, before = () => {}) {
  await page.goto("/content-studio");
  await demoToConfigure(page);
  await setDurationMinutes(page, minutes);
  before();
  await page.getByRole("button", { name: "Generate Script" }).click();
  const editor = page.getByLabel("Script", { exact: true });
  return editor;
}

test("a one-minute script in the editor is exactly what OpenAI's model streamed, token by token", async ({
  page,
  double,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const editor = await generate(page, 1);
  await expect(editor).toBeVisible({ timeout: 20_000 });
  const text = await editor.inputValue();
  expect(modelTextMismatch([text], scriptCalls(double.requests))).toBeNull();
  expect(text).not.toMatch(/ [,.!?;:](?:\s|$)/);
  expect(Math.abs(countWords(text) / 150 - 1)).toBeLessThanOrEqual(0.1);
});

for (const profile of ["overshoot-50", "capped-1000"] as const) {
  test.describe(`length on a model (${profile})`, () => {
    test.use({ profile });
    test(`a 30-minute script lands within 10% of its 4,500 words`, async ({ page, double, signUpViaApi }) => {
      test.setTimeout(90_000);
      await signUpViaApi(page);
      const editor = await generate(page, 30);
      await expect(editor).toBeVisible({ timeout: 60_000 });
      const words = countWords(await editor.inputValue());
      expect(Math.abs(words / 4500 - 1), `${words} of 4,500 words`).toBeLessThanOrEqual(0.1);
      expect(scriptCalls(double.requests).length).toBeGreaterThan(5);
    });
  });
}

test.describe("a thinking model", () => {
  test.use({ profile: "ollama-thinking" });
  test("the generate step says the model is thinking, and none of its thinking reaches the script", async ({
    page,
    double,
    signUpViaApi,
  }) => {
    await signUpViaApi(page);
    // Slow enough to watch: its thinking takes a few seconds before the first words.
    const editor = await generate(page, 0.5, () => {
      double.options.chunkDelayMs = 25;
    });
    await expect(page.getByTestId("model-waiting")).toHaveText("The model is thinking…");
    await expect(editor).toBeVisible({ timeout: 30_000 });
    const text = await editor.inputValue();
    expect(double.requests.at(-1)?.reasoning).toContain(REASONING_MARKER);
    expect(text).not.toContain(REASONING_MARKER);
    expect(text).not.toMatch(/<\/?think>/);
  });
});

test("two 429s in a row are waited out: the busy message shows and the script completes", async ({
  page,
  double,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  // Aimed at the script: research and topics come first and would meet them otherwise.
  const editor = await generate(page, 0.5, () =>
    double.fail({ kind: "rate-limit", retryAfterSeconds: 2 }, { kind: "rate-limit", sendRetryAfter: false }),
  );
  await expect(page.getByTestId("model-waiting")).toContainText("The provider is busy — trying again in");
  await expect(editor).toBeVisible({ timeout: 30_000 });
  expect(double.requests.filter((r) => r.status === 429)).toHaveLength(2);
  expect(countWords(await editor.inputValue())).toBeGreaterThan(60);
});

test.describe("a model that sends nothing", () => {
  test.use({ aiEnv: { AI_TIMEOUT_S: "2" } });
  test("fails with the time-out message after AI_TIMEOUT_S", async ({ page, double, signUpViaApi }) => {
    await signUpViaApi(page);
    await generate(page, 0.5, () => double.fail({ kind: "silent" }));
    await expectToast(page, "Script Generation Failed", "The model sent nothing for 2 s");
    await expect(page.getByText("Generation failed.")).toBeVisible();
  });
});

test("the admin's AI model card tests the model: structured output, first token, speed", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  await page.goto("/admin");
  const card = page.getByTestId("ai-model");
  await expect(card.getByTestId("ai-model-label")).toHaveText("OpenAI · gpt-4o-mini");
  await card.getByRole("button", { name: "Test the model" }).click();
  const result = card.getByTestId("ai-model-check");
  await expect(result).toContainText("Structured output: works");
  await expect(result).toContainText(/Streaming: first token after [\d,]+ ms/);
  await expect(result).toContainText("no thinking");
});

test.describe("a model that is down", () => {
  // The discard port: nothing listens there, so a connection is refused at once, as a stopped Ollama's is.
  const down = "http://127.0.0.1:9/v1";
  test.use({ aiEnv: { AI_PROVIDER: "ollama", AI_BASE_URL: down } });

  test("research fails within 10 s saying where it looked, and the form keeps what was typed; the admin card shows the error", async ({
    page,
    signUpViaApi,
  }) => {
    await signUpViaApi(page);
    await page.goto("/content-studio");
    // The niche by keyboard: open the list, type to the option, choose it.
    const niche = page.getByRole("combobox", { name: "Niche" });
    await niche.focus();
    await niche.press("Enter");
    await expect(page.getByRole("option", { name: "Education" })).toBeVisible();
    // The list takes the keys once it holds the focus (on the chosen option, as a person sees it
    // highlighted); keys typed before then went to the closed trigger's own typeahead.
    await expect(page.getByRole("option", { name: "Technology & AI" })).toBeFocused();
    await page.keyboard.type("Edu");
    // Radix moves the focus to the match in a timeout, and Chromium handles a key press before a
    // timeout: Enter waits for the highlight to move, as a person's does.
    await expect(page.getByRole("option", { name: "Education" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(niche).toHaveText("Education");
    await page.getByLabel("Topic", { exact: true }).fill("Why the sky is blue");
    const started = Date.now();
    await page.getByRole("button", { name: "Start Research" }).click();
    await expectToast(page, "Research Failed", `Could not reach the model at ${down}`);
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("Why the sky is blue");
    await expect(niche).toHaveText("Education");

    await page.goto("/admin");
    const card = page.getByTestId("ai-model");
    await card.getByRole("button", { name: "Test the model" }).click();
    await expect(card.getByTestId("ai-model-check")).toContainText(`Could not reach the model at ${down}`);
  });
});
