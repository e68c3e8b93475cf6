import { Clock, FilePen, FileText, GitCommitVertical, Hash, Mic, PenLine } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MakeShortsDialog } from "@/components/make-shorts-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { activeLanguage } from "@/lib/i18n.ts";
import { editScriptPath, writeScriptPath } from "@/lib/studio-link.ts";
import { ScriptOutputActions } from "@/script-output/script-output-actions.tsx";
import { languageLabel } from "../../../../shared/languages.ts";
import { lengthUnit } from "../../../../shared/length.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { ReviewPanel } from "./review/review-panel.tsx";
import { ScriptVersionsCard } from "./script-versions-card.tsx";
import { toneWords } from "./tone-words.ts";
import { TranslateScriptDialog } from "./translate-script-dialog.tsx";

/**
 * spec §2 Script: duration in min, tone, word count and the content, read-only here; issue 10 adds
 * 'Write script' / 'Edit script' (the studio bound to this video) and the script's versions.
 */
export function ScriptTab({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("video");
  const { script } = video;
  if (!script) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FileText className="size-6" aria-hidden="true" />
          </span>
          <p className="font-medium">{t("No script available for this video")}</p>
          <p className="max-w-sm text-muted-foreground text-sm">
            {t(
              "Write one in the Content Studio: it starts from this video's title and keywords, and saves to this video.",
            )}
          </p>
          <Button asChild size="sm">
            <Link to={writeScriptPath(video.id)}>
              <PenLine aria-hidden="true" />
              {t("Write script")}
            </Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FileText className="size-5 text-primary" aria-hidden="true" />
            <h2>{t("Script")}</h2>
          </CardTitle>
          <CardDescription className="flex flex-wrap gap-2 pt-1" data-testid="script-facts">
            <Badge variant="secondary" data-testid="script-version">
              <GitCommitVertical aria-hidden="true" />
              {t("Version {number}", { number: script.version })}
            </Badge>
            <Badge variant="secondary">
              <Clock aria-hidden="true" />
              {script.duration === null
                ? t("Duration N/A")
                : video.format === "short"
                  ? t("{seconds} s", { seconds: Math.round(script.duration * 60) })
                  : t("{minutes} min", { minutes: script.duration })}
            </Badge>
            <Badge variant="secondary" className="capitalize">
              <Mic aria-hidden="true" />
              {script.tone === null ? t("No tone") : toneWords(script.tone)}
            </Badge>
            <Badge variant="secondary">
              <Hash aria-hidden="true" />
              {script.wordCount === null
                ? t("N/A words")
                : t(
                    "{unit, select, characters {{n, plural, other {# characters}}} other {{n, plural, other {# words}}}}",
                    {
                      n: script.wordCount,
                      unit: lengthUnit(video.language),
                    },
                  )}
            </Badge>
          </CardDescription>
          <CardAction className="flex flex-wrap justify-end gap-2">
            {video.format === "long" && <MakeShortsDialog videoId={video.id} />}
            <TranslateScriptDialog video={video} />
            <Button asChild size="sm">
              <Link to={editScriptPath(video.id)}>
                <FilePen aria-hidden="true" />
                {t("Edit script")}
              </Link>
            </Button>
          </CardAction>
        </CardHeader>
        <CardContent className="grid gap-4">
          {(video.translatedFrom || video.translations.length > 0) && (
            <div className="grid gap-1 text-sm" data-testid="script-translations">
              {video.translatedFrom && (
                <p>
                  {t("Translated from")}{" "}
                  <Link className="font-medium underline" to={`/video/${video.translatedFrom.id}`}>
                    {video.translatedFrom.title}
                  </Link>
                </p>
              )}
              {video.translations.length > 0 && (
                <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                  <span>{t("Translations:")}</span>
                  {video.translations.map((translation) => (
                    <Link key={translation.id} className="font-medium underline" to={`/video/${translation.id}`}>
                      {languageLabel(translation.language, activeLanguage())}
                    </Link>
                  ))}
                </div>
              )}
            </div>
          )}
          <ScriptOutputActions
            text={script.content}
            title={video.title}
            wordsPerMinute={video.channel.wordsPerMinute}
            language={video.language}
          />
          <ReviewPanel video={video} script={script} />
        </CardContent>
      </Card>
      <ScriptVersionsCard videoId={video.id} newest={script.version} language={video.language} />
    </div>
  );
}
