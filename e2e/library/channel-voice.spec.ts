import { type LlmDouble, startLlmDouble } from "../../src/server/testing/fakes/llm/server.ts";
import { aiEnvFor, scriptCalls } from "../../src/server/testing/model-double.ts";
import { test as base, expect } from "../fixtures.ts";
import { closeToasts, demoToConfigure, expectToast, setDurationMinutes } from "../studio/studio-helpers.ts";

// issue 11 e2e: a channel's voice profile is built from two saved scripts, edited, and the prompts the
// model gets for a script with that channel picked carry the edited profile (the provider double's
// request log; the double plays Anthropic's Messages API).
const test = base.extend<{ double: LlmDouble }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  double: async ({}, use) => {
    const double = await startLlmDouble("anthropic", { chunkDelayMs: 0 });
    await use(double);
    await double.close();
  },
  serverEnv: async ({ double }, use) => use(aiEnvFor(double.options.api, double.url)),
});

test.use({ colorScheme: "light" });
test.setTimeout(180_000);

const SCRIPTS = [
  "[INTRO]\nHey friends, welcome back to the workshop. Today we build a floating shelf. Let's get into it.",
  "[INTRO]\nHey friends, welcome back to the workshop. This time it's a birdhouse. Let's get into it.",
];
const BUILT = {
  tone: "Cheerful workshop mentor",
  sentenceLength: 9,
  vocabulary: "Plain tool names",
  signaturePhrases: ["Let's get into it"],
  openings: "Hey friends, welcome back to the workshop.",
  closings: "That's a wrap.",
  avoidWords: [],
};
const EDITED_TONE = "Dry wit, dusty hands, never shouts";

test("a voice built from two saved scripts, edited, reaches every prompt of a script for that channel", async ({
  page,
  server,
  signUpViaApi,
  double,
}) => {
  await signUpViaApi(page);
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(`${server.url}${path}`, { data, headers: { origin: server.url } });
    expect(res.ok(), await res.text()).toBe(true);
    return res.json();
  };
  const { channel } = await post("/api/channels", { name: "Workshop Weekly" });
  const { folder } = await post(`/api/channels/${channel.id}/folders`, { name: "March", monthYear: "2025-03" });
  for (const [i, content] of SCRIPTS.entries()) {
    await post("/api/studio/saves", {
      folderId: folder.id,
      title: `Build ${i + 1}`,
      content,
      duration: 1,
      tone: "humorous",
    });
  }

  // Built from the two scripts by one structured call.
  await page.goto(`/content-library?channel=${channel.id}&tab=voice`);
  await expect(page.getByText("No voice profile yet")).toBeVisible();
  // The model's answer is this profile, word for word, so the test knows the tone it must not see again.
  double.answer({ text: JSON.stringify(BUILT) });
  await page.getByRole("button", { name: "Rebuild from my scripts" }).click();
  await expectToast(page, "Voice profile rebuilt from your scripts");
  const profile = page.getByTestId("voice-profile");
  await expect(profile).toContainText("Cheerful workshop mentor");
  await expect(profile).toContainText("Built from 2 scripts");
  const [build] = double.requests;
  expect(build.structured).toBe(true);
  expect(build.prompt).toContain("floating shelf");
  expect(build.prompt).toContain("birdhouse");

  // Edited by hand; the form shows the schema's messages.
  await page.getByRole("button", { name: "Edit Voice" }).click();
  const tone = page.getByLabel("Tone", { exact: true });
  await tone.fill("");
  await page.getByRole("button", { name: "Save Voice" }).click();
  await expect(page.getByText("Describe the tone")).toBeVisible();
  await tone.fill(EDITED_TONE);
  await page.getByLabel("Words to avoid").fill("utilize, synergy");
  await page.getByRole("button", { name: "Save Voice" }).click();
  await expectToast(page, "Voice profile saved");
  await expect(profile).toContainText(EDITED_TONE);
  await expect(profile).toContainText("Edited");

  // A rebuild would replace the edit: it asks first, and keeping the edit sends nothing.
  await closeToasts(page);
  await page.getByRole("button", { name: "Rebuild from my scripts" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Replace your edited voice?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Keep My Edits" }).click();
  await expect(confirm).toBeHidden();
  expect(double.requests).toHaveLength(1);

  // The channel speaks at 120 words a minute.
  await page.getByRole("button", { name: "Actions for Workshop Weekly" }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Channel" });
  await dialog.getByLabel("Speaking rate (words per minute)").fill("120");
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(dialog).toBeHidden();

  // The studio with the channel picked: planned at 120 × 5 minutes, every prompt carries the edited voice.
  await page.goto("/content-studio");
  await page.getByRole("combobox", { name: /Channel/ }).click();
  await page.getByRole("option", { name: "Workshop Weekly" }).click();
  await demoToConfigure(page);
  await setDurationMinutes(page, 5);
  await expect(page.getByText("about 600 words at Workshop Weekly's 120 words a minute")).toBeVisible();
  double.reset();
  await page.getByRole("button", { name: "Generate Script" }).click();
  await expect(page.getByLabel("Script", { exact: true })).toBeVisible({ timeout: 30_000 });

  const plan = double.requests.filter((r) => r.structured && r.prompt.includes("\nRoles: "));
  const sections = scriptCalls(double.requests);
  expect(plan).toHaveLength(1);
  expect(plan[0].prompt).toContain("about 600 words in all");
  expect(sections.length).toBeGreaterThan(2);
  for (const request of [...plan, ...sections]) {
    expect(request.prompt).toContain('Write in the voice of the channel "Workshop Weekly"');
    expect(request.prompt).toContain(`Tone: ${EDITED_TONE}`);
    expect(request.prompt).toContain("Never use these words: utilize, synergy");
    expect(request.prompt).not.toContain("Cheerful workshop mentor");
  }
});
