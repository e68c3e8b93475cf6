import { isLibraryId } from "../../shared/library-rules.ts";

// The studio bound to a video (issue 10): the library, the video page and the studio meet only through
// this address, so no feature imports another (decision 012).
//   /content-studio?video={id}            write a script for the video (research starts from its title)
//   /content-studio?video={id}&edit=saved  revise its saved script on the Edit & Export step

export type StudioBinding = { videoId: string; open: "write" | "saved" };

export const writeScriptPath = (videoId: string) => `/content-studio?video=${encodeURIComponent(videoId)}`;

export const editScriptPath = (videoId: string) => `${writeScriptPath(videoId)}&edit=saved`;

/** The video the studio writes for, or null for the unbound studio (no id, or one that can't name a video). */
export function parseStudioBinding(params: URLSearchParams): StudioBinding | null {
  const videoId = params.get("video")?.trim() ?? "";
  if (!isLibraryId(videoId)) return null;
  return { videoId, open: params.get("edit") === "saved" ? "saved" : "write" };
}

// The studio's research prefilled from elsewhere (an idea's "Write script", decision 035), optionally
// bound to a video as above:
//   /content-studio?topic={topic}&angle={angle}[&idea={id}][&video={id}]
// The idea's id lets the server hand its whole material to the model (the angle holds 300 characters).
export type StudioResearch = { topic: string; angle: string; ideaId?: string };

export function studioResearchPath(research: StudioResearch, videoId?: string | null): string {
  const params = new URLSearchParams();
  if (videoId) params.set("video", videoId);
  params.set("topic", research.topic);
  if (research.angle) params.set("angle", research.angle);
  if (research.ideaId) params.set("idea", research.ideaId);
  return `/content-studio?${params}`;
}

/** The research a link asks the studio to start from, or null. */
export function parseStudioResearch(params: URLSearchParams): StudioResearch | null {
  const topic = params.get("topic")?.trim().slice(0, 200) ?? "";
  if (!topic) return null;
  const angle = params.get("angle")?.trim().slice(0, 300) ?? "";
  const ideaId = params.get("idea")?.trim() ?? "";
  return isLibraryId(ideaId) ? { topic, angle, ideaId } : { topic, angle };
}
