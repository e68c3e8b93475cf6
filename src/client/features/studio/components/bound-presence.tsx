import { usePresence } from "@/api/presence.ts";
import { PresenceBar } from "@/components/presence-bar.tsx";

/**
 * Who else has this video's script open (decision 036): the studio says it is editing once its text
 * differs from the saved version, so others see "Ana is editing" before a save could conflict.
 */
export function BoundPresence({ videoId, editing }: { videoId: string; editing: boolean }) {
  const presence = usePresence(videoId, editing ? "editing" : "viewing");
  return <PresenceBar presence={presence.data} />;
}
