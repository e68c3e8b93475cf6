import { zodResolver } from "@hookform/resolvers/zod";
import { FolderPlus, Plus, Save } from "lucide-react";
import { useEffect, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useFolders } from "@/api/get-folders.ts";
import { Button } from "@/components/ui/button.tsx";
import { DialogClose, DialogFooter } from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/lib/toast.ts";
import { saveScriptSchema } from "../../../../shared/schemas/scripts.ts";
import { useChannelOptions } from "../hooks/use-channel-options.ts";
import { NewChannelField } from "./new-channel-field.tsx";
import { NewFolderField } from "./new-folder-field.tsx";

// One schema, two uses: the fields of the save request that the dialog asks for.
const saveFormSchema = saveScriptSchema.pick({ folderId: true, title: true, youtubeUrl: true, keywords: true });
type SaveFormValues = z.input<typeof saveFormSchema>;
export type SaveFormOutput = z.output<typeof saveFormSchema>;

const EMPTY: SaveFormValues = { folderId: "", title: "", youtubeUrl: "", keywords: "" };

/** The save dialog's fields: channel and folder (each creatable inline), title, URL, keywords. */
export function SaveScriptForm({
  isSaving,
  onSave,
}: {
  isSaving: boolean;
  onSave: (values: SaveFormOutput & { channelId: string }) => Promise<void>;
}) {
  const { t } = useTranslation("studio");
  // SAVE_SCRIPT_REQUIRED_MESSAGE (shared/schemas/scripts.ts), as the member reads it.
  const required = t("Please select a folder and enter a video title");
  const [channelId, setChannelId] = useState<string | null>(null);
  const [adding, setAdding] = useState<"channel" | "folder" | null>(null);
  const channels = useChannelOptions();
  const folders = useFolders(channelId ?? "", { enabled: channelId !== null });
  const form = useForm<SaveFormValues, unknown, SaveFormOutput>({
    resolver: zodResolver(saveFormSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    // spec §8: channel-loading failures in the studio are only logged.
    if (channels.isError) console.error("Failed to load channels", channels.error);
  }, [channels.isError, channels.error]);

  const chooseChannel = (id: string) => {
    setChannelId(id);
    form.setValue("folderId", "");
  };

  const onSubmit = form.handleSubmit(
    // A folder is only chosen within a channel (choosing a channel clears it): channelId is set here.
    (values) => (channelId ? onSave({ ...values, channelId }) : Promise.resolve()),
    (invalid) => {
      if (invalid.folderId || invalid.title) toast.error(required);
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="save-channel">{t("Channel")}</Label>
          {adding !== "channel" && (
            <Button type="button" variant="ghost" size="sm" className="-my-1 h-7" onClick={() => setAdding("channel")}>
              <Plus aria-hidden="true" />
              {t("New channel")}
            </Button>
          )}
        </div>
        <Select value={channelId ?? ""} onValueChange={chooseChannel} disabled={channels.isPending}>
          <SelectTrigger id="save-channel" className="w-full">
            <SelectValue
              placeholder={
                channels.isPending
                  ? t("Loading channels...")
                  : channels.data?.length
                    ? t("Choose a channel")
                    : t("No channels yet: create one")
              }
            />
          </SelectTrigger>
          <SelectContent>
            {channels.data?.map((channel) => (
              <SelectItem key={channel.id} value={channel.id}>
                {channel.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {channels.isError && <p className="text-muted-foreground text-xs">{t("Channels could not be loaded.")}</p>}
        {adding === "channel" && (
          <NewChannelField
            onClose={() => setAdding(null)}
            onCreated={(channel) => {
              chooseChannel(channel.id);
              setAdding(null);
            }}
          />
        )}
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="save-folder">{t("Folder")}</Label>
          {adding !== "folder" && (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="-my-1 h-7"
              onClick={() => setAdding("folder")}
              disabled={!channelId}
              title={channelId ? undefined : t("Choose a channel first")}
            >
              <FolderPlus aria-hidden="true" />
              {t("New folder")}
            </Button>
          )}
        </div>
        <Controller
          control={form.control}
          name="folderId"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={!channelId || folders.isPending}>
              <SelectTrigger
                id="save-folder"
                className="w-full"
                onBlur={field.onBlur}
                aria-invalid={Boolean(errors.folderId)}
              >
                <SelectValue
                  placeholder={
                    !channelId
                      ? t("Choose a channel first")
                      : folders.isPending
                        ? t("Loading folders...")
                        : folders.data?.folders.length
                          ? t("Choose a folder")
                          : t("No folders yet: create one")
                  }
                />
              </SelectTrigger>
              <SelectContent>
                {folders.data?.folders.map((folder) => (
                  <SelectItem key={folder.id} value={folder.id}>
                    {folder.name} · {folder.monthLabel}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
        {folders.isError && <p className="text-destructive text-xs">{t("Failed to load folders")}</p>}
        {adding === "folder" && (
          <NewFolderField
            channelId={channelId}
            onClose={() => setAdding(null)}
            onCreated={(folder) => {
              form.setValue("folderId", folder.id, { shouldValidate: form.formState.isSubmitted });
              setAdding(null);
            }}
          />
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor="save-title">{t("Video title")}</Label>
        <Input
          id="save-title"
          placeholder={t("e.g. 5 AI tools that save me an hour a day")}
          aria-invalid={Boolean(errors.title)}
          maxLength={300}
          {...form.register("title")}
        />
      </div>

      <div className="grid gap-2">
        <Label htmlFor="save-url">
          {t("YouTube URL")} <span className="font-normal text-muted-foreground">{t("(optional)")}</span>
        </Label>
        <Input
          id="save-url"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=..."
          aria-invalid={Boolean(errors.youtubeUrl)}
          aria-describedby={errors.youtubeUrl ? "save-url-error" : undefined}
          {...form.register("youtubeUrl")}
        />
        {errors.youtubeUrl && (
          <p id="save-url-error" role="alert" className="text-destructive text-sm">
            {errors.youtubeUrl.message && t(errors.youtubeUrl.message)}
          </p>
        )}
      </div>

      <div className="grid gap-2">
        <Label htmlFor="save-keywords">
          {t("Target keywords")} <span className="font-normal text-muted-foreground">{t("(comma-separated)")}</span>
        </Label>
        <Input
          id="save-keywords"
          placeholder={t("ai tools, productivity, automation")}
          {...form.register("keywords")}
        />
        {errors.keywords && (
          <p role="alert" className="text-destructive text-sm">
            {errors.keywords.message && t(errors.keywords.message)}
          </p>
        )}
      </div>

      {(errors.folderId || errors.title) && (
        <p role="alert" className="text-destructive text-sm">
          {required}
        </p>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isSaving}>
            {t("Cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? <Spinner aria-hidden="true" role="presentation" /> : <Save aria-hidden="true" />}
          {isSaving ? t("Saving...") : t("Save Script")}
        </Button>
      </DialogFooter>
    </form>
  );
}
