// Packaging in several languages: the package's language set, a Spanish translation drafted by the model
// (the provider double playing Ollama), saved, compared with YouTube and applied as the video's
// localizations with its defaultLanguage. The fake YouTube refuses localizations without a default
// language, as YouTube's videos.update does (defaultLanguageNotSet).

import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "../src/server/testing/fakes/google-oauth.ts";
import { type LlmDouble, startLlmDouble } from "../src/server/testing/fakes/llm/server.ts";
import { type FakeYouTube, startFakeYouTube } from "../src/server/testing/fakes/youtube.ts";
import { aiEnvFor } from "../src/server/testing/model-double.ts";
import { expectAccessible } from "./accessibility/axe.ts";
import { test as base, expect } from "./fixtures.ts";
import { libraryApi } from "./library/library-api.ts";
import { expectToast } from "./studio/studio-helpers.ts";

const CHANNEL_ID = "UCtranslateE2Etranslate0";
const YT_VIDEO = "trnE2Evid01";

const test = base.extend<{ fakes: { google: FakeGoogleOAuth; youtube: FakeYouTube; model: LlmDouble } }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  fakes: async ({}, use) => {
    const google = await startFakeGoogleOAuth();
    const youtube = await startFakeYouTube();
    youtube.addChannel({
      id: CHANNEL_ID,
      title: "Sleep Lab",
      videos: [
        {
          id: YT_VIDEO,
          title: "Sleep better tonight",
          description: "Old description",
          tags: ["sleep"],
          categoryId: "26",
          publishedAt: "2026-11-01T10:00:00Z",
        },
      ],
    });
    youtube.setMine([CHANNEL_ID]);
    youtube.acceptToken((token) => google.isValidAccessToken(token));
    youtube.checkScopes((token) => google.scopesOf(token));
    const model = await startLlmDouble("ollama", { chunkDelayMs: 0 });
    await use({ google, youtube, model });
    await model.close();
    await google.close();
    await youtube.close();
  },
  serverEnv: async ({ fakes }, use) =>
    use({
      ...googleEnvFor(fakes.google),
      ...aiEnvFor(fakes.model.options.api, fakes.model.url),
      YOUTUBE_API_BASE_URL: fakes.youtube.url,
    }),
});

test.setTimeout(180_000);

const PACKAGE = {
  titles: ["Sleep better tonight"],
  chosenTitle: "Sleep better tonight",
  description: "Sleep better starting tonight.",
  chapters: [
    { title: "Intro", seconds: 0 },
    { title: "Evenings", seconds: 60 },
    { title: "Mornings", seconds: 240 },
  ],
  hashtags: ["sleep"],
  tags: ["sleep"],
  thumbnailTexts: [],
  source: "offline",
};

const SPANISH = {
  title: "Duerme mejor esta noche",
  description: "Duerme mejor desde esta noche.",
  chapterTitles: ["Introducción", "Tardes", "Mañanas"],
};
const SPANISH_DESCRIPTION = "Duerme mejor desde esta noche.\n\n0:00 Introducción\n1:00 Tardes\n4:00 Mañanas\n\n#sleep";

test("packaging translated into Spanish by the model, saved and applied to YouTube as localizations with defaultLanguage; YouTube refuses them without one", async ({
  page,
  server,
  signUpViaApi,
  fakes,
}) => {
  await signUpViaApi(page, { name: "Pat Publisher" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@sleeplab", "Sleep Lab");
  const folder = await api.createFolder(channel.id, "November", "2026-11");
  const video = await api.createVideo(folder.id, "Sleep", `https://www.youtube.com/watch?v=${YT_VIDEO}`);
  const saved = await page.request.put(`${server.url}/api/videos/${video.id}/packaging`, {
    headers: { origin: server.url },
    data: { baseVersion: null, content: PACKAGE },
  });
  expect(saved.ok()).toBe(true);

  await page.goto(`/video/${video.id}?tab=packaging`);
  const tab = page.getByRole("tabpanel", { name: "Packaging" });
  const target = tab.getByLabel("Add a translation into");
  // No translation before the package says which language it is written in.
  await expect(target).toBeDisabled();
  await tab.getByLabel("Written in").selectOption("en");
  await target.selectOption("es");
  fakes.model.answerWhen("into Spanish (es)", { text: JSON.stringify(SPANISH) });
  await tab.getByRole("button", { name: "Translate", exact: true }).click();
  await expectToast(page, "Translated into Spanish");
  expect(fakes.model.requests.at(-1)?.prompt).toContain("from English (en) into Spanish (es)");
  const spanish = tab.getByRole("group", { name: "Español — Spanish (es)" });
  await expect(spanish.getByLabel("Title (Spanish)")).toHaveValue(SPANISH.title);
  await expect(spanish.getByLabel("Title (Spanish)")).toHaveAttribute("dir", "auto");
  await expect(spanish.getByLabel(/Chapter 2 name \(Spanish\)/)).toHaveValue("Tardes");
  await expect(spanish.getByText("Drafted by the AI model")).toBeVisible();
  // A member edits the draft by hand; the rules are checked as they type.
  await spanish.getByLabel("Title (Spanish)").fill("Duerme <mejor>");
  await expect(spanish.getByText("YouTube doesn't allow < or > in a title (Spanish)")).toBeVisible();
  await spanish.getByLabel("Title (Spanish)").fill(SPANISH.title);
  await expectAccessible(page, "Packaging tab: languages and translations");
  await tab.getByRole("button", { name: "Save packaging" }).click();
  await expectToast(page, "Packaging saved");

  await page.goto(`/video/${video.id}?tab=publish`);
  const publish = page.getByRole("tabpanel", { name: "Publish" });
  const callback = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/youtube/oauth/callback");
  await publish.getByRole("button", { name: "Grant publishing access" }).click();
  await callback;
  await expect(publish.getByRole("button", { name: "Grant publishing access" })).toHaveCount(0);
  await publish.getByRole("button", { name: "Compare with YouTube" }).click();
  const row = publish.getByTestId("publishing-difference").locator('[data-field="translations"]');
  await expect(row).toContainText("Default language: Not set");
  await expect(row).toContainText("Default language: English (en)");
  await expect(row).toContainText("Spanish (es)");
  await expect(row).toContainText("1:00 Tardes");
  const checkbox = publish.getByRole("checkbox", { name: "Language and translations" });
  await expect(checkbox).toBeChecked();
  // Only the translations: the description differs too, and stays as it is on YouTube.
  await publish.getByRole("checkbox", { name: "Description (with chapters and hashtags)" }).focus();
  await page.keyboard.press("Space");
  await expectAccessible(page, "Publish tab: the difference with translations");
  await publish.getByRole("button", { name: "Apply to YouTube" }).click();
  await expect(page.getByText("Applied to YouTube: language and translations")).toBeVisible();

  const onYouTube = () => fakes.youtube.channels.get(CHANNEL_ID)!.videos[0];
  expect(onYouTube().defaultLanguage).toBe("en");
  expect(onYouTube().localizations).toEqual({ es: { title: SPANISH.title, description: SPANISH_DESCRIPTION } });
  expect(onYouTube().description).toBe("Old description");
  const update = fakes.youtube.calls("videos").find((r) => r.method === "PUT")!;
  expect(update.query.part).toBe("snippet,localizations");
  const sent = JSON.parse(update.body);
  expect(sent.snippet.defaultLanguage).toBe("en");
  expect(sent.localizations.es).toEqual({ title: SPANISH.title, description: SPANISH_DESCRIPTION });

  // The same write without snippet.defaultLanguage: YouTube refuses it (videos/update#errors), and
  // nothing changes.
  const refused = await fetch(`${fakes.youtube.url}/videos?part=snippet,localizations`, {
    method: "PUT",
    headers: { authorization: update.headers.authorization as string, "content-type": "application/json" },
    body: JSON.stringify({
      id: YT_VIDEO,
      snippet: { title: "Sleep better tonight", categoryId: "26", description: "Old description" },
      localizations: { fr: { title: "Dormez mieux", description: "Bonne nuit." } },
    }),
  });
  expect(refused.status).toBe(400);
  expect((await refused.json()).error.errors[0].reason).toBe("defaultLanguageNotSet");
  expect(onYouTube().defaultLanguage).toBe("en");
  expect(Object.keys(onYouTube().localizations ?? {})).toEqual(["es"]);
});
