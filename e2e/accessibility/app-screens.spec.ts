import { expect, test } from "../fixtures.ts";
import { reviewSettingLoaded } from "../library/video-page.ts";
import { expectAccessible } from "./axe.ts";
import { seedLibrary } from "./seed.ts";

test.setTimeout(240_000);

test("admin: applications, video tabs, settings, admin panel and the sidebar pass axe in both themes", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const { videoId } = await seedLibrary(page, server.url);

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();
  await expectAccessible(page, "/ applications, sidebar collapsed");
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(page.locator("[data-slot=sidebar][data-state=expanded]")).toBeVisible();
  await expectAccessible(page, "/ applications, sidebar expanded");

  await page.goto(`/video/${videoId}`);
  await expect(page.getByRole("heading", { name: "Scripted video" })).toBeVisible();
  await expectAccessible(page, "video: Overview tab");
  for (const tab of ["Script", "Packaging", "Analytics", "Notes"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true");
    // Each tab's content is read after it opens: axe looks once it is there, not at a fade-in.
    if (tab === "Script") {
      await expect(page.getByTestId("script-version")).toBeVisible();
      await reviewSettingLoaded(page);
    }
    if (tab === "Analytics") await expect(page.getByText("Performance Metrics")).toBeVisible();
    if (tab === "Notes") await expect(page.getByText("Tighten the intro.")).toBeVisible();
    await expectAccessible(page, `video: ${tab} tab`);
  }

  await page.goto("/settings");
  await expect(page.getByRole("heading", { name: "Admin Controls" })).toBeVisible();
  await expectAccessible(page, "/settings (admin)");

  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "Users (1)" })).toBeVisible();
  await expectAccessible(page, "/admin User Management");
  await page.getByRole("tab", { name: "Channel Management" }).click();
  await expect(page.getByTestId("channel-card")).toHaveCount(1);
  await expectAccessible(page, "/admin Channel Management");
});

test("at 375 px the mobile sidebar sheet passes axe in both themes", async ({ page, signUpViaApi }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();
  await expectAccessible(page, "/ at 375 px");
  await page.getByRole("button", { name: "Toggle sidebar" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page, "/ at 375 px, mobile sidebar open");
});

test("at 375 px a video's seven tabs all show, on two rows, each reachable by a tap, and pass axe", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpViaApi(page);
  const { videoId } = await seedLibrary(page, server.url);
  await page.goto(`/video/${videoId}`);
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(7);
  for (const tab of await tabs.all()) await expect(tab).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.getByRole("tab", { name: "Activity" }).click();
  await expect(page.getByRole("tab", { name: "Activity" })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page, "a video at 375 px");
});
