// The review feature's screens (the page a review link opens, decision 036), checked in every interface
// language (e2e/i18n/screens.spec.ts). The page has no session of its own: the admin seeds the link, and
// the same browser opens it as a guest would (the page reads only the link's token and the guest cookie).
import type { Page } from "@playwright/test";
import { expect } from "../../fixtures.ts";
import { libraryApi } from "../../library/library-api.ts";
import type { Screen } from "../screen.ts";

const SCRIPT = "Hook: did you know you can drink water before coffee?\n\nBody: three tips for a calm morning.";

interface Seeded {
  token: string;
  linkId: string;
  videoId: string;
}

/** A saved script, shared with its packaging by a review link. */
async function seedLink(page: Page, serverUrl: string): Promise<Seeded> {
  const headers = { origin: serverUrl };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const res = await page.request.post(`${serverUrl}${path}`, { data, headers });
    if (!res.ok()) throw new Error(`POST ${path} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  const api = libraryApi(page, serverUrl);
  const channel = await api.createChannel(`https://www.youtube.com/@review${Date.now()}`, "Review Screens");
  const folder = await api.createFolder(channel.id, "July uploads", "2025-07");
  const { videoId } = await post<{ videoId: string }>("/api/studio/saves", {
    folderId: folder.id,
    title: "Morning routine",
    content: SCRIPT,
    duration: 1,
    tone: "educational",
  });
  const { url, link } = await post<{ url: string; link: { id: string } }>(`/api/videos/${videoId}/review-links`, {
    includePackaging: true,
    expiresInDays: 7,
  });
  return { token: new URL(url).pathname.split("/").pop() ?? "", linkId: link.id, videoId };
}

/** The page has loaded the link and speaks the page's language (the expiry line is no longer English). */
async function linkOpened(page: Page) {
  await expect(page.getByRole("heading", { name: "Morning routine", level: 1 })).toBeVisible();
  await expect(page.getByText(/This link works until/)).toHaveCount(0);
}

export const reviewScreens: Screen[] = [
  {
    name: "review link (a guest types their name)",
    as: "admin",
    path: async (page, serverUrl) => `/review/${(await seedLink(page, serverUrl)).token}`,
    ready: async (page) => {
      await linkOpened(page);
      await expect(page.locator("#guest-name")).toBeVisible();
    },
  },
  {
    name: "review link (a named guest who commented and approved)",
    as: "admin",
    path: async (page, serverUrl) => {
      const { token } = await seedLink(page, serverUrl);
      const headers = { origin: serverUrl };
      const base = `${serverUrl}/api/guest-review/${token}`;
      const named = await page.request.post(`${base}/identity`, { data: { name: "Olga" }, headers });
      if (!named.ok()) throw new Error(`naming the guest failed: ${named.status()} ${await named.text()}`);
      // Offsets in the script as it was saved (and as the page shows it).
      const { script } = (await (await page.request.get(base)).json()) as {
        script: { version: number; content: string };
      };
      const quote = "three tips";
      const start = script.content.indexOf(quote);
      const commented = await page.request.post(`${base}/comments`, {
        data: { version: script.version, start, end: start + quote.length, quote, body: "Which three?" },
        headers,
      });
      if (!commented.ok()) throw new Error(`commenting failed: ${commented.status()} ${await commented.text()}`);
      const approved = await page.request.post(`${base}/decisions`, {
        data: { version: script.version, decision: "approved" },
        headers,
      });
      if (!approved.ok()) throw new Error(`approving failed: ${approved.status()} ${await approved.text()}`);
      return `/review/${token}`;
    },
    ready: async (page) => {
      await linkOpened(page);
      await expect(page.getByTestId("review-thread")).toHaveCount(1);
      await expect(page.getByRole("status").filter({ hasText: /\S/ }).first()).toBeVisible();
    },
  },
  {
    // The server answers a revoked link with a plain page of its own (link-page.ts), in the browser's language.
    name: "review link (revoked)",
    as: "admin",
    path: async (page, serverUrl) => {
      const { token, linkId } = await seedLink(page, serverUrl);
      const revoked = await page.request.post(`${serverUrl}/api/review-links/${linkId}/revoke`, {
        headers: { origin: serverUrl },
      });
      if (!revoked.ok()) throw new Error(`revoking failed: ${revoked.status()} ${await revoked.text()}`);
      return `/review/${token}`;
    },
    ready: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("This review link has expired");
    },
  },
];
