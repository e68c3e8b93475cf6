import { activeLanguage } from "@/lib/i18n.ts";

/** spec §2: Member Since shows the account's creation date in the interface's language, or null for 'Unknown'. */
export function formatMemberSince(createdAt: string | Date | null | undefined): string | null {
  if (!createdAt) return null;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(activeLanguage(), { year: "numeric", month: "long", day: "numeric" });
}
