import { expect, test } from "../fixtures.ts";

test("the Google Auth tab says when Google sign-in is not configured and its button is disabled", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-library");
  await page.getByRole("button", { name: "Connect Channel" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Connect Channel" });
  await dialog.getByRole("tab", { name: "Google Auth" }).click();
  await expect(dialog.getByTestId("google-not-configured")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Connect with Google" })).toBeDisabled();
});

test("returning with ?connect=youtube calls the connect operation and clears the query", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-library?connect=youtube");
  await expect(page).toHaveURL(/\/content-library$/);
  // Without Google sign-in the server answers an error, shown as a toast.
  await expect(page.locator("[data-sonner-toast][data-type=error]")).toBeVisible();

  await page.goto("/content-library?connect_error=access_denied");
  await expect(page).toHaveURL(/\/content-library$/);
  await expect(page.getByText("Failed to connect with Google. Please try again. access_denied")).toBeVisible();
});

test("the admin panel's Channel Management tab lists channels and opens one in the library", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const res = await page.request.post(`${server.url}/api/channels`, {
    data: { url: "https://www.youtube.com/user/admindemo", description: "A channel made in the admin tab test" },
    headers: { origin: server.url },
  });
  expect(res.status()).toBe(201);

  await page.goto("/admin");
  await page.getByRole("tab", { name: "Channel Management" }).click();
  await expect(page.getByRole("heading", { name: "Channel Management" })).toBeVisible();
  await page.getByRole("button", { name: "Refresh channels" }).click();
  const card = page.getByTestId("channel-card").filter({ hasText: "Channel admindemo" });
  await expect(card).toContainText("A channel made in the admin tab test");
  await card.getByRole("link", { name: "Channel admindemo" }).click();
  await expect(page).toHaveURL(/\/content-library\?channel=/);
  await expect(page.getByRole("heading", { name: "Channel admindemo Dashboard" })).toBeVisible();
});
