import { expect, test } from "../fixtures.ts";
import { libraryApi } from "./library-api.ts";

const OUT = "/tmp/shots-library";

for (const theme of ["light", "dark"] as const) {
  for (const width of [1280, 375] as const) {
    test(`screens ${theme} ${width}`, async ({ page, server, signUpViaApi }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.addInitScript((t) => localStorage.setItem("theme", t), theme);
      const tag = `${theme}-${width}`;
      const shot = async (name: string, fullPage = true) => {
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/${name}-${tag}.png`, fullPage });
      };
      await signUpViaApi(page, { name: "Sam Creator" });
      await page.goto("/content-library");
      await expect(page.getByText("No channels yet")).toBeVisible();
      await shot("01-empty");

      const api = libraryApi(page, server.url);
      const channel = await api.createChannel(
        "https://www.youtube.com/@scriptloomdemo",
        "Scriptloom Demo Channel with a rather long name",
      );
      await api.createChannel("https://www.youtube.com/@other");
      const jan = await api.createFolder(channel.id, "January uploads", "January 2025");
      const feb = await api.createFolder(channel.id, "February uploads and a long folder name", "Feb 2025");
      await api.createFolder(channel.id, "Empty batch", "2025-03");
      const titles = ["How I edit videos in 10 minutes", "My honest camera review", "Studio tour 2025", "Q&A"];
      const ids: string[] = [];
      for (const [i, t] of titles.entries()) {
        const v = await api.createVideo(i < 2 ? jan.id : feb.id, t, i % 2 === 0 ? "https://www.youtube.com/watch?v=dQw4w9WgXcQ" : undefined);
        ids.push(v.id);
      }
      await api.saveMetrics(ids[0], { views: 15200, likes: 820, comments: 96, ctr: 6.4, retention: 48.2 });
      await api.saveMetrics(ids[1], { views: 4300, likes: 210, comments: 33 });
      await api.saveMetrics(ids[2], { views: 1250000, likes: 52000, comments: 3100 });
      const res = await page.request.post(`${server.url}/api/scripts`, {
        data: { folderId: feb.id, title: "Scripted video", content: "Hook: Did you know...\n\nBody: Here are three tips.\n\nCTA: Subscribe!", duration: 8, tone: "educational" },
        headers: { origin: server.url },
      });
      const scripted = (await res.json()).videoId as string;

      await page.goto("/content-library");
      await expect(page.getByTestId("channel-card").first()).toBeVisible();
      await shot("02-channels");
      await page.getByRole("button", { name: "Connect Channel" }).first().click();
      await page.getByRole("dialog").getByRole("tab", { name: "Channel URL" }).click();
      await shot("03-connect-url", false);
      await page.getByRole("dialog").getByRole("tab", { name: "Google Auth" }).click();
      await shot("04-connect-google", false);
      await page.keyboard.press("Escape");

      await page.goto(`/content-library?channel=${channel.id}`);
      await expect(page.getByTestId("stat-tile").first()).toBeVisible();
      await page.waitForTimeout(800);
      await shot("05-dashboard");
      await page.getByRole("tab", { name: "Top Performers" }).click();
      await shot("06-dashboard-top");
      await page.getByRole("tab", { name: "Overview" }).click();
      await expect(page.getByRole("list", { name: "Folders" })).toBeVisible();
      await shot("07-overview");
      await page.getByRole("tab", { name: "Folders" }).click();
      await expect(page.getByTestId("folder-card").first()).toBeVisible();
      await shot("08-folders");
      await page.getByRole("button", { name: "Add Folder" }).first().click();
      await page.getByLabel("Folder Name").fill("x");
      await page.getByLabel("Month/Year").fill("Spring");
      await page.getByRole("button", { name: "Create Folder" }).click();
      await shot("09-create-folder", false);
      await page.keyboard.press("Escape");

      await page.goto(`/content-library?channel=${channel.id}&folder=${jan.id}`);
      await expect(page.getByTestId("video-card").first()).toBeVisible();
      await shot("10-videos");
      await page.getByRole("button", { name: "Actions for January uploads" }).click();
      await shot("11-folder-menu", false);
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await shot("12-delete-folder", false);
      await page.keyboard.press("Escape");

      await page.goto(`/video/${ids[0]}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await shot("13-video-overview");
      await page.getByRole("tab", { name: "Analytics" }).click();
      await shot("14-video-analytics");
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      await shot("15-metrics-dialog", false);
      await page.keyboard.press("Escape");
      await page.getByRole("tab", { name: "Notes" }).click();
      await page.getByLabel("Add a note").fill("Tighten the intro: the first 10 seconds drag.");
      await page.getByRole("button", { name: "Add Note" }).click();
      await expect(page.getByTestId("note")).toHaveCount(1);
      await page.getByLabel("Add a note").fill("Add chapters in the description.");
      await page.getByRole("button", { name: "Add Note" }).click();
      await expect(page.getByTestId("note")).toHaveCount(2);
      await shot("16-video-notes");
      await page.goto(`/video/${ids[1]}?tab=analytics`);
      await shot("17-video-no-metrics");
      await page.goto(`/video/${scripted}?tab=script`);
      await expect(page.getByTestId("script-content")).toBeVisible();
      await shot("18-video-script");
      await page.goto(`/video/${ids[1]}?tab=script`);
      await shot("19-video-no-script");
    });
  }
}
