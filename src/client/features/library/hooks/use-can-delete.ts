import { useSessionUser } from "@/lib/session.ts";
import { canDeleteLibraryItem } from "../../../../shared/library-rules.ts";

/**
 * Whether the signed-in member may delete an item (admins, moderators, its creator — issue 3).
 * The server decides again; this only keeps a button away from people it would refuse.
 */
export function useCanDelete(): (createdBy: string | null) => boolean {
  const { user } = useSessionUser();
  return (createdBy) => (user ? canDeleteLibraryItem(user, createdBy) : false);
}
