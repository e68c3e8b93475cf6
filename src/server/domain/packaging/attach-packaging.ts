// A new video's first package (version 1), written with the video in the caller's transaction: what
// "Make Shorts" gives each Short. Later saves go through the packaging feature's versioned save.
import { packagingSchema } from "../../../shared/packaging-rules.ts";
import type { PackagingContent } from "../../../shared/schemas/packaging.ts";
import type { Tx } from "../../db/client.ts";
import { packaging, packagingVersions } from "../../db/schema.ts";
import { recordActivity } from "../activity/record-activity.ts";

/** Stores `content` as the video's packaging version 1; the video must have none yet (a new video). */
export async function attachPackaging(
  tx: Tx,
  userId: string,
  videoId: string,
  content: PackagingContent,
): Promise<void> {
  // The same rules a member's save is held to: a package the app wrote must pass them too.
  const checked = packagingSchema.parse(content);
  await tx.insert(packaging).values({ videoId, content: checked, version: 1, userId });
  await tx.insert(packagingVersions).values({ videoId, number: 1, content: checked, userId });
  await recordActivity(tx, videoId, userId, [{ kind: "packaging", to: "1" }]);
}
