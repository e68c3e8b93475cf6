import { expect, test } from "../fixtures.ts";
import { libraryApi } from "./library-api.ts";

test("reload at each drill-down level lands on the same level; Back and browser history follow it", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@navdemo", "Nav Channel");
  const older = await api.createFolder(channel.id, "Older batch", "2024-12");
  const folder = await api.createFolder(channel.id, "Newer batch", "2025-01");
  await api.createVideo(folder.id, "Video one");
  await api.createVideo(older.id, "Video zero");

  await page.goto("/content-library");
  await expect(page.getByRole("navigation", { name: "breadcrumb" })).toHaveText("Content Library");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Channel Management" })).toBeVisible();

  // Channel detail: the Dashboard tab by default.
  await page.getByRole("link", { name: "Nav Channel" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?channel=${channel.id}$`));
  await expect(page.getByRole("tab", { name: "Dashboard" })).toHaveAttribute("aria-selected", "true");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Nav Channel Dashboard" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "breadcrumb" })).toHaveText(/Content Library.*Nav Channel/);

  // Overview: folders with video counts and recent videos with status badges.
  await page.getByRole("tab", { name: "Overview" }).click();
  const overviewFolders = page.getByRole("list", { name: "Folders" }).getByRole("listitem");
  await expect(overviewFolders).toHaveCount(2);
  await expect(overviewFolders.nth(0)).toContainText("Newer batch");
  await expect(overviewFolders.nth(0)).toContainText("1 video");
  await expect(page.getByRole("list", { name: "Recent videos" }).getByRole("listitem").first()).toContainText("Draft");

  // Folders level, newest month first; survives a reload.
  await page.getByRole("tab", { name: "Folders" }).click();
  await expect(page).toHaveURL(/tab=folders/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Folders" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("folder-card").nth(0)).toContainText("January 2025");
  await expect(page.getByTestId("folder-card").nth(1)).toContainText("December 2024");

  // Videos level.
  await page.getByRole("link", { name: "Newer batch" }).click();
  await expect(page).toHaveURL(new RegExp(`channel=${channel.id}&folder=${folder.id}$`));
  await expect(page.getByRole("navigation", { name: "breadcrumb" })).toHaveText(
    /Content Library.*Nav Channel.*Newer batch/,
  );
  await page.reload();
  await expect(page.getByRole("heading", { name: "Newer batch", level: 1 })).toBeVisible();
  await expect(page.getByTestId("video-card")).toHaveCount(1);

  // Back from videos goes to folders; back from folders goes to channels.
  await page.getByRole("link", { name: "Back to folders" }).click();
  await expect(page.getByRole("tab", { name: "Folders" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("link", { name: "Back to channels" }).click();
  await expect(page).toHaveURL(/\/content-library$/);

  // Browser Back and Forward restore the levels.
  await page.goBack();
  await expect(page.getByRole("tab", { name: "Folders" })).toHaveAttribute("aria-selected", "true");
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Newer batch", level: 1 })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("tab", { name: "Folders" })).toHaveAttribute("aria-selected", "true");

  // The breadcrumb's channel link returns to the channel.
  await page.getByRole("link", { name: "Older batch" }).click();
  await page.getByRole("navigation", { name: "breadcrumb" }).getByRole("link", { name: "Nav Channel" }).click();
  await expect(page.getByRole("heading", { name: "Nav Channel Dashboard" })).toBeVisible();
});

test("delete a folder: the confirmation says how many videos go, and they are gone", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@deletedemo", "Delete Channel");
  const folder = await api.createFolder(channel.id, "Doomed batch", "June 2025");
  const video = await api.createVideo(folder.id, "Doomed one");
  await api.createVideo(folder.id, "Doomed two");

  await page.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
  await expect(page.getByTestId("video-card")).toHaveCount(2);
  await page.getByRole("button", { name: "Actions for Doomed batch" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete folder" });
  await expect(confirm).toContainText("Its 2 videos will be deleted with it");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId("video-card")).toHaveCount(2);

  await page.getByRole("button", { name: "Actions for Doomed batch" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await confirm.getByRole("button", { name: "Delete Folder" }).click();
  await expect(page.getByText('Folder "Doomed batch" deleted with 2 videos')).toBeVisible();
  await expect(page).toHaveURL(/tab=folders/);
  await expect(page.getByText("No folders yet")).toBeVisible();

  await page.goto(`/video/${video.id}`);
  await expect(page.getByRole("heading", { name: "Video not found" })).toBeVisible();
  await page.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
  await expect(page.getByText("Folder not found")).toBeVisible();
});

test("rename a video and delete it from its card; members can't delete what others created", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@renamedemo", "Rename Channel");
  const folder = await api.createFolder(channel.id, "Batch", "2025-02");
  await api.createVideo(folder.id, "Old title");
  await api.createVideo(folder.id, "Keep me");

  await page.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
  await page.getByRole("button", { name: "Actions for Old title" }).click();
  await page.getByRole("menuitem", { name: "Rename" }).click();
  const dialog = page.getByRole("dialog", { name: "Rename Video" });
  await dialog.getByLabel("Video Title").fill("New title");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("video-card").filter({ hasText: "New title" })).toBeVisible();

  await page.getByRole("button", { name: "Actions for New title" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog", { name: "Delete video" }).getByRole("button", { name: "Delete Video" }).click();
  await expect(page.getByTestId("video-card")).toHaveCount(1);

  // A second member (role user) may edit but not delete the admin's items.
  await signUpViaApi(page, { email: "member@example.com" });
  await page.reload();
  await page.getByRole("button", { name: "Actions for Keep me" }).click();
  await expect(page.getByRole("menuitem", { name: "Rename" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
});

test("edit and delete a channel: the confirmation counts its folders and videos", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/c/channeldemo", "Old Name");
  const one = await api.createFolder(channel.id, "One", "2025-01");
  const two = await api.createFolder(channel.id, "Two", "2025-02");
  await api.createVideo(one.id, "A");
  await api.createVideo(one.id, "B");
  await api.createVideo(two.id, "C");

  await page.goto(`/content-library?channel=${channel.id}&tab=overview`);
  await page.getByRole("button", { name: "Actions for Old Name" }).click();
  await page.getByRole("menuitem", { name: "Edit channel" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Channel" });
  await edit.getByLabel("Channel Name").fill("New Name");
  await edit.getByLabel("Description").fill("Fresh description");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByRole("heading", { name: "New Name", level: 1 })).toBeVisible();
  await expect(page.getByText("Fresh description")).toBeVisible();

  await page.getByRole("button", { name: "Actions for New Name" }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete channel" });
  await expect(confirm).toContainText("2 folders and 3 videos will be deleted with it");
  await confirm.getByRole("button", { name: "Delete Channel" }).click();
  await expect(page.getByText('Channel "New Name" deleted with 3 videos')).toBeVisible();
  await expect(page).toHaveURL(/\/content-library$/);
  await expect(page.getByText("No channels yet")).toBeVisible();
});
