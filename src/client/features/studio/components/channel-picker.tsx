import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import type { Channel } from "../../../../shared/schemas/library.ts";

// Radix Select items can't have an empty value: "No channel" has one of its own.
const NO_CHANNEL = "none";

/**
 * issue 11: the channel the script is for (optional). Its voice guides the plan, the writing, rewrites
 * and grammar fixes, and its words per minute set the script's length.
 */
export function ChannelPicker({
  channels,
  channelId,
  disabled,
  onPick,
}: {
  /** The library's channels by name; undefined while they load. */
  channels: Channel[] | undefined;
  channelId: string;
  disabled?: boolean;
  onPick: (channelId: string) => void;
}) {
  // A channel that is gone (deleted since) reads as no channel.
  const { t } = useTranslation("studio");
  const known = channels?.some((channel) => channel.id === channelId) ? channelId : NO_CHANNEL;
  return (
    <div className="grid gap-2">
      <Label htmlFor="research-channel">
        {t("Channel")} <span className="font-normal text-muted-foreground">{t("(optional)")}</span>
      </Label>
      <Select
        value={known}
        onValueChange={(value) => onPick(value === NO_CHANNEL ? "" : value)}
        disabled={disabled || channels === undefined}
      >
        <SelectTrigger id="research-channel" className="w-full" aria-describedby="research-channel-hint">
          <SelectValue placeholder={t("No channel")} />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_CHANNEL}>{t("No channel")}</SelectItem>
          {channels?.map((channel) => (
            <SelectItem key={channel.id} value={channel.id}>
              {channel.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <p id="research-channel-hint" className="text-muted-foreground text-xs">
        {t("The script follows the channel's voice and speaking rate.")}
      </p>
    </div>
  );
}
