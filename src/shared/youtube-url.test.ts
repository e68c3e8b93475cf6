import { describe, expect, it } from "vitest";
import {
  channelSourceKey,
  normalizeVideoUrl,
  parseChannelUrl,
  parseYouTubeVideoId,
  thumbnailUrls,
} from "./youtube-url.ts";

describe("parseChannelUrl (spec §5: channel/{id}, c/{name}, user/{name}, @{handle})", () => {
  it.each([
    ["https://www.youtube.com/channel/UC_x5XG1OV2P6uZZ5FSM9Ttw", "channel", "UC_x5XG1OV2P6uZZ5FSM9Ttw"],
    ["https://youtube.com/c/GoogleDevelopers", "custom", "GoogleDevelopers"],
    ["http://www.youtube.com/user/google", "user", "google"],
    ["https://www.youtube.com/@MrBeast", "handle", "MrBeast"],
    ["https://m.youtube.com/@some-handle_1", "handle", "some-handle_1"],
    ["youtube.com/@MrBeast", "handle", "MrBeast"],
    ["www.youtube.com/channel/UC123", "channel", "UC123"],
    ["  https://www.youtube.com/@MrBeast/videos  ", "handle", "MrBeast"],
    ["https://www.youtube.com/@MrBeast?sub_confirmation=1", "handle", "MrBeast"],
    ["https://www.youtube.com/channel/UC123/", "channel", "UC123"],
    ["HTTPS://WWW.YOUTUBE.COM/@Loud", "handle", "Loud"],
  ])("%s → %s %s", (url, kind, id) => {
    expect(parseChannelUrl(url)).toMatchObject({ kind, id });
  });

  it("adds https:// to an address without a scheme", () => {
    expect(parseChannelUrl("youtube.com/@MrBeast")?.url).toBe("https://youtube.com/@MrBeast");
    expect(parseChannelUrl("http://youtube.com/@MrBeast")?.url).toBe("http://youtube.com/@MrBeast");
  });

  it.each([
    "",
    "not a url",
    "https://www.youtube.com/",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    "https://www.youtube.com/channel/",
    "https://www.youtube.com/@",
    "https://www.youtube.com/@bad!handle",
    "https://www.youtube.com/c/na me",
    "https://vimeo.com/@someone",
    "https://notyoutube.com/@someone",
    "https://youtube.com.evil.example/@someone",
    "ftp://youtube.com/@someone",
    "https://music.youtube.com/@someone",
    "https://www.youtube.com/playlist?list=PL123",
  ])("refuses %j", (url) => {
    expect(parseChannelUrl(url)).toBeNull();
  });

  it("keys the same channel the same way whatever the case or URL form", () => {
    const a = parseChannelUrl("https://www.youtube.com/@MrBeast")!;
    const b = parseChannelUrl("m.youtube.com/@mrbeast/videos")!;
    expect(channelSourceKey(a)).toBe("handle:mrbeast");
    expect(channelSourceKey(b)).toBe(channelSourceKey(a));
    expect(channelSourceKey(parseChannelUrl("youtube.com/user/mrbeast")!)).toBe("user:mrbeast");
  });
});

describe("parseYouTubeVideoId (spec §5: watch?v=, /embed/, short links; plus /shorts/ and /live/)", () => {
  const id = "dQw4w9WgXcQ";
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}`,
    `https://m.youtube.com/watch?v=${id}`,
    `http://www.youtube.com/watch?v=${id}`,
    `www.youtube.com/watch?v=${id}`,
    `youtube.com/watch?v=${id}`,
    `https://www.youtube.com/watch?feature=share&v=${id}&t=42s`,
    `https://www.youtube.com/watch?v=${id}&list=PL123&index=2`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/embed/${id}?autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?t=10`,
    `youtu.be/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://youtube.com/shorts/${id}?feature=share`,
    `https://m.youtube.com/shorts/${id}`,
    `https://www.youtube.com/live/${id}`,
    `https://www.youtube.com/live/${id}?si=abc`,
    `  https://youtu.be/${id}  `,
    `https://www.youtube.com/watch?v=${id}#t=30`,
  ])("%s", (url) => {
    expect(parseYouTubeVideoId(url)).toBe(id);
  });

  it.each([
    "",
    "hello",
    "https://www.youtube.com/",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=",
    "https://www.youtube.com/watch?v=short",
    "https://www.youtube.com/watch?v=dQw4w9WgXcQextra",
    "https://www.youtube.com/@MrBeast",
    "https://www.youtube.com/channel/UC123",
    "https://vimeo.com/watch?v=dQw4w9WgXcQ",
    "https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ",
    "https://youtu.be/",
    "javascript:alert(1)//youtu.be/dQw4w9WgXcQ",
    "ftp://youtu.be/dQw4w9WgXcQ",
    "https://www.youtube.com/embed/",
    "https://www.youtube.com/watch?v=dQw4w9W<cQ",
  ])("refuses %j", (url) => {
    expect(parseYouTubeVideoId(url)).toBeNull();
  });

  it("normalizes a stored address", () => {
    expect(normalizeVideoUrl(" youtu.be/dQw4w9WgXcQ ")).toBe("https://youtu.be/dQw4w9WgXcQ");
    expect(normalizeVideoUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    expect(normalizeVideoUrl("nope")).toBeNull();
  });

  it("gives the thumbnail and its fallback (spec §2)", () => {
    expect(thumbnailUrls(id)).toEqual({
      maxres: `https://i.ytimg.com/vi/${id}/maxresdefault.jpg`,
      fallback: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
    });
  });
});
