// Decision 035 in the browser, against the local YouTube server with planted outliers: a niche made
// and a channel watched from the outliers page, the planted outliers shown with the score's inputs on
// focus, "Save as idea" from the keyboard, the idea bank, "Add to board" making a video at the Idea
// stage linked to the idea (then "In production"), and "Write script" opening the studio with research
// from the idea, which reaches the model (its double's request log); both screens and the dialog pass
// axe in both themes.
import { type LlmDouble, startLlmDouble } from "../src/server/testing/fakes/llm/server.ts";
import { type FakeYouTube, startFakeYouTube } from "../src/server/testing/fakes/youtube.ts";
import { plantedOutlierChannels } from "../src/server/testing/fakes/youtube-outliers.ts";
import { aiEnvFor } from "../src/server/testing/model-double.ts";
import { expectAccessible } from "./accessibility/axe.ts";
import { test as base, expect } from "./fixtures.ts";

const test = base.extend<{ youtube: FakeYouTube; double: LlmDouble }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  youtube: async ({}, use) => {
    const youtube = await startFakeYouTube();
    for (const channel of plantedOutlierChannels(new Date()).channels) youtube.addChannel(channel);
    await use(youtube);
    await youtube.close();
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  double: async ({}, use) => {
    const double = await startLlmDouble({}, { chunkDelayMs: 0 });
    await use(double);
    await double.close();
  },
  serverEnv: async ({ youtube, double }, use) =>
    use({
      YOUTUBE_API_KEY: youtube.apiKey,
      YOUTUBE_API_BASE_URL: youtube.url,
      ...aiEnvFor(double.options.api, double.url),
    }),
});

test.setTimeout(120_000);

test("outliers → Save as idea → the idea bank → Add to board → Write script, by keyboard, accessible in both themes", async ({
  page,
  server,
  signUpViaApi,
  youtube,
  double,
}) => {
  await signUpViaApi(page, { name: "Idea Member" });
  const created = await page.request.post(`${server.url}/api/channels`, {
    data: { name: "My Workshop" },
    headers: { origin: server.url },
  });
  expect(created.ok()).toBe(true);

  await page.goto("/");
  // From the keyboard (a pointer resting on the sidebar would keep it expanded over the page).
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Ideas" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Idea bank" })).toBeVisible();
  await expect(page.getByTestId("ideas-empty")).toBeVisible();
  await page.getByRole("navigation", { name: "Ideas" }).getByRole("link", { name: "Outliers" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("outliers-empty")).toBeVisible();
  await expectAccessible(page, "outliers: no niche yet");

  await page.getByLabel("New niche").fill("Woodworking");
  await page.getByLabel("New niche").press("Enter");
  await expect(page.getByLabel("Watch channel in Woodworking")).toBeVisible();
  for (const handle of ["oweekendworkshop", "orivalbench"]) {
    await page.getByLabel("Watch channel in Woodworking").fill(`@${handle}`);
    await page.getByLabel("Watch channel in Woodworking").press("Enter");
    await expect(page.getByLabel("Watch channel in Woodworking")).toHaveValue("");
  }
  // Read in the background: the page asks again until both are read.
  await expect(page.getByTestId("watched-channels")).toContainText("Weekend Workshop (43 uploads)", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("watched-channels")).toContainText("Rival Bench (13 uploads)");
  const cards = page.getByTestId("outlier");
  await expect(cards).toHaveCount(3);
  await expect(cards.getByTestId("outlier-score")).toHaveText(["8.0×", "6.0×", "4.0×"]);
  // The score's inputs, on focus as on hover.
  await cards.first().getByRole("link").focus();
  await page.keyboard.press("Tab");
  await expect(cards.first().getByTestId("outlier-score")).toBeFocused();
  await expect(page.getByTestId("outlier-score-inputs").first()).toHaveText(
    "8K views in 6 days; channel median 1K → 8.0×",
  );
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("outlier-score-inputs")).toHaveCount(0);
  await expect(page.getByTestId("title-patterns")).toContainText("workbench");
  await expectAccessible(page, "outliers: a niche's outliers");
  // Only the quota minimum was spent: one channels.list per watched channel, then two calls each to read.
  expect(youtube.calls("channels")).toHaveLength(2);
  expect(youtube.calls("search")).toHaveLength(0);

  await page.getByRole("button", { name: "Save as idea: How I built a workbench for $50?" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Saved as idea")).toBeVisible();

  await page.getByRole("navigation", { name: "Ideas" }).getByRole("link", { name: "Idea bank" }).focus();
  await page.keyboard.press("Enter");
  const idea = page.getByTestId("idea-card");
  await expect(idea).toHaveCount(1);
  await expect(idea).toContainText("How I built a workbench for $50?");
  await expect(idea).toContainText("8K views in 6 days; channel median 1K → 8.0×");
  await expect(idea.getByTestId("idea-status")).toHaveText("New");
  await expectAccessible(page, "idea bank");

  await idea.getByRole("button", { name: "Add to board" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Add to board" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("combobox", { name: "Channel" }).focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "My Workshop" }).press("Enter");
  await expectAccessible(page, "idea bank: Add to board");
  await dialog.getByRole("button", { name: "Add to board" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(idea.getByTestId("idea-status")).toHaveText("In production");
  const writeScript = idea.getByRole("link", { name: "Write script" });
  await expect(writeScript).toBeVisible();

  const bank = (await (await page.request.get(`${server.url}/api/ideas`)).json()) as {
    items: Array<{ videoId: string; status: string }>;
  };
  expect(bank.items[0].status).toBe("in_production");
  const video = await (await page.request.get(`${server.url}/api/videos/${bank.items[0].videoId}`)).json();
  expect(video).toMatchObject({
    title: "How I built a workbench for $50?",
    stage: "idea",
    channel: { name: "My Workshop" },
  });

  // "Write script": the studio, bound to the board's video, with research from the idea and its outlier.
  await writeScript.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Topic", { exact: true })).toHaveValue("How I built a workbench for $50?");
  await expect(page.getByLabel("Angle")).toHaveValue(
    'Like "How I built a workbench for $50?" by Weekend Workshop, 8.0× its channel\'s usual views.',
  );
  // The rest of the idea's material goes to the model from the server, which loads it from the idea.
  await expect(page.getByTestId("idea-material")).toContainText("From an idea");
  expect(new URL(page.url()).searchParams.get("video")).toBe(bank.items[0].videoId);
  const niche = page.getByRole("combobox", { name: "Niche" });
  await niche.focus();
  await niche.press("Enter");
  await page.getByRole("option", { name: "Education" }).press("Enter");
  await expect(niche).toHaveText("Education");
  await page.getByRole("button", { name: "Start Research" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Research Results" })).toBeVisible({ timeout: 30_000 });
  // The model was asked with the topic and the outlier's title, description and tags (the double's log).
  const research = double.requests.find((r) => r.prompt.includes("Topic: How I built a workbench for $50?"));
  expect(research?.prompt).toContain('Outlier it comes from: "How I built a workbench for $50?" by Weekend Workshop');
  expect(research?.prompt).toContain("Outlier description: A whole workbench from scrap, with 3 tools.");
  expect(research?.prompt).toContain("Outlier tags: workbench, budget");
});

test("Search YouTube shows its cost before running and adds to the used quota shown in the admin panel", async ({
  page,
  signUpViaApi,
  youtube,
}) => {
  // The workspace's first account is its admin.
  await signUpViaApi(page, { name: "Searching Admin" });
  await page.goto("/ideas/outliers");
  await page.getByRole("button", { name: "Search YouTube" }).focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Search YouTube" });
  await expect(dialog.getByTestId("search-cost")).toHaveText(
    "Costs 100 quota units for the search, plus 2 per channel found (at most 151). Used today: 0 of 10,000 units.",
  );
  await expectAccessible(page, "outliers: Search YouTube, before it runs");
  expect(youtube.calls()).toHaveLength(0);

  await dialog.getByLabel("Phrase").fill("workbench");
  await dialog.getByLabel("Phrase").press("Enter");
  await expect(dialog.getByTestId("search-result")).toHaveCount(4);
  await expect(dialog.getByTestId("search-result").first()).toContainText(
    "8.0× (8K views in 6 days; channel median 1K → 8.0×)",
  );
  await expect(dialog.getByTestId("search-cost")).toContainText("Used today: 105 of 10,000 units.");
  await expectAccessible(page, "outliers: Search YouTube results");
  expect(youtube.calls("search")).toHaveLength(1);

  await page.keyboard.press("Escape");
  await page.goto("/admin");
  await expect(page.getByText("105 of 10,000 units used (1%)")).toBeVisible();
});

test("the channel dashboard's Outliers tab: own uploads scored, Shorts apart, Save as idea for a follow-up, by keyboard, accessible", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { name: "Own Outliers" });
  // Connecting syncs the channel's uploads from the local YouTube server's planted channel.
  const created = await page.request.post("/api/channels", {
    data: { url: "https://www.youtube.com/@oweekendworkshop" },
  });
  const { channel } = await created.json();
  await page.goto(`/content-library?channel=${channel.id}`);
  await expect(page.getByRole("heading", { name: "Weekend Workshop Dashboard" })).toBeVisible();

  const tab = page.getByRole("tab", { name: "Outliers" });
  await tab.focus();
  await page.keyboard.press("Enter");
  const rows = page.getByTestId("own-outlier");
  await expect(rows.first()).toContainText("How I built a workbench for $50?", { timeout: 30_000 });
  await expect(rows.first().getByTestId("own-outlier-score")).toHaveText("8.0×");
  await rows.first().getByTestId("own-outlier-score").focus();
  await expect(page.getByTestId("own-outlier-score-inputs").first()).toHaveText(
    "8K views in 6 days; channel median 1K → 8.0×",
  );
  await page.keyboard.press("Escape");
  // Highest score first, then those without one, newest first: the upload under 48 hours among them.
  await expect(rows.filter({ hasText: "Brand new upload" }).getByTestId("own-outlier-no-score")).toHaveText(
    "No score under 48 hours",
  );
  await page.getByRole("button", { name: "Next" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Page 2 of 2")).toBeVisible();
  await expectAccessible(page, "dashboard: Outliers, long videos");

  await page.getByRole("button", { name: "Shorts" }).focus();
  await page.keyboard.press("Enter");
  await expect(rows.first()).toContainText("3 workbench hacks nobody uses");
  await expect(rows.first().getByTestId("own-outlier-score")).toHaveText("6.0×");
  await expectAccessible(page, "dashboard: Outliers, Shorts");

  await page.getByRole("button", { name: "Save as idea: a follow-up to 3 workbench hacks nobody uses" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Saved as idea")).toBeVisible();
  const bank = await (await page.request.get("/api/ideas")).json();
  expect(bank.items).toHaveLength(1);
  expect(bank.items[0]).toMatchObject({
    title: 'Follow-up to "3 workbench hacks nobody uses"',
    targetChannelId: channel.id,
    sourceText: expect.stringContaining("1.2K views in 5 days; channel median 200 → 6.0×"),
  });
});

test("the idea bank follows live, within 2 s, what another member adds and changes", async ({ signedInContexts }) => {
  const [first, second] = await signedInContexts("Ada Ideas", "Ben Ideas");
  const ada = await first.newPage();
  const stream = ada.waitForResponse((r) => r.url().endsWith("/api/events") && r.status() === 200);
  await ada.goto("/ideas");
  await stream;
  await expect(ada.getByTestId("ideas-empty")).toBeVisible();
  // Ben writes from his own session; Ada's open page hears it on GET /api/events.
  const created = await second.request.post("/api/ideas", { data: { title: "Router table jig" } });
  expect(created.status()).toBe(201);
  const idea = await created.json();
  await expect(ada.getByTestId("idea-card")).toContainText("Router table jig", { timeout: 2_000 });
  const changed = await second.request.patch(`/api/ideas/${idea.id}`, { data: { status: "shortlisted" } });
  expect(changed.ok()).toBe(true);
  await expect(ada.getByTestId("idea-card").getByTestId("idea-status")).toHaveText("Shortlisted", { timeout: 2_000 });
});
