import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useUpdateChannel } from "@/features/library/api/update-channel.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { WORDS_PER_MINUTE_MAX, WORDS_PER_MINUTE_MIN } from "../../../../shared/schemas/channel-voice.ts";
import { type Channel, updateChannelSchema } from "../../../../shared/schemas/library.ts";

type Values = z.input<typeof updateChannelSchema>;
type Output = z.output<typeof updateChannelSchema>;

/** Rename a channel, change its description or its speaking rate (issue 11). */
export function EditChannelDialog({
  channel,
  open,
  onOpenChange,
}: {
  channel: Channel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateChannel();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateChannelSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({
        name: channel.name,
        description: channel.description ?? "",
        wordsPerMinute: channel.wordsPerMinute,
      });
    }
  }, [open, channel.name, channel.description, channel.wordsPerMinute, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync({ channelId: channel.id, ...values }).then(
      ({ message }) => {
        toast.success(message || "Channel updated successfully");
        onOpenChange(false);
      },
      (error: unknown) => showFailure("Failed to update channel", error),
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Channel</DialogTitle>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField id="edit-channel-name" label="Channel Name" error={errors.name?.message}>
            <Input
              id="edit-channel-name"
              autoComplete="off"
              {...describedBy("edit-channel-name", errors.name)}
              {...form.register("name")}
            />
          </FormField>
          <FormField id="edit-channel-description" label="Description" error={errors.description?.message}>
            <Textarea
              id="edit-channel-description"
              rows={2}
              className="field-sizing-fixed resize-y"
              {...describedBy("edit-channel-description", errors.description)}
              {...form.register("description")}
            />
          </FormField>
          <FormField
            id="edit-channel-rate"
            label="Speaking rate (words per minute)"
            error={errors.wordsPerMinute?.message}
            hint={`${WORDS_PER_MINUTE_MIN} to ${WORDS_PER_MINUTE_MAX}; scripts for this channel are this many words per minute of video`}
          >
            <Input
              id="edit-channel-rate"
              type="number"
              inputMode="numeric"
              min={WORDS_PER_MINUTE_MIN}
              max={WORDS_PER_MINUTE_MAX}
              step={1}
              className="w-32"
              {...describedBy("edit-channel-rate", errors.wordsPerMinute, "hint")}
              {...form.register("wordsPerMinute", { valueAsNumber: true })}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {update.isPending ? "Saving..." : "Save Changes"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
