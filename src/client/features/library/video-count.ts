import { i18n } from "@/lib/i18n.ts";

/** "1 video", "3 videos": a folder's or a channel's count, on its card and in its delete confirmation. */
export const videoCount = (n: number) => i18n.t("{n, plural, one {# video} other {# videos}}", { ns: "library", n });
