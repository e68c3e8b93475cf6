import { expect, test } from "../fixtures.ts";
import { libraryApi } from "./library-api.ts";

test("create a channel by URL, a folder by 'March 2025' and a video with URL and keywords", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-library");
  await expect(page.getByRole("heading", { name: "Content Library", level: 1 })).toBeVisible();
  await expect(page.getByText("No channels yet")).toBeVisible();

  // Connect dialog, 'Channel URL' tab: Connect stays disabled while the URL is blank.
  await page.getByRole("button", { name: "Connect Channel" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Connect Channel" });
  await dialog.getByRole("tab", { name: "Channel URL" }).click();
  const connect = dialog.getByRole("button", { name: "Connect", exact: true });
  await expect(connect).toBeDisabled();
  await dialog.getByRole("textbox", { name: "Channel URL" }).fill("https://example.com/not-youtube");
  await connect.click();
  await expect(page.getByText("Please enter a valid YouTube channel URL.").first()).toBeVisible();

  await dialog.getByRole("textbox", { name: "Channel URL" }).fill("https://www.youtube.com/@scriptloomdemo");
  await connect.click();
  await expect(page.getByText(/Channel connected successfully!/)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId("channel-card").filter({ hasText: "Channel scriptloomdemo" });
  await expect(card).toContainText("YouTube Channel: scriptloomdemo");
  await expect(card).toContainText("Created");

  // The same channel twice is refused with the server's message.
  await page.getByRole("button", { name: "Connect Channel" }).first().click();
  await dialog.getByRole("tab", { name: "Channel URL" }).click();
  await dialog.getByRole("textbox", { name: "Channel URL" }).fill("youtube.com/@ScriptloomDemo");
  await dialog.getByRole("button", { name: "Connect", exact: true }).click();
  await expect(page.getByText(/already in the library/)).toBeVisible();
  await page.keyboard.press("Escape");

  // Channel detail → Folders → Create Folder with 'March 2025'.
  await card.getByRole("link", { name: "Channel scriptloomdemo" }).click();
  await expect(page.getByRole("heading", { name: "Channel scriptloomdemo Dashboard" })).toBeVisible();
  await page.getByRole("tab", { name: "Folders" }).click();
  await expect(page.getByText("No folders yet")).toBeVisible();
  await expect(page.getByText("Create your first folder to organize videos")).toBeVisible();
  await page.getByRole("button", { name: "Add Folder" }).first().click();
  const folderDialog = page.getByRole("dialog", { name: "Create Folder" });
  await expect(folderDialog.getByLabel("Folder Name")).toHaveAttribute("placeholder", "Weekly Upload Batch");
  await expect(folderDialog.getByLabel("Month/Year")).toHaveAttribute("placeholder", "January 2024");
  await folderDialog.getByLabel("Folder Name").fill("Spring Batch");
  await folderDialog.getByLabel("Month/Year").fill("Spring 2025");
  await folderDialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(folderDialog.getByText("Enter the month as 'January 2024', 'Jan 2024' or '2024-01'")).toBeVisible();
  await folderDialog.getByLabel("Month/Year").fill("March 2025");
  await folderDialog.getByRole("button", { name: "Create Folder" }).click();
  await expect(page.getByText('"Spring Batch" created successfully')).toBeVisible();
  const folderCard = page.getByTestId("folder-card").filter({ hasText: "Spring Batch" });
  await expect(folderCard.getByTestId("folder-month")).toHaveText("March 2025");

  // The folder's videos → Create Video with a URL and keywords.
  await folderCard.getByRole("link", { name: "Spring Batch" }).click();
  await expect(page.getByText("No videos yet")).toBeVisible();
  await expect(page.getByText("Create your first video in this folder")).toBeVisible();
  await page.getByRole("button", { name: "Add Video" }).first().click();
  const videoDialog = page.getByRole("dialog", { name: "Create Video" });
  await videoDialog.getByLabel("Video Title").fill("Editing in 10 minutes");
  await videoDialog.getByLabel("YouTube URL (Optional)").fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await videoDialog.getByLabel("Target Keywords (Optional)").fill("editing, workflow");
  await videoDialog.getByRole("button", { name: "Create Video" }).click();
  await expect(page.getByText('"Editing in 10 minutes" created successfully')).toBeVisible();
  const videoCard = page.getByTestId("video-card").filter({ hasText: "Editing in 10 minutes" });
  await expect(videoCard.getByText("Draft")).toBeVisible();
  await expect(videoCard.getByRole("link", { name: /Open Editing in 10 minutes on YouTube/ })).toHaveAttribute(
    "href",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  );

  // The video page shows where it lives; keywords and URL are edited and survive a reload.
  await videoCard.getByRole("link", { name: "Editing in 10 minutes", exact: true }).click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { name: "Editing in 10 minutes", level: 1 })).toBeVisible();
  await expect(page.getByTestId("video-channel")).toHaveText("Channel scriptloomdemo");
  await expect(page.getByTestId("video-folder")).toHaveText("Spring Batch");
  await expect(page.getByTestId("video-month")).toHaveText("March 2025");
  await expect(page.getByLabel("Target Keywords")).toHaveValue("editing, workflow");

  await page.getByLabel("Target Keywords").fill(" scripting ,  ai tools,, youtube growth ");
  await page.getByLabel("YouTube URL").fill("https://youtu.be/9bZkp7q19f0");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Video details updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Target Keywords")).toHaveValue("scripting, ai tools, youtube growth");
  await expect(page.getByLabel("YouTube URL")).toHaveValue("https://youtu.be/9bZkp7q19f0");
  await expect(page.getByTestId("keyword-list").getByRole("listitem")).toHaveText([
    "scripting",
    "ai tools",
    "youtube growth",
  ]);

  // Status can be changed from the badge.
  await page.getByRole("combobox", { name: "Status" }).click();
  await page.getByRole("option", { name: "Published" }).click();
  await expect(page.getByText("Status changed to Published")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Published");

  // Back returns to the video's folder in the library.
  await page.getByRole("link", { name: "Back to Spring Batch" }).click();
  await expect(page).toHaveURL(/\/content-library\?channel=[0-9a-f-]+&folder=[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { name: "Spring Batch", level: 1 })).toBeVisible();
  await expect(page.getByTestId("video-card").getByText("Published")).toBeVisible();
});

test("notes: two notes show newest first with the count, author and date-time", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page, { name: "Nora Notes" });
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@notes");
  const folder = await api.createFolder(channel.id, "April", "2025-04");
  const video = await api.createVideo(folder.id, "Noted video");

  await page.goto(`/video/${video.id}`);
  await page.getByRole("tab", { name: "Notes" }).click();
  await expect(page.getByRole("heading", { name: "Notes (0)" })).toBeVisible();
  const textarea = page.getByLabel("Add a note");
  await expect(textarea).toHaveAttribute("rows", "4");
  await expect(page.getByRole("button", { name: "Add Note" })).toBeDisabled();
  await textarea.fill("   ");
  await expect(page.getByRole("button", { name: "Add Note" })).toBeDisabled();

  await textarea.fill("First: tighten the intro");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByText("Note added successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Notes (1)" })).toBeVisible();
  await expect(textarea).toHaveValue("");
  await textarea.fill("Second: <b>add</b> a call to action");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByRole("heading", { name: "Notes (2)" })).toBeVisible();

  await page.reload();
  await page.getByRole("tab", { name: "Notes" }).click();
  const notes = page.getByTestId("note");
  await expect(notes).toHaveCount(2);
  // Newest first; text is shown as text, never as markup.
  await expect(notes.nth(0)).toContainText("Second: <b>add</b> a call to action");
  await expect(notes.nth(1)).toContainText("First: tighten the intro");
  await expect(notes.nth(0)).toContainText("Nora Notes");
  await expect(notes.nth(0).locator("time")).toHaveText(/\d{1,2}:\d{2}/);
});

test("metrics: enter CTR and retention by hand and see the percents", async ({ page, server, signUpViaApi }) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/channel/UC_metrics-1");
  const folder = await api.createFolder(channel.id, "May", "May 2025");
  const withoutUrl = await api.createVideo(folder.id, "No URL yet");
  const withUrl = await api.createVideo(folder.id, "Has a URL", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");

  // Without metrics: 'No metrics available', and either 'Fetch Metrics' or the hint to add a URL.
  await page.goto(`/video/${withoutUrl.id}?tab=analytics`);
  await expect(page.getByText("No metrics available")).toBeVisible();
  await expect(page.getByText("Add a YouTube URL to fetch metrics")).toBeVisible();
  await expect(page.getByRole("button", { name: "Fetch Metrics" })).toHaveCount(0);

  await page.goto(`/video/${withUrl.id}`);
  await expect(page.getByTestId("quick-stat").filter({ hasText: "Views" })).toContainText("N/A");
  await expect(page.getByTestId("quick-stat").filter({ hasText: "Engagement rate" })).toContainText("N/A");
  await page.getByRole("tab", { name: "Analytics" }).click();
  // YouTube is not configured here: the fetch answers a clear error.
  await page.getByRole("button", { name: "Fetch Metrics" }).click();
  await expect(page.getByText("Failed to refresh metrics")).toBeVisible();
  await expect(page.getByText(/not configured|not available/).first()).toBeVisible();

  await page.getByRole("button", { name: "Enter metrics by hand" }).click();
  const dialog = page.getByRole("dialog", { name: "Enter Metrics" });
  await dialog.getByLabel("Views").fill("12500");
  await dialog.getByLabel("Likes").fill("640");
  await dialog.getByLabel("Comments").fill("85");
  await dialog.getByLabel("CTR (%)").fill("150");
  await dialog.getByLabel("Retention (%)").fill("45.25");
  await dialog.getByRole("button", { name: "Save Metrics" }).click();
  await expect(dialog.getByText("CTR must be a percentage between 0 and 100")).toBeVisible();
  await dialog.getByLabel("Likes").fill("1.5");
  await dialog.getByLabel("CTR (%)").fill("6.84");
  await dialog.getByRole("button", { name: "Save Metrics" }).click();
  await expect(dialog.getByText("Likes must be a whole number of 0 or more")).toBeVisible();
  await dialog.getByLabel("Likes").fill("640");
  await dialog.getByRole("button", { name: "Save Metrics" }).click();
  await expect(page.getByText("Video metrics updated successfully")).toBeVisible();

  const metric = (label: string) => page.getByTestId("metric").filter({ has: page.getByText(label, { exact: true }) });
  await expect(metric("Views")).toContainText("12.5K");
  await expect(metric("Likes")).toContainText("640");
  await expect(metric("Comments")).toContainText("85");
  await expect(metric("CTR")).toContainText("6.8%");
  await expect(metric("Retention")).toContainText("45.3%");
  // CTR and retention say where they came from (issue 14): typed by hand here.
  await expect(metric("CTR").getByTestId("metric-source")).toHaveText("Source: Manual entry");
  await expect(metric("Retention").getByTestId("metric-source")).toHaveText("Source: Manual entry");
  await expect(metric("Views").getByTestId("metric-source")).toHaveCount(0);
  await expect(page.getByTestId("metrics-updated")).toHaveText(/^Last updated: /);

  // Clearing CTR shows 'Manual entry'.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByRole("dialog", { name: "Edit Metrics" }).getByLabel("CTR (%)").fill("");
  await page.getByRole("dialog", { name: "Edit Metrics" }).getByRole("button", { name: "Save Metrics" }).click();
  await expect(metric("CTR")).toContainText("N/A");
  await expect(metric("CTR")).toContainText("Manual entry");

  await page.reload();
  await page.getByRole("tab", { name: "Overview" }).click();
  // (640 + 85) / 12500 = 5.8 %
  await expect(page.getByTestId("quick-stat").filter({ hasText: "Engagement rate" })).toContainText("5.8%");
  await expect(page.getByTestId("quick-stat").filter({ hasText: "Views" })).toContainText("12.5K");
});

test("a missing video shows 'Video not found' with a way back to the library", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  await page.goto("/video/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Video not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Content Library" }).click();
  await expect(page).toHaveURL(/\/content-library$/);
});

test("Script tab: read-only duration, tone, word count and content, or 'No script available for this video'", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const api = libraryApi(page, server.url);
  const channel = await api.createChannel("https://www.youtube.com/@scriptdemo");
  const folder = await api.createFolder(channel.id, "Scripts", "2025-07");
  const plain = await api.createVideo(folder.id, "No script here");
  const saved = await page.request.post(`${server.url}/api/studio/saves`, {
    data: {
      folderId: folder.id,
      title: "Scripted video",
      content: "Hook: did you know?\n\nBody: three tips.",
      duration: 8,
      tone: "educational",
    },
    headers: { origin: server.url },
  });
  expect(saved.status()).toBe(201);
  const { videoId } = (await saved.json()) as { videoId: string };

  await page.goto(`/video/${videoId}`);
  await page.getByRole("tab", { name: "Script" }).click();
  // The newest version's facts (the versions list below repeats them per version).
  const facts = page.getByTestId("script-facts");
  await expect(facts.getByText("8 min")).toBeVisible();
  await expect(facts.getByText("educational")).toBeVisible();
  await expect(facts.getByText("7 words")).toBeVisible();
  await expect(page.getByTestId("script-content")).toHaveText("Hook: did you know?\n\nBody: three tips.");
  // The script is selectable for review comments but read-only: typing into it changes nothing.
  const script = page.getByRole("textbox", { name: "Script text" });
  await expect(script).toHaveAttribute("aria-readonly", "true");
  await script.click();
  await page.keyboard.type("extra words");
  await expect(page.getByTestId("script-content")).toHaveText("Hook: did you know?\n\nBody: three tips.");
  await expect(page.getByRole("textbox")).toHaveCount(1);

  await page.goto(`/video/${plain.id}?tab=script`);
  await expect(page.getByText("No script available for this video")).toBeVisible();
});
