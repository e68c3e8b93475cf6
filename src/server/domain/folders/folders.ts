// Adding folders to a channel: the library's 'New folder', and the month folders a sync files its
// imported uploads in.
import { and, asc, eq, inArray } from "drizzle-orm";
import { formatMonth } from "../../../shared/month.ts";
import { type Folder, toFolder } from "../../../shared/schemas/library.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isForeignKeyViolation } from "../../db/pg-errors.ts";
import { folders } from "../../db/schema.ts";
import { channelNotFound } from "../errors.ts";

/**
 * A folder for a month ('YYYY-MM') of a channel; 404 when the channel does not exist. One statement:
 * the foreign key checks the channel and holds it until the folder is in, so a channel deleted at
 * the same moment gives a clean 404, never a dangling folder.
 */
export async function createFolder(
  db: Db | Tx,
  userId: string,
  channelId: string,
  input: { name: string; monthYear: string },
): Promise<Folder> {
  try {
    const [row] = await db
      .insert(folders)
      .values({ name: input.name, monthYear: input.monthYear, channelId, userId })
      .returning();
    return toFolder({ ...row, videoCount: 0 });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw channelNotFound();
    throw error;
  }
}

/**
 * The folder of each month ('YYYY-MM') of a channel: its oldest folder of that month, or a new one
 * named like 'November 2026'. Answers month → folder id.
 */
export async function findOrCreateMonthFolders(
  tx: Db | Tx,
  userId: string | null,
  channelId: string,
  months: string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(months)];
  const folderOf = new Map<string, string>();
  if (wanted.length === 0) return folderOf;
  const found = await tx
    .select({ id: folders.id, monthYear: folders.monthYear })
    .from(folders)
    .where(and(eq(folders.channelId, channelId), inArray(folders.monthYear, wanted)))
    .orderBy(asc(folders.createdAt));
  for (const f of found) if (!folderOf.has(f.monthYear)) folderOf.set(f.monthYear, f.id);
  const toCreate = wanted.filter((m) => !folderOf.has(m));
  if (toCreate.length > 0) {
    const created = await tx
      .insert(folders)
      .values(toCreate.map((monthYear) => ({ name: formatMonth(monthYear), monthYear, channelId, userId })))
      .returning({ id: folders.id, monthYear: folders.monthYear });
    for (const f of created) folderOf.set(f.monthYear, f.id);
  }
  return folderOf;
}
