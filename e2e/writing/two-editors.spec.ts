import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { readVersions, saveToVideo, seedScriptedVideo } from "./script-helpers.ts";

// issue 10 item 4: two editors of one script; the second save is a conflict, and no words are lost.
test.setTimeout(180_000);

const V1 = "Intro: welcome back.\n\nMain: the editing trick.\n\nOutro: see you.";

test("the second of two editors gets the conflict with the difference, saves theirs as newest, and both texts stay", async ({
  server,
  signedInContexts,
}) => {
  const [first, second] = await signedInContexts("Ada First", "Ben Second");
  const alice = await first.newPage();
  const bob = await second.newPage();
  const api = libraryApi(alice, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@twoeditors", "Two Editors");
  const folder = await api.createFolder(channel.id, "Shared", "2025-10");
  const videoId = await seedScriptedVideo(alice, server.url, folder.id, "Shared video", V1);

  // Both open the saved version 1 in the editor.
  for (const page of [alice, bob]) {
    await page.goto(`/video/${videoId}?tab=script`);
    await page.getByRole("link", { name: "Edit script" }).click();
    await expect(page.getByText("Step 5 of 5: Edit & Export")).toBeVisible();
    await expect(page.getByLabel("Script", { exact: true })).toHaveValue(V1);
  }

  // The first saves version 2.
  const aliceText = V1.replace("the editing trick", "the editing trick, shown twice");
  await alice.getByLabel("Script", { exact: true }).fill(aliceText);
  expect(await saveToVideo(alice)).toBe(2);

  // The second saves on version 1: the conflict says who saved which version, and shows the difference.
  const bobEditor = bob.getByLabel("Script", { exact: true });
  const bobText = V1.replace("Outro: see you.", "Outro: see you next week.");
  await bobEditor.fill(bobText);
  // The refused save's answer carries version 2 (decision 032): the dialog reads nothing else, so
  // with the versions unreachable it still shows who saved what and the difference.
  const versionsUnreachable = /\/api\/videos\/[^/]+\/script\/versions/;
  await bob.route(versionsUnreachable, (route) => route.abort());
  await bob.getByRole("button", { name: "Save to video" }).click();
  const conflict = bob.getByRole("alertdialog", { name: "Someone saved a newer version" });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByTestId("conflict-message")).toContainText("Ada First saved version 2");
  await expect(conflict.getByTestId("conflict-message")).toContainText("after version 1, which you started from");
  const diff = conflict.getByRole("region", { name: "Differences from Their version 2 to Your text" });
  await expect(conflict.getByTestId("word-diff")).toContainText("Their version 2 → Your text");
  await expect(diff.locator("del")).toContainText(["shown twice"]);
  await expect(diff.locator("ins")).toContainText(["next week"]);
  // Nothing typed is lost: the editor still holds the text.
  await expect(bobEditor).toHaveValue(bobText);
  await bob.unroute(versionsUnreachable);

  await conflict.getByRole("button", { name: "Save mine as the newest version" }).click();
  await expect(conflict).toBeHidden();
  await expect(bob.locator("[data-sonner-toast]").filter({ hasText: "Script saved to the video" })).toContainText(
    "Saved as version 3",
  );
  await expect(bobEditor).toHaveValue(bobText);

  // Both texts are in the history, each with its author.
  const versions = await readVersions(alice, server.url, videoId);
  expect(versions.map((v) => [v.number, v.author?.name, v.content])).toEqual([
    [3, "Ben Second", bobText],
    [2, "Ada First", aliceText],
    [1, "Ada First", V1],
  ]);

  // The next save of the first editor is a conflict too, never an overwrite.
  await alice.getByLabel("Script", { exact: true }).fill(`${aliceText} More.`);
  await alice.getByRole("button", { name: "Save to video" }).click();
  const aliceConflict = alice.getByRole("alertdialog", { name: "Someone saved a newer version" });
  await expect(aliceConflict.getByTestId("conflict-message")).toContainText("Ben Second saved version 3");
  await aliceConflict.getByRole("button", { name: "Keep editing" }).click();
  await expect(alice.getByLabel("Script", { exact: true })).toHaveValue(`${aliceText} More.`);
  expect((await readVersions(alice, server.url, videoId)).length).toBe(3);
});
