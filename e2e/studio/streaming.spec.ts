import { DEFAULT_SCRIPT, type FakeOpenAI, startFakeOpenAI } from "../../src/server/testing/fakes/openai.ts";
import { test as base, expect } from "../fixtures.ts";
import { demoToConfigure, setDurationMinutes } from "./studio-helpers.ts";

// issue 5 e2e: the generation step against a streaming OpenAI-compatible provider (a local fake).
const test = base.extend<{ fake: FakeOpenAI }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  fake: async ({}, use) => {
    const fake = await startFakeOpenAI();
    await use(fake);
    await fake.close();
  },
  serverEnv: async ({ fake }, use) =>
    use({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: `${fake.url}/v1`, AI_MODEL: "test-model" }),
});

test.use({ colorScheme: "light" });

const pieces = Array.from({ length: 30 }, (_, i) => `Streamed sentence number ${i + 1} of the fake model. `);

// Tagged @quiet: it measures a latency, so it runs after every other test, alone on the machine
// (playwright.config.ts); other tests' browsers and servers would otherwise be in its timing.
test("the script streams in before the generation completes", { tag: "@quiet" }, async ({
  page,
  signUpViaApi,
  fake,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await expect(page.getByTestId("studio-provider")).toHaveText("OpenAI-compatible · test-model");
  const topics = await demoToConfigure(page);
  await setDurationMinutes(page, 1);

  fake.enqueue({ kind: "stream", pieces, delayMs: 150 });
  // Issue 6: the first words reach the browser within 100 ms of the provider sending them. The page
  // notes when its stream reader first hands over a text event, and when the text is on screen.
  await page.evaluate(() => {
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
      if (document.querySelector("[data-testid=script-preview]")?.textContent?.includes("Streamed sentence")) {
        w.firstWordsAt = Date.now();
        observer.disconnect();
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByText("Step 4 of 5: AI Generation")).toBeVisible();
  const preview = page.getByTestId("script-preview");
  await expect(preview).toContainText("Streamed sentence number 1 of the fake model.");
  const { firstDeltaAt, firstWordsAt } = await page.evaluate(() => {
    const w = window as unknown as { firstDeltaAt?: number; firstWordsAt?: number };
    return { firstDeltaAt: w.firstDeltaAt, firstWordsAt: w.firstWordsAt };
  });
  const sentAt = fake.requests.find((r) => r.body.stream)?.firstChunkAt ?? Number.NaN;
  const inBrowser = (firstDeltaAt ?? Number.NaN) - sentAt;
  const onScreen = (firstWordsAt ?? Number.NaN) - sentAt;
  console.log(`first words in the browser ${inBrowser} ms, on screen ${onScreen} ms after the provider sent them`);
  test.info().annotations.push({ type: "first-words-latency-ms", description: `${inBrowser} (on screen ${onScreen})` });
  expect(inBrowser).toBeLessThan(100);
  expect(onScreen).toBeGreaterThanOrEqual(inBrowser);
  // Text is on screen while the stream still runs: Cancel is offered and the last piece hasn't come.
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(preview).not.toContainText("Streamed sentence number 30");
  const progress = Number(
    await page.getByRole("progressbar", { name: "Script generation progress" }).getAttribute("aria-valuenow"),
  );
  expect(progress).toBeLessThanOrEqual(90);

  const editor = page.getByLabel("Script", { exact: true });
  await expect(editor).toBeVisible({ timeout: 20_000 });
  await expect(editor).toHaveValue(
    /Streamed sentence number 1 of[\s\S]*Streamed sentence number 30 of the fake model\./,
  );
  const request = fake.requests.find((r) => r.body.stream);
  expect(request?.body.model).toBe("test-model");
  for (const topic of topics) expect(request?.prompt).toContain(topic);
});

test("Cancel stops the stream, keeps the text received and aborts the provider request", async ({
  page,
  signUpViaApi,
  fake,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await demoToConfigure(page);
  // One minute is written in one call, so this slow stream is the whole script (a planned script would
  // cut it where the first section's budget ends).
  await setDurationMinutes(page, 1);
  fake.enqueue({ kind: "stream", pieces, delayMs: 300 });
  await page.getByRole("button", { name: "Generate Script" }).click();
  const preview = page.getByTestId("script-preview");
  await expect(preview).toContainText("Streamed sentence number 2 of the fake model.");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Generation cancelled.")).toBeVisible();
  await expect(preview).toContainText("Streamed sentence number 1 of the fake model.");
  await expect(preview).not.toContainText("Streamed sentence number 30");
  const streamed = fake.requests.find((r) => r.body.stream);
  await streamed?.ended;
  expect(streamed?.closedEarly).toBe(true);

  // Text was written, so the member chooses: Discard (confirmed) goes back to the configuration, and a
  // new generation streams a new script (the fake's default answer) through to the edit step.
  await expect(page.getByRole("button", { name: "Keep what was written" })).toBeVisible();
  await page.getByRole("button", { name: "Discard" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Discard" }).click();
  await expect(page.getByText("Step 3 of 5: Script Configuration")).toBeVisible();
  await page.getByRole("button", { name: "Generate Script" }).click();
  const firstLine = DEFAULT_SCRIPT.split("\n")[1];
  await expect(page.getByLabel("Script", { exact: true })).toHaveValue(
    new RegExp(firstLine.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    {
      timeout: 20_000,
    },
  );
});
