import { connectAndOpenDashboard, expect, test } from "../youtube/analytics-fixtures.ts";
import { expectAccessible } from "./axe.ts";

test("the dashboard's YouTube Analytics passes axe in both themes", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  await connectAndOpenDashboard(page);
  const section = page.getByRole("region", { name: "YouTube Analytics" });
  await expect(section.getByTestId("analytics-total")).toHaveCount(3);
  await expectAccessible(page, "channel dashboard with YouTube Analytics");
});

test("a video's Analytics tab with YouTube Analytics passes axe in both themes", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  const channelId = await connectAndOpenDashboard(page);
  const { folders } = (await (await page.request.get(`/api/channels/${channelId}/folders`)).json()) as {
    folders: { id: string }[];
  };
  const { videos } = (await (await page.request.get(`/api/folders/${folders[0].id}/videos`)).json()) as {
    videos: { id: string }[];
  };
  await page.goto(`/video/${videos[0].id}?tab=analytics`);
  await expect(page.getByTestId("retention-curve")).toBeVisible();
  await expectAccessible(page, "video page, Analytics tab with YouTube Analytics");
});
