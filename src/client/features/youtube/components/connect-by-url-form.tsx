import { zodResolver } from "@hookform/resolvers/zod";
import { Link2 } from "lucide-react";
import { useEffect } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useCreateChannel } from "@/api/create-channel.ts";
import { describedBy, FormField } from "@/components/form/form-field.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ApiError } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import { createChannelSchema } from "../../../../shared/schemas/library.ts";

type Values = z.input<typeof createChannelSchema>;
type Output = z.output<typeof createChannelSchema>;

const EMPTY: Values = { url: "", name: "", description: "" };

/** 'Invalid URL: Please enter…' is a toast title and its description (spec §8). */
function toastTitled(message: string) {
  const [title, ...rest] = message.split(": ");
  if (rest.length === 0) toast.error(message);
  else toast.error(title, { description: rest.join(": ") });
}

/**
 * The 'Channel URL' tab (spec §2, §5): URL required (Connect disabled while blank), name and
 * description optional — the server defaults them to 'Channel {id}' and 'YouTube Channel: {id}'.
 */
export function ConnectByUrlForm({
  onConnected,
  onBusyChange,
}: {
  onConnected: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { t } = useTranslation("youtube");
  const urlHint = t("youtube.com/@handle, /channel/…, /c/… or /user/…");
  const create = useCreateChannel();
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(createChannelSchema), defaultValues: EMPTY });
  const { errors } = form.formState;
  const urlBlank = (form.watch("url") ?? "").trim() === "";

  useEffect(() => onBusyChange(create.isPending), [create.isPending, onBusyChange]);

  const onInvalid = (invalid: FieldErrors<Values>) => {
    // spec §8: INVALID_CHANNEL_URL_MESSAGE, its title and description in the interface's language.
    if (invalid.url) toast.error(t("Invalid URL"), { description: t("Please enter a valid YouTube channel URL.") });
  };

  const onSubmit = form.handleSubmit(
    (values) =>
      create.mutateAsync(values).then(
        ({ message }) => {
          toast.success(message || t("Channel connected successfully! Sync will begin shortly."));
          form.reset(EMPTY);
          onConnected();
        },
        (error: unknown) => {
          const message = error instanceof ApiError ? error.message : "";
          if (message) toastTitled(message);
          else toast.error(t("Failed to connect YouTube channel."));
        },
      ),
    onInvalid,
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="channel-url" label={t("Channel URL")} error={errors.url?.message} hint={urlHint}>
        <Input
          id="channel-url"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/@yourchannel"
          autoComplete="off"
          {...describedBy("channel-url", errors.url, urlHint)}
          {...form.register("url")}
        />
      </FormField>
      <FormField id="channel-name" label={t("Channel Name (Optional)")} error={errors.name?.message}>
        <Input
          id="channel-name"
          placeholder={t("Taken from the URL when blank")}
          autoComplete="off"
          {...describedBy("channel-name", errors.name)}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="channel-description" label={t("Description (Optional)")} error={errors.description?.message}>
        <Textarea
          id="channel-description"
          rows={2}
          placeholder={t("What this channel is about")}
          className="field-sizing-fixed resize-y"
          {...describedBy("channel-description", errors.description)}
          {...form.register("description")}
        />
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={urlBlank || create.isPending} className="w-full sm:w-auto">
          {create.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Link2 aria-hidden="true" />}
          {create.isPending ? t("Connecting...") : t("Connect")}
        </Button>
      </div>
    </form>
  );
}
