import { expect, test } from "../fixtures.ts";
import { closeToasts, expectToast } from "../studio/studio-helpers.ts";
import { seedScriptedVideo } from "./packaging-helpers.ts";

// issue 12 §6 with the versions pattern of decision 018: someone saves the packaging while you edit
// it; your save says who, what differs, and lets you save yours on top (nothing is overwritten).
test("a stale save of the packaging shows who saved meanwhile, and 'Save mine on top' makes the next version", async ({
  page,
  server,
  signUpViaApi,
}) => {
  test.setTimeout(120_000);
  await signUpViaApi(page, { name: "Robin" });
  const videoId = await seedScriptedVideo(page, server.url);
  await page.goto(`/video/${videoId}?tab=packaging`);
  const tab = page.getByRole("tabpanel", { name: "Packaging" });
  await tab.getByRole("button", { name: "Generate package" }).click();
  await expect(tab.getByRole("radio")).toHaveCount(8);
  await closeToasts(page);
  await tab.getByRole("button", { name: "Save packaging" }).click();
  await expectToast(page, "Packaging saved", "Saved as version 1");

  // Meanwhile, in another window: version 2 with other tags.
  const current = await (await page.request.get(`${server.url}/api/videos/${videoId}/packaging`)).json();
  const other = await page.request.put(`${server.url}/api/videos/${videoId}/packaging`, {
    data: { content: { ...current.packaging.content, tags: ["from the other window"] }, baseVersion: 1 },
    headers: { origin: server.url },
  });
  expect(other.status()).toBe(201);

  await tab.getByLabel("Chapter 2 name").fill("My intro");
  await closeToasts(page);
  // The refused save's answer carries version 2 (decision 032): with the packaging unreadable the
  // dialog still says who saved it and shows their text.
  const packagingRead = (url: URL) => /^\/api\/videos\/[^/]+\/packaging(\/versions)?$/.test(url.pathname);
  await page.route(packagingRead, (route) => (route.request().method() === "GET" ? route.abort() : route.fallback()));
  await tab.getByRole("button", { name: "Save packaging" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Someone saved this packaging meanwhile" });
  await expect(dialog).toContainText("Packaging version 2 was saved by you, in another window, while you were editing");
  await expect(dialog).toContainText("Theirs differs from yours in: chapters, tags.");
  const theirs = dialog.getByRole("definition");
  await expect(dialog.getByRole("term")).toHaveText(["Their chapters", "Their tags"]);
  await expect(theirs.nth(1)).toHaveText("from the other window");
  await expect(theirs.nth(0)).toContainText(`0:00 ${current.packaging.content.chapters[0].title}`);
  await expect(theirs.nth(0)).not.toContainText("My intro");
  await page.unroute(packagingRead);
  await dialog.getByRole("button", { name: "Save mine on top" }).click();
  await expectToast(page, "Packaging saved", "Saved as version 3");
  await expect(tab.getByTestId("packaging-save-state")).toHaveText("Saved · version 3");

  const versions = await (await page.request.get(`${server.url}/api/videos/${videoId}/packaging/versions`)).json();
  expect(versions.versions.map((v: { number: number }) => v.number)).toEqual([3, 2, 1]);
  expect(versions.versions[1].content.tags).toEqual(["from the other window"]);
  expect(versions.versions[0].content.chapters[1].title).toBe("My intro");
});
