import { expect, test } from "../fixtures.ts";

// issue 9 item 11: toasts never cover a screen's action bar, and a resting pointer doesn't hold them forever.
test("after 'Continue to Configuration' the toast does not cover 'Generate Script', and a hovered toast still closes", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await page.getByRole("button", { name: "Try Demo Workflow" }).click();
  const suggestions = page.getByRole("list", { name: "Suggested topics" }).getByRole("checkbox");
  await expect(suggestions.first()).toBeVisible();
  await suggestions.nth(0).check();
  const customTopic = page.getByRole("textbox", { name: "Custom topic" });
  await customTopic.fill("Our favourite shortcut");
  await customTopic.press("Enter");
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Custom Topic Added" });
  await expect(toast).toBeVisible();

  await page.getByRole("button", { name: "Continue to Configuration" }).click();
  const generate = page.getByRole("button", { name: "Generate Script" });
  await expect(generate).toBeVisible();
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  const buttonBox = await generate.boundingBox();
  if (!toastBox || !buttonBox) throw new Error("the toast and the button must both be on screen");
  const overlaps =
    toastBox.x < buttonBox.x + buttonBox.width &&
    buttonBox.x < toastBox.x + toastBox.width &&
    toastBox.y < buttonBox.y + buttonBox.height &&
    buttonBox.y < toastBox.y + toastBox.height;
  expect(overlaps, `toast ${JSON.stringify(toastBox)} over button ${JSON.stringify(buttonBox)}`).toBe(false);
  // The button under the toast's corner is really clickable: nothing sits on top of its centre.
  await generate.click({ trial: true, timeout: 2_000 });

  // Sonner pauses a hovered toast; ours still closes within its bounded lifetime (8 s) with the pointer on it.
  await toast.hover();
  await expect(toast).toBeHidden({ timeout: 15_000 });
  await expect(toast).toHaveCount(0);
});
