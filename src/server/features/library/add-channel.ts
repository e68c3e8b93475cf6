// The library's 'New channel' (spec §2, §5, §8): by name alone, or by a YouTube address, resolved
// through YouTube when it is configured and then synced for the first time in the background.
import type { z } from "zod";
import { msg } from "../../../shared/message.ts";
import type { Channel, createChannelSchema } from "../../../shared/schemas/library.ts";
import { createChannel, createChannelFromUrl } from "../../domain/channels/create-channel.ts";
import type { ServiceDepsWithBackground } from "../../service-deps.ts";
import { resolveChannelUrl } from "../../youtube/connect.ts";
import { startFirstSync } from "../../youtube/sync-job.ts";

type CreateChannel = z.output<typeof createChannelSchema>;

export async function addChannel(
  deps: ServiceDepsWithBackground,
  actor: { id: string },
  input: CreateChannel,
): Promise<{ message: string; channel: Channel }> {
  if (input.url === undefined) {
    const channel = await createChannel(deps.db, actor.id, { name: input.name ?? "", description: input.description });
    return { message: msg("Channel created successfully"), channel };
  }
  const youtube = await resolveChannelUrl(deps, { url: input.url, userId: actor.id });
  const channel = await createChannelFromUrl(deps.db, actor.id, { ...input, url: input.url, youtube });
  // spec §8's toast promises a sync, which only happens when YouTube resolved the channel.
  if (!youtube) return { message: msg("Channel connected successfully!"), channel };
  await startFirstSync(deps, [channel.id], actor.id);
  return { message: msg("Channel connected successfully! Sync will begin shortly."), channel };
}
