import { expect, test } from "../fixtures.ts";
import { expectAccessible } from "./axe.ts";
import { seedLibrary, signInWithRole } from "./seed.ts";

test.setTimeout(240_000);

for (const role of ["user", "moderator"] as const) {
  test(`${role}: applications, library, video, settings and Access Denied at /admin pass axe in both themes`, async ({
    page,
    browser,
    server,
    signUpViaApi,
  }) => {
    const admin = await browser.newContext({ baseURL: server.url });
    const adminPage = await admin.newPage();
    await signUpViaApi(adminPage);
    const { channel, folder, videoId } = await seedLibrary(adminPage, server.url);
    await signInWithRole(admin, page, server.url, role);
    await admin.close();

    await page.goto("/");
    await expect(page.getByRole("heading", { name: "APPLICATIONS" })).toBeVisible();
    await expectAccessible(page, `/ (${role})`);

    await page.goto(`/content-library?channel=${channel.id}&folder=${folder.id}`);
    await expect(page.getByTestId("video-card")).toHaveCount(2);
    await expectAccessible(page, `folder videos (${role})`);

    await page.goto(`/video/${videoId}?tab=notes`);
    await expect(page.getByText("Tighten the intro.")).toBeVisible();
    await expectAccessible(page, `video Notes tab (${role})`);

    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Profile Settings" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Admin Controls" })).toHaveCount(0);
    await expectAccessible(page, `/settings (${role})`);

    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expectAccessible(page, `/admin Access Denied (${role})`);
  });
}
