import { Languages } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { activeLanguage } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { LISTED_LANGUAGES, languageLabel } from "../../../../shared/languages.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { useTranslateScript } from "../api/translate-script.ts";

/**
 * "Translate script": for a dubbed version (YouTube's multi-language audio), the script goes into another
 * language as a new video in the same folder, linked to this one; the page then opens it.
 */
export function TranslateScriptDialog({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("video");
  const id = useId();
  const navigate = useNavigate();
  const translate = useTranslateScript();
  const [open, setOpen] = useState(false);
  const languages = LISTED_LANGUAGES.filter((tag) => tag !== video.language);
  const [language, setLanguage] = useState<string>(languages.find((tag) => tag === "es") ?? languages[0]);

  const run = () =>
    translate.mutateAsync({ videoId: video.id, language }).then(
      ({ videoId }) => {
        toast.success(t("Script translated into a new video"));
        setOpen(false);
        navigate(`/video/${videoId}?tab=script`);
      },
      (error: unknown) => showFailure(t("Failed to translate the script"), error),
    );

  return (
    <Dialog open={open} onOpenChange={(next) => !translate.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" data-testid="translate-script">
          <Languages aria-hidden="true" />
          {t("Translate script")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Translate script")}</DialogTitle>
          <DialogDescription>
            {t(
              "The AI model writes this script in another language as a new video in the same folder, linked to this one: for a dubbed version of the video.",
            )}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-language`}>{t("Into")}</Label>
          <NativeSelect
            id={`${id}-language`}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            disabled={translate.isPending}
          >
            {languages.map((tag) => (
              <option key={tag} value={tag}>
                {languageLabel(tag, activeLanguage())}
              </option>
            ))}
          </NativeSelect>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)} disabled={translate.isPending}>
            {t("Cancel")}
          </Button>
          <Button onClick={run} disabled={translate.isPending}>
            {translate.isPending && <Spinner aria-hidden="true" role="presentation" />}
            {translate.isPending ? t("Translating…") : t("Translate")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
