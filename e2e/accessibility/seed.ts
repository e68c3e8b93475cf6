import type { BrowserContext, Page } from "@playwright/test";
import { libraryApi } from "../library/library-api.ts";

type Role = "user" | "moderator" | "admin";

/** Invites an address with a role as the signed-in admin of `target`; returns the invitation link. */
export async function inviteAccount(target: Page | BrowserContext, serverUrl: string, email: string, role: Role) {
  const res = await target.request.post(`${serverUrl}/api/admin/invitations`, {
    data: { email, role },
    headers: { origin: serverUrl },
  });
  if (!res.ok()) throw new Error(`invitation failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { link: string }).link;
}

/** Creates an account with `role` through an invitation and leaves its session cookie in `target`. */
export async function signInWithRole(
  admin: Page | BrowserContext,
  target: Page | BrowserContext,
  serverUrl: string,
  role: Role,
) {
  const email = `${role}-${Date.now()}@example.com`;
  const password = "correct-horse";
  const link = new URL(await inviteAccount(admin, serverUrl, email, role));
  const token = link.searchParams.get("invite");
  const headers = { origin: serverUrl };
  const accepted = await target.request.post(`${serverUrl}/api/invitations/accept`, {
    data: { token, email, password, fullName: `A ${role}` },
    headers,
  });
  if (!accepted.ok()) throw new Error(`accepting the invitation failed: ${accepted.status()} ${await accepted.text()}`);
  const signedIn = await target.request.post(`${serverUrl}/api/auth/sign-in/email`, {
    data: { email, password },
    headers,
  });
  if (!signedIn.ok()) throw new Error(`sign-in failed: ${signedIn.status()} ${await signedIn.text()}`);
  return { email, password };
}

/** One channel with a folder, a video with metrics, a note and a saved script, seeded through the API. */
export async function seedLibrary(page: Page, serverUrl: string) {
  const api = libraryApi(page, serverUrl);
  const headers = { origin: serverUrl };
  const channel = await api.createChannel("https://www.youtube.com/@axechannel", "Axe Channel");
  const folder = await api.createFolder(channel.id, "July uploads", "2025-07");
  const saved = await page.request.post(`${serverUrl}/api/studio/saves`, {
    data: {
      folderId: folder.id,
      title: "Scripted video",
      content: "Hook: did you know?\n\nBody: three tips.",
      duration: 8,
      tone: "educational",
    },
    headers,
  });
  if (!saved.ok()) throw new Error(`saving the script failed: ${saved.status()} ${await saved.text()}`);
  const { videoId } = (await saved.json()) as { videoId: string };
  await api.saveMetrics(videoId, { views: 12_500, likes: 640, comments: 52, ctr: 6.4, retention: 48.5 });
  const note = await page.request.post(`${serverUrl}/api/videos/${videoId}/notes`, {
    data: { content: "Tighten the intro." },
    headers,
  });
  if (!note.ok()) throw new Error(`adding the note failed: ${note.status()} ${await note.text()}`);
  await api.createVideo(folder.id, "Second video", "https://www.youtube.com/watch?v=dQw4w9WgXcQ");
  return { channel, folder, videoId };
}
