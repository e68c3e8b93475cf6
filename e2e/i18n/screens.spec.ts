// Issue 29 part 5: a browser set to es-ES gets every screen in Spanish (decision 040). Each swept screen
// is listed in SCREENS: opened in Spanish, it must set <html lang="es"> and show no English text its
// catalogues translate; at 375 px it must not scroll sideways in any of the four other languages.
// To add a screen: one entry, with what it needs (a member, seeded data) and what shows once it is ready.
import type { Page } from "@playwright/test";
import { type Account, expect, test } from "../fixtures.ts";
import { expectNoEnglishLeft, expectNoSidewaysScroll } from "./untranslated.ts";

interface Screen {
  name: string;
  /** Signed out, or signed in as the first account (an admin). */
  as: "signed-out" | "admin";
  path: string;
  /** Waits until the screen shows what it will show (its data loaded, its catalogue applied). */
  ready: (page: Page) => Promise<void>;
}

const SCREENS: Screen[] = [
  {
    name: "404 page",
    as: "signed-out",
    path: "/no/such/page",
    ready: (page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible(),
  },
  {
    name: "production board",
    as: "admin",
    path: "/production?view=board",
    ready: async (page) => {
      await expect(page.getByTestId("production-board")).toBeVisible();
      // The feature's catalogue arrived: every language tested here names the page otherwise.
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Production");
    },
  },
  {
    name: "production calendar",
    as: "admin",
    path: "/production?view=calendar",
    ready: async (page) => {
      await expect(page.getByTestId("production-calendar")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Production");
    },
  },
];

async function open(page: Page, screen: Screen, signUp: (page: Page) => Promise<Account>) {
  if (screen.as === "admin") await signUp(page);
  await page.goto(screen.path);
  await screen.ready(page);
}

test.describe("in Spanish (a browser set to es-ES)", () => {
  test.use({ locale: "es-ES" });
  for (const screen of SCREENS) {
    test(`${screen.name}: <html lang="es">, no English left`, async ({ page, signUpViaApi }) => {
      await open(page, screen, (p) => signUpViaApi(p));
      await expectNoEnglishLeft(page, screen.name, "es");
    });
  }
});

for (const [locale, language] of [
  ["es-ES", "es"],
  ["pt-BR", "pt-BR"],
  ["ja-JP", "ja"],
  ["hi-IN", "hi"],
] as const) {
  test.describe(`at 375 px in ${language}`, () => {
    test.use({ locale, viewport: { width: 375, height: 812 } });
    for (const screen of SCREENS) {
      test(`${screen.name} does not scroll sideways`, async ({ page, signUpViaApi }) => {
        await open(page, screen, (p) => signUpViaApi(p));
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expectNoSidewaysScroll(page, `${screen.name} (${language})`);
      });
    }
  });
}
