import { type LlmDouble, startLlmDouble } from "../../src/server/testing/fakes/llm/server.ts";
import { aiEnvFor, modelTextMismatch, scriptCalls } from "../../src/server/testing/model-double.ts";
import { countWords } from "../../src/shared/studio.ts";
import { test as base, expect } from "../fixtures.ts";
import { demoToConfigure, setDurationMinutes } from "./studio-helpers.ts";

// issue 5 e2e: the generation step against a provider that streams as OpenAI does, one sub-word token
// a chunk (the provider double, src/server/testing/fakes/llm).
const test = base.extend<{ double: LlmDouble }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  double: async ({}, use) => {
    // Research and topics as fast as the socket takes them; each test slows the script itself.
    const double = await startLlmDouble("openai-chat", { chunkDelayMs: 0 });
    await use(double);
    await double.close();
  },
  serverEnv: async ({ double }, use) => use(aiEnvFor(double.options.api, double.url)),
});

test.use({ colorScheme: "light" });

const WAITING = "Waiting for the first words...";

// How soon the first words arrive is measured by `npm run bench` (bench/first-words.ts), on a quiet
// machine: here, beside the rest of the suite, the test only notes it.
test("the script streams in before the generation completes", async ({ page, signUpViaApi, double }) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await expect(page.getByTestId("studio-provider")).toHaveText("OpenAI · gpt-4o-mini");
  const topics = await demoToConfigure(page);
  await setDurationMinutes(page, 1);

  // A token every 30 ms: the one-minute script (one call) takes some six seconds to arrive.
  double.options.chunkDelayMs = 30;
  // The page notes when its stream reader first hands over a text event, and when the text is on screen.
  await page.evaluate((waiting) => {
    const w = window as unknown as { firstDeltaAt?: number; firstWordsAt?: number };
    const read = ReadableStreamDefaultReader.prototype.read;
    ReadableStreamDefaultReader.prototype.read = async function (this: ReadableStreamDefaultReader) {
      const result = await read.call(this);
      const chunk = result.value;
      const text =
        typeof chunk === "string" ? chunk : chunk instanceof Uint8Array ? new TextDecoder().decode(chunk) : "";
      if (!w.firstDeltaAt && text.includes('"delta"')) w.firstDeltaAt = Date.now();
      return result;
    };
    new MutationObserver((_, observer) => {
      const shown = document.querySelector("[data-testid=script-preview]")?.textContent?.trim();
      if (shown && shown !== waiting) {
        w.firstWordsAt = Date.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, WAITING);
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByText("Step 4 of 5: AI Generation")).toBeVisible();
  const preview = page.getByTestId("script-preview");
  await expect(preview).toBeVisible();
  await expect(preview).not.toHaveText(WAITING);
  const { firstDeltaAt, firstWordsAt } = await page.evaluate(() => {
    const w = window as unknown as { firstDeltaAt?: number; firstWordsAt?: number };
    return { firstDeltaAt: w.firstDeltaAt, firstWordsAt: w.firstWordsAt };
  });
  const [call] = scriptCalls(double.requests);
  const sentAt = call?.firstTextAt ?? Number.NaN;
  const inBrowser = (firstDeltaAt ?? Number.NaN) - sentAt;
  const onScreen = (firstWordsAt ?? Number.NaN) - sentAt;
  console.log(`first words in the browser ${inBrowser} ms, on screen ${onScreen} ms after the provider sent them`);
  test.info().annotations.push({ type: "first-words-latency-ms", description: `${inBrowser} (on screen ${onScreen})` });
  expect(inBrowser).toBeGreaterThanOrEqual(0);
  expect(onScreen).toBeGreaterThanOrEqual(inBrowser);
  // Text is on screen while the stream still runs: what is shown is the start of what the model is
  // writing, the provider has not sent all of it, and Cancel is offered.
  const shown = (await preview.textContent()) ?? "";
  expect(call.content.startsWith(shown), `${JSON.stringify(shown)} starts the model's answer`).toBe(true);
  expect(call.sent.length).toBeLessThan(call.content.length);
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  const progress = Number(
    await page.getByRole("progressbar", { name: "Script generation progress" }).getAttribute("aria-valuenow"),
  );
  expect(progress).toBeLessThanOrEqual(90);

  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  // The whole script is the model's text, token for token.
  expect(modelTextMismatch([await editor.inputValue()], scriptCalls(double.requests))).toBeNull();
  expect(call.body.model).toBe("gpt-4o-mini");
  for (const topic of topics) expect(call.prompt).toContain(topic);
});

test("Cancel stops the stream, keeps the text received and aborts the provider request", async ({
  page,
  signUpViaApi,
  double,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await demoToConfigure(page);
  // One minute is written in one call, so this slow stream is the whole script (a planned script would
  // cut it where the first section's budget ends): a token every 40 ms, some eight seconds in all.
  await setDurationMinutes(page, 1);
  double.options.chunkDelayMs = 40;
  await page.getByRole("button", { name: "Generate Script" }).click();
  const preview = page.getByTestId("script-preview");
  const wordsShown = async () => {
    const shown = (await preview.textContent()) ?? "";
    return shown === WAITING ? 0 : countWords(shown);
  };
  await expect.poll(wordsShown).toBeGreaterThan(10);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Generation cancelled.")).toBeVisible();
  const [call] = scriptCalls(double.requests);
  await call.ended;
  expect(call.closedEarly).toBe(true);
  // What was received stays: the start of what the provider sent before the request was aborted.
  const kept = (await preview.textContent()) ?? "";
  expect(countWords(kept)).toBeGreaterThan(10);
  expect(call.sent.startsWith(kept), `${JSON.stringify(kept)} starts what was sent`).toBe(true);
  expect(call.sent.length).toBeLessThan(call.content.length);

  // Text was written, so the member chooses: Discard (confirmed) goes back to the configuration, and a
  // new generation streams a new script, the model's whole answer, through to the edit step.
  await expect(page.getByRole("button", { name: "Keep what was written" })).toBeVisible();
  await page.getByRole("button", { name: "Discard" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("Step 3 of 5: Script Configuration")).toBeVisible();
  double.options.chunkDelayMs = 0;
  const before = double.requests.length;
  await page.getByRole("button", { name: "Generate Script" }).click();
  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  const script = await editor.inputValue();
  expect(modelTextMismatch([script], scriptCalls(double.requests.slice(before)))).toBeNull();
  expect(Math.abs(countWords(script) / 150 - 1)).toBeLessThanOrEqual(0.1);
});
