/** spec §2: Member Since shows the account's creation date, or 'Unknown'. */
export function formatMemberSince(createdAt: string | Date | null | undefined): string {
  if (!createdAt) return "Unknown";
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return "Unknown";
  return date.toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" });
}
