import { Check, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateFolder } from "@/api/create-folder.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { monthOf } from "../../../../shared/month.ts";
import type { Folder } from "../../../../shared/schemas/library.ts";
import { inlineFormKeys } from "../lib/inline-form-keys.ts";

interface NewFolderFieldProps {
  channelId: string | null;
  onCreated: (folder: Folder) => void;
  onClose: () => void;
}

/**
 * Inline "new folder" of the save dialog (spec §5: a non-empty name and a chosen channel; the month
 * defaults to the current month, stored as 'YYYY-MM').
 */
export function NewFolderField({ channelId, onCreated, onClose }: NewFolderFieldProps) {
  const { t } = useTranslation("studio");
  const [name, setName] = useState("");
  const [month, setMonth] = useState(() => monthOf(new Date(), "local"));
  // What is wrong, kept as which check failed: the text follows the interface's language.
  const [error, setError] = useState<"channel" | "name" | "month" | null>(null);
  const create = useCreateFolder();
  const errors = {
    channel: t("Choose a channel first"),
    name: t("Folder name is required"),
    month: t("Choose the folder's month"),
  };

  const submit = () => {
    if (!channelId) {
      setError("channel");
      return;
    }
    if (!name.trim()) {
      setError("name");
      return;
    }
    if (!month) {
      setError("month");
      return;
    }
    create.mutate(
      { channelId, name: name.trim(), monthYear: month },
      {
        onSuccess: ({ folder }) => {
          toast.success(t("Folder created successfully"));
          onCreated(folder);
        },
        onError: (cause) => {
          showFailure(t("Failed to create folder"), cause);
        },
      },
    );
  };

  const onKeyDown = inlineFormKeys(submit, onClose);

  return (
    <div className="grid gap-2 rounded-lg border border-dashed p-2">
      <div className="grid gap-2 sm:grid-cols-[1fr_10rem]">
        <Input
          aria-label={t("New folder name")}
          placeholder={t("Weekly Upload Batch")}
          value={name}
          autoFocus
          maxLength={200}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={error === "name"}
          disabled={create.isPending}
        />
        <div className="grid">
          <Label htmlFor="new-folder-month" className="sr-only">
            {t("Folder month")}
          </Label>
          <Input
            id="new-folder-month"
            type="month"
            value={month}
            onChange={(event) => {
              setMonth(event.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
            disabled={create.isPending}
          />
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onClose} disabled={create.isPending}>
          <X aria-hidden="true" />
          {t("Cancel")}
        </Button>
        <Button type="button" size="sm" onClick={submit} disabled={create.isPending}>
          {create.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Check aria-hidden="true" />}
          {t("Create folder")}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {errors[error]}
        </p>
      )}
    </div>
  );
}
