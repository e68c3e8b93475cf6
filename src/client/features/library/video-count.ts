/** "1 video", "3 videos": a folder's or a channel's count, on its card and in its delete confirmation. */
export const videoCount = (n: number) => `${n} ${n === 1 ? "video" : "videos"}`;
