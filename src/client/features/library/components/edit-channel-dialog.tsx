import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormDialog } from "@/components/form/form-dialog.tsx";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { TextField } from "@/components/form/text-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { useUpdateChannel } from "@/features/library/api/update-channel.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { activeLanguage } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { LISTED_LANGUAGES, languageLabel } from "../../../../shared/languages.ts";
import { WORDS_PER_MINUTE_MAX, WORDS_PER_MINUTE_MIN } from "../../../../shared/schemas/channel-voice.ts";
import { type Channel, updateChannelSchema } from "../../../../shared/schemas/library.ts";

type Values = z.input<typeof updateChannelSchema>;
type Output = z.output<typeof updateChannelSchema>;

/** Rename a channel, change its description, the language its videos are spoken in or its speaking rate. */
export function EditChannelDialog({
  channel,
  open,
  onOpenChange,
}: {
  channel: Channel;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("library");
  const update = useUpdateChannel();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(updateChannelSchema) });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) {
      form.reset({
        name: channel.name,
        description: channel.description ?? "",
        wordsPerMinute: channel.wordsPerMinute,
        language: channel.language,
      });
    }
  }, [open, channel.name, channel.description, channel.wordsPerMinute, channel.language, form]);
  const languages =
    channel.language && !(LISTED_LANGUAGES as readonly string[]).includes(channel.language)
      ? [channel.language, ...LISTED_LANGUAGES]
      : LISTED_LANGUAGES;

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync({ channelId: channel.id, ...values }).then(
      ({ message }) => {
        toast.success(message || t("Channel updated successfully"));
        onOpenChange(false);
      },
      (error: unknown) => showFailure(t("Failed to update channel"), error),
    ),
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("Edit Channel")}
      pending={update.isPending}
      submitLabel={t("Save Changes")}
      pendingLabel={t("Saving...")}
      onSubmit={onSubmit}
    >
      <TextField id="edit-channel-name" label={t("Channel Name")} error={errors.name} {...form.register("name")} />
      <FormField id="edit-channel-description" label={t("Description")} error={errors.description?.message}>
        <Textarea
          id="edit-channel-description"
          rows={2}
          className="field-sizing-fixed resize-y"
          {...describedBy("edit-channel-description", errors.description)}
          {...form.register("description")}
        />
      </FormField>
      <FormField
        id="edit-channel-language"
        label={t("Language")}
        error={errors.language?.message}
        hint={t("The language its videos are spoken in: new scripts for this channel are written in it.")}
      >
        <NativeSelect
          id="edit-channel-language"
          {...describedBy("edit-channel-language", errors.language, "hint")}
          {...form.register("language", { setValueAs: (value: string) => value || null })}
        >
          <option value="">{t("Not set (English)")}</option>
          {languages.map((tag) => (
            <option key={tag} value={tag}>
              {languageLabel(tag, activeLanguage())}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField
        id="edit-channel-rate"
        label={t("Speaking rate (words per minute)")}
        error={errors.wordsPerMinute?.message}
        hint={t("{min} to {max}; scripts for this channel are this many words per minute of video", {
          min: WORDS_PER_MINUTE_MIN,
          max: WORDS_PER_MINUTE_MAX,
        })}
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
    </FormDialog>
  );
}
