export type ScriptFormat = "txt" | "md" | "docx";

/** Long titles make unwieldy file names; 60 characters keep the words that tell videos apart. */
const MAX_SLUG_LENGTH = 60;

/** A video title as a file-name-safe slug: ASCII letters and digits joined by single hyphens. */
export function titleSlug(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents go, their letters stay (é → e)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/**
 * spec §2: the unbound download is 'youtube-script-{timestamp}.txt' (milliseconds since 1970);
 * issue 10 §6: bound to a video, the name starts with the video's title instead.
 */
export function scriptFileName(format: ScriptFormat, title?: string | null, now: Date = new Date()): string {
  const slug = title ? titleSlug(title) : "";
  const prefix = slug ? `${slug}-script` : "youtube-script";
  return `${prefix}-${now.getTime()}.${format}`;
}
