import { expect, test } from "../fixtures.ts";
import { libraryApi } from "../library/library-api.ts";
import { demoToConfigure } from "./studio-helpers.ts";

test.use({ colorScheme: "light" });

/** The script request the studio sends when Generate Script is clicked. */
async function generationRequest(page: import("@playwright/test").Page) {
  const request = page.waitForRequest((req) => req.url().endsWith("/api/studio/script") && req.method() === "POST");
  await page.getByRole("button", { name: "Generate Script" }).click();
  return (await request).postDataJSON() as { scriptConfig: { language?: string } };
}

// issue 29: the configure step's "Language" — a searchable list by the languages' own names.
test("picking 日本語 in the Language list asks for a Japanese script, timed in characters", async ({
  page,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await demoToConfigure(page);

  const language = page.getByRole("combobox", { name: "Language" });
  await expect(language).toHaveValue("English");
  await expect(page.getByText("about 1,500 words")).toBeVisible();

  // Type to filter, arrows to move, Enter to pick; the list shows each language's own name.
  await language.fill("japan");
  const list = page.getByRole("listbox", { name: "Languages" });
  await expect(list.getByRole("option")).toHaveCount(1);
  await expect(list.getByRole("option").first()).toHaveText(/日本語\s*Japanese/);
  await language.press("Enter");
  await expect(list).toBeHidden();
  await expect(language).toHaveValue("日本語");
  // 10 minutes at NHK's 300 characters a minute.
  await expect(page.getByText("about 3,000 characters")).toBeVisible();

  // The keyboard alone: ↓ opens the list on the chosen language, ↑ and ↓ move, Esc restores it.
  await language.press("ArrowDown");
  await expect(list).toBeVisible();
  await expect(list.getByRole("option", { selected: true })).toHaveText(/日本語/);
  await language.press("Escape");
  await expect(list).toBeHidden();
  await expect(language).toHaveValue("日本語");

  expect((await generationRequest(page)).scriptConfig.language).toBe("ja");
});

test("a tag typed that the list doesn't hold is taken as it is", async ({ page, signUpViaApi }) => {
  await signUpViaApi(page);
  await page.goto("/content-studio");
  await demoToConfigure(page);
  const language = page.getByRole("combobox", { name: "Language" });
  await language.fill("es-MX");
  await expect(page.getByRole("option", { name: /es-MX/ })).toBeVisible();
  await language.press("Enter");
  await expect(language).toHaveValue(/español/i);
  expect((await generationRequest(page)).scriptConfig.language).toBe("es-MX");
});

test("a channel whose language is Spanish preselects Español; the member can change it", async ({
  page,
  server,
  signUpViaApi,
}) => {
  await signUpViaApi(page);
  const channel = await libraryApi(page, server.url).createChannel(
    "https://www.youtube.com/@cocinafacil",
    "Cocina Fácil",
  );
  const patched = await page.request.patch(`${server.url}/api/channels/${channel.id}`, {
    data: { language: "es" },
    headers: { origin: server.url },
  });
  expect(patched.ok()).toBe(true);

  await page.goto("/content-studio");
  await page.getByRole("combobox", { name: /Channel/ }).click();
  await page.getByRole("option", { name: "Cocina Fácil" }).click();
  await demoToConfigure(page);

  const language = page.getByRole("combobox", { name: "Language" });
  await expect(language).toHaveValue("Español");
  // Spanish at 160 words a minute (decision 038), the channel at the default pace.
  await expect(page.getByText("about 1,600 words at Cocina Fácil's 150 words a minute")).toBeVisible();

  await language.fill("English");
  await page.getByRole("option", { name: /^English\s*English$/ }).click();
  await expect(language).toHaveValue("English");
  expect((await generationRequest(page)).scriptConfig.language).toBe("en");
});
