// Issue 29 part 5: a browser set to es-ES gets every screen in Spanish (decision 040). Each swept screen
// is listed in SCREENS: opened in Spanish, it must set <html lang="es"> and show no English text its
// catalogues translate; at 375 px it must not scroll sideways in any of the four other languages.
// To add a screen: one entry, with what it needs (a member, seeded data) and what shows once it is ready.
import type { Page } from "@playwright/test";
import { expectAccessible } from "../accessibility/axe.ts";
import { type Account, expect, test } from "../fixtures.ts";
import { heading, type Screen } from "./screen.ts";
import { dashboardScreens } from "./screens/dashboard.ts";
import { ideasScreens } from "./screens/ideas.ts";
import { libraryScreens } from "./screens/library.ts";
import { packagingScreens } from "./screens/packaging.ts";
import { publishingScreens } from "./screens/publishing.ts";
import { reviewScreens } from "./screens/review.ts";
import { studioScreens } from "./screens/studio.ts";
import { videoScreens } from "./screens/video.ts";
import { youtubeScreens } from "./screens/youtube.ts";
import { expectNoEnglishLeft, expectNoSidewaysScroll } from "./untranslated.ts";

const ALL_SCREENS: Screen[] = [
  { name: "404 page", as: "signed-out", path: "/no/such/page", ready: heading },
  { name: "sign-in page", as: "signed-out", path: "/auth", ready: heading },
  { name: "applications (home, with the shell)", as: "admin", path: "/", ready: heading },
  {
    name: "settings",
    as: "admin",
    path: "/settings",
    // Every card is there once the profile and the mail switches have loaded.
    ready: async (page) => {
      await expect(page.locator("#profile-fullName")).toBeVisible();
      await expect(page.locator("#mail-assigned")).toBeEnabled();
    },
  },
  {
    name: "admin panel",
    as: "admin",
    path: "/admin",
    ready: (page) => expect(page.getByTestId("user-row")).toHaveCount(1),
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
  ...dashboardScreens,
  ...ideasScreens,
  ...libraryScreens,
  ...packagingScreens,
  ...publishingScreens,
  ...reviewScreens,
  ...studioScreens,
  ...videoScreens,
  ...youtubeScreens,
];

/**
 * I18N_SCREENS="Translate script,Language field" runs the walks over the screens whose names contain one
 * of those parts only (a screen just added, checked without walking every other).
 */
const only = process.env.I18N_SCREENS?.split(",").map((part) => part.trim().toLowerCase());
const SCREENS = only
  ? ALL_SCREENS.filter((s) => only.some((part) => s.name.toLowerCase().includes(part)))
  : ALL_SCREENS;

/**
 * Opens a screen. Once the signed-in app is showing, through its own router (as the browser's Back and
 * Forward do): a page load per screen cost a walk more than its checks. By a page load for the first
 * screen, for the screen already showing (to start it afresh) and over an open dialog.
 */
async function open(page: Page, screen: Screen, serverUrl: string, inApp: boolean) {
  const target = typeof screen.path === "string" ? screen.path : await screen.path(page, serverUrl);
  const here = new URL(page.url());
  const fresh = !inApp || `${here.pathname}${here.search}` === target || (await page.getByRole("dialog").count()) > 0;
  if (fresh) {
    await page.goto(target);
  } else {
    await page.evaluate((to) => {
      window.history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, target);
  }
  await screen.ready(page);
}

/** Every screen in turn in one browser: the signed-out ones first, then the admin's. */
async function eachScreen(
  page: Page,
  serverUrl: string,
  signUp: (page: Page) => Promise<Account>,
  check: (screen: Screen) => Promise<void>,
) {
  const ordered = [...SCREENS.filter((s) => s.as === "signed-out"), ...SCREENS.filter((s) => s.as === "admin")];
  let signedIn = false;
  let shownSignedIn = false;
  for (const screen of ordered) {
    if (screen.as === "admin" && !signedIn) {
      await signUp(page);
      signedIn = true;
    }
    await open(page, screen, serverUrl, shownSignedIn);
    shownSignedIn = screen.as === "admin";
    await check(screen);
  }
}

test.describe("in Spanish (a browser set to es-ES)", () => {
  test.use({ locale: "es-ES" });

  test("Settings → Language → 日本語 switches the interface to Japanese, and the profile keeps it", async ({
    page,
    browser,
    server,
    signUpViaApi,
  }) => {
    const account = await signUpViaApi(page);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Configuración", level: 1 })).toBeVisible();
    await page.getByLabel("Idioma de la interfaz").click();
    await page.getByRole("option", { name: "日本語" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { name: "設定", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "設定", exact: true })).toBeVisible();
    await expectNoEnglishLeft(page, "settings after switching", "ja");

    // Another device, its browser in Spanish: the member's choice follows them there.
    const other = await browser.newContext({ baseURL: server.url, locale: "es-ES" });
    const otherPage = await other.newPage();
    const signIn = await otherPage.request.post(`${server.url}/api/auth/sign-in/email`, {
      data: { email: account.email, password: account.password },
      headers: { origin: server.url },
    });
    expect(signIn.ok()).toBe(true);
    await otherPage.goto("/");
    await expect(otherPage.getByRole("heading", { name: "アプリケーション", level: 1 })).toBeVisible();
    await expect(otherPage.locator("html")).toHaveAttribute("lang", "ja");
    await other.close();
  });
});

const NARROW = { width: 375, height: 812 };

// One browser per language through every screen (a server and a sign-up per screen cost more than the
// checks themselves), each screen checked as it stands and then narrowed to 375 px. axe runs in both
// themes in Spanish and in the light theme in the other languages: a theme changes colours, which no
// language changes, so each screen's colours are checked in both themes once and its words in all four.
for (const [locale, language] of [
  ["es-ES", "es"],
  ["pt-BR", "pt-BR"],
  ["ja-JP", "ja"],
  ["hi-IN", "hi"],
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });
    const themes = language === "es" ? (["light", "dark"] as const) : (["light"] as const);
    const title =
      language === "es"
        ? `the swept screens: <html lang="es">, no English left, axe in both themes, no sideways scroll at 375 px`
        : "the swept screens pass axe and do not scroll sideways at 375 px";
    test(title, async ({ page, server, signUpViaApi }) => {
      test.setTimeout(60_000 + SCREENS.length * 15_000);
      const wide = page.viewportSize() ?? { width: 1280, height: 720 };
      await eachScreen(
        page,
        server.url,
        (p) => signUpViaApi(p),
        async (screen) => {
          await expect(page.locator("html")).toHaveAttribute("lang", language);
          if (language === "es") await expectNoEnglishLeft(page, screen.name, "es");
          await expectAccessible(page, `${screen.name} (${language})`, themes);
          // Out of the way first: narrowed, the layout can slide a chart under the pointer where the
          // last click left it, and the chart's tooltip then opens past the edge (seen under load).
          await page.mouse.move(0, 0);
          await page.setViewportSize(NARROW);
          await expectNoSidewaysScroll(page, `${screen.name} (${language}, 375 px)`);
          await page.setViewportSize(wide);
        },
      );
    });
  });
}
