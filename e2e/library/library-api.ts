import type { APIRequestContext, Page } from "@playwright/test";

/** Seeds the library through the API as the signed-in member of `page` (writes carry the origin). */
export function libraryApi(page: Page, serverUrl: string) {
  const request: APIRequestContext = page.request;
  const headers = { origin: serverUrl };
  const send = async <T>(method: "post" | "put" | "patch", path: string, data: unknown): Promise<T> => {
    const res = await request[method](`${serverUrl}${path}`, { data, headers });
    if (!res.ok()) throw new Error(`${method.toUpperCase()} ${path} failed: ${res.status()} ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    createChannel: (url: string, name?: string) =>
      send<{ channel: { id: string; name: string } }>("post", "/api/channels", { url, name }).then((r) => r.channel),
    createFolder: (channelId: string, name: string, monthYear: string) =>
      send<{ folder: { id: string } }>("post", `/api/channels/${channelId}/folders`, { name, monthYear }).then(
        (r) => r.folder,
      ),
    createVideo: (folderId: string, title: string, youtubeUrl?: string) =>
      send<{ video: { id: string } }>("post", `/api/folders/${folderId}/videos`, { title, youtubeUrl }).then(
        (r) => r.video,
      ),
    saveMetrics: (
      videoId: string,
      metrics: { views?: number; likes?: number; comments?: number; ctr?: number | null; retention?: number | null },
    ) => send("put", `/api/videos/${videoId}/metrics`, metrics),
  };
}
