import { Check, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateChannel } from "@/api/create-channel.ts";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Channel } from "../../../../shared/schemas/library.ts";
import { inlineFormKeys } from "../lib/inline-form-keys.ts";

/** Inline "new channel" of the save dialog (spec §5: a non-empty name). */
export function NewChannelField({
  onCreated,
  onClose,
}: {
  onCreated: (channel: Channel) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("studio");
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const create = useCreateChannel();

  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t("Channel name is required"));
      return;
    }
    create.mutate(
      { name: trimmed },
      {
        onSuccess: ({ channel }) => {
          toast.success(t("Channel created successfully"));
          onCreated(channel);
        },
        // spec §8: 'Error: Failed to create channel', with the server's reason when it gives one.
        onError: (cause) => showFailure(t("Error"), cause, t("Failed to create channel")),
      },
    );
  };

  const onKeyDown = inlineFormKeys(submit, onClose);

  return (
    <div className="grid gap-1.5 rounded-lg border border-dashed p-2">
      <div className="flex gap-2">
        <Input
          aria-label={t("New channel name")}
          placeholder={t("Channel name")}
          value={name}
          autoFocus
          maxLength={200}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          aria-invalid={Boolean(error)}
          disabled={create.isPending}
        />
        <Button type="button" size="sm" className="h-9" onClick={submit} disabled={create.isPending}>
          {create.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Check aria-hidden="true" />}
          {t("Create")}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          onClick={onClose}
          disabled={create.isPending}
          aria-label={t("Cancel new channel")}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
