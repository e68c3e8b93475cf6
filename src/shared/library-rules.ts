// The Content Library's rules without its schemas (./schemas/library.ts): statuses, limits, who may
// delete, what an id looks like. Screens that only need these load no zod with them.
import { hasRole, type Role } from "./roles.ts";

export const VIDEO_STATUSES = ["draft", "published", "archive"] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** spec §4: any stored status other than published or archive is shown as draft. */
export function normalizeVideoStatus(value: unknown): VideoStatus {
  return typeof value === "string" && (VIDEO_STATUSES as readonly string[]).includes(value)
    ? (value as VideoStatus)
    : "draft";
}

/** spec §9 */
export const RECENT_VIDEOS_LIMIT = 10;
export const OVERVIEW_FOLDERS_LIMIT = 5;
export const TOP_PERFORMERS_LIMIT = 10;

export const LIMITS = {
  name: 200,
  description: 2000,
  title: 300,
  url: 2048,
  note: 10_000,
  keyword: 100,
  keywords: 50,
} as const;

/**
 * The workspace model (issue 3): every member reads and edits everything; deleting a channel, folder
 * or video is for admins, moderators and the member who created it.
 */
export function canDeleteLibraryItem(actor: { id: string; role: Role }, createdBy: string | null): boolean {
  return hasRole(actor.role, "moderator") || (createdBy !== null && createdBy === actor.id);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Library ids are UUIDs; anything else can't name a row (the server answers 404 for it). */
export const isLibraryId = (value: string) => UUID.test(value);
