import { Save } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { api, unwrap } from "@/lib/api.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { countLength } from "../../../../shared/length.ts";
import type { PackagingContent } from "../../../../shared/schemas/packaging.ts";
import type { Tone } from "../../../../shared/studio-values.ts";
import { useSaveScript } from "../api/save-script.ts";
import { SaveScriptForm } from "./save-script-form.tsx";

interface SaveToLibraryDialogProps {
  script: string;
  duration: number;
  tone: Tone;
  /** The script's language: its length is counted in its unit (decision 038). */
  language: string;
  /** The unbound studio's packaging (issue 12): saved to the new video as its first version. */
  packaging?: PackagingContent | null;
}

/** spec §2 save to library: channel, folder, title, optional YouTube URL and keywords; inline creation. */
export function SaveToLibraryDialog({ script, duration, tone, language, packaging }: SaveToLibraryDialogProps) {
  const { t } = useTranslation("studio");
  const [open, setOpen] = useState(false);
  const save = useSaveScript();
  const navigate = useNavigate();

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="sm" disabled={!script.trim()}>
          <Save aria-hidden="true" />
          {t("Save to Library")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("Save to Library")}</DialogTitle>
          <DialogDescription>
            {t("The script is saved as a new draft video in the folder you choose.")}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <SaveScriptForm
            isSaving={save.isPending}
            onSave={(values) =>
              save
                .mutateAsync({
                  ...values,
                  content: script,
                  duration,
                  tone,
                  language,
                  wordCount: countLength(script, language),
                })
                .then(async ({ videoId }) => {
                  if (packaging) {
                    await unwrap(
                      api.api.videos[":id"].packaging.$put({
                        param: { id: encodeURIComponent(videoId) },
                        json: { content: packaging, baseVersion: null },
                      }),
                    ).catch((error: unknown) => showFailure(t("The script is saved, its packaging is not"), error));
                  }
                  setOpen(false);
                  toast.success(t("Script saved successfully"), {
                    description: t('"{title}" is in your library as a draft.', { title: values.title }),
                    action: { label: t("Open video"), onClick: () => navigate(`/video/${videoId}`) },
                  });
                })
                .catch((error: unknown) => {
                  showFailure(t("Failed to save script"), error);
                })
            }
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
