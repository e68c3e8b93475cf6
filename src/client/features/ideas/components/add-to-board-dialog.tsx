import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useChannels } from "@/api/get-channels.ts";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import type { Idea } from "../../../../shared/schemas/ideas.ts";
import { useAddIdeaToBoard } from "../api/add-idea-to-board.ts";

/** "Add to board": pick the channel; the video lands at the Idea stage in its folder of this month. */
export function AddToBoardDialog({
  idea,
  open,
  onOpenChange,
}: {
  idea: Idea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("ideas");
  const id = useId();
  const channels = useChannels();
  const add = useAddIdeaToBoard();
  const [channelId, setChannelId] = useState(idea.targetChannelId ?? "");
  const list = channels.data?.channels ?? [];

  const submit = () =>
    add.mutate(
      { id: idea.id, channelId },
      {
        onSuccess: () => {
          toast.success(t("Added to the board"), {
            description: t('"{title}" is at the Idea stage.', { title: idea.title }),
          });
          onOpenChange(false);
        },
        onError: (error) => toast.error(t("Failed to add to the board"), { description: errorMessage(error) }),
      },
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Add to board")}</DialogTitle>
          <DialogDescription>
            {t('"{title}" becomes a video at the Idea stage in the channel\'s folder of this month.', {
              title: idea.title,
            })}
          </DialogDescription>
        </DialogHeader>
        {channels.isError ? (
          <p role="alert">{errorMessage(channels.error)}</p>
        ) : list.length === 0 && !channels.isPending ? (
          <p>{t("Add a channel to the Content Library first.")}</p>
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-channel`}>{t("Channel")}</Label>
            <Select value={channelId} onValueChange={setChannelId}>
              <SelectTrigger id={`${id}-channel`} className="w-full">
                <SelectValue placeholder={channels.isPending ? t("Loading channels...") : t("Choose a channel")} />
              </SelectTrigger>
              <SelectContent>
                {list.map((channel) => (
                  <SelectItem key={channel.id} value={channel.id}>
                    {channel.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={add.isPending}>
            {t("Cancel")}
          </Button>
          <Button onClick={submit} disabled={add.isPending || !channelId}>
            {add.isPending && <Spinner aria-hidden="true" role="presentation" />}
            {add.isPending ? t("Adding...") : t("Add to board")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
