import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarDays, ExternalLink, FilePen } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useUpdateVideo } from "@/api/update-video.ts";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatDate } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import { keywordsInput, splitKeywords, videoUrlInput } from "../../../../shared/schemas/library.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { normalizeVideoUrl } from "../../../../shared/youtube-url.ts";

// spec §5: a blank URL is stored as null; keywords are split by comma and trimmed ('' → []).
const detailsSchema = z.object({ youtubeUrl: videoUrlInput, targetKeywords: keywordsInput });
type Values = z.input<typeof detailsSchema>;
type Output = z.output<typeof detailsSchema>;

// The form only ever holds text in both fields.
const toValues = (video: VideoDetail): Values => ({
  youtubeUrl: video.youtubeUrl ?? "",
  targetKeywords: video.targetKeywords.join(", "),
});

/** spec §2 Overview: YouTube URL with open-in-new-tab, Target Keywords, created date, Save Changes. */
export function VideoDetailsForm({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("video");
  const update = useUpdateVideo();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(detailsSchema),
    defaultValues: toValues(video),
  });
  const { errors } = form.formState;
  const url = form.watch("youtubeUrl") ?? "";
  const keywordText = form.watch("targetKeywords");
  const keywords = splitKeywords(typeof keywordText === "string" ? keywordText : keywordText.join(","));
  const openableUrl = normalizeVideoUrl(url);

  const savedUrl = video.youtubeUrl;
  const savedKeywords = video.targetKeywords.join(", ");
  // Another member's save (live updates, decision 025) shows in the fields this member is not
  // editing; what they are typing stays as it is.
  useEffect(() => {
    form.reset({ youtubeUrl: savedUrl ?? "", targetKeywords: savedKeywords }, { keepDirtyValues: true });
  }, [savedUrl, savedKeywords, form]);

  const onSubmit = form.handleSubmit((values) =>
    update.mutateAsync({ videoId: video.id, ...values }).then(
      () => {
        toast.success(t("Video details updated successfully"));
      },
      (error: unknown) => showFailure(t("Failed to update video details"), error),
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FilePen className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Video Details")}</h2>
        </CardTitle>
        <CardDescription>{t("Where the video lives and what it should rank for.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor="video-youtube-url">{t("YouTube URL")}</Label>
            <div className="flex gap-2">
              <Input
                id="video-youtube-url"
                type="url"
                inputMode="url"
                placeholder="https://www.youtube.com/watch?v=..."
                autoComplete="off"
                aria-invalid={Boolean(errors.youtubeUrl)}
                aria-describedby={errors.youtubeUrl ? "video-youtube-url-error" : undefined}
                {...form.register("youtubeUrl")}
              />
              {openableUrl ? (
                <Button asChild variant="outline" size="icon" className="shrink-0">
                  <a
                    href={openableUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t("Open video in a new tab")}
                  >
                    <ExternalLink aria-hidden="true" />
                  </a>
                </Button>
              ) : (
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  className="shrink-0"
                  disabled
                  aria-label={t("Open video in a new tab (enter a YouTube URL first)")}
                >
                  <ExternalLink aria-hidden="true" />
                </Button>
              )}
            </div>
            {errors.youtubeUrl && (
              <p id="video-youtube-url-error" role="alert" className="text-destructive text-sm">
                {errors.youtubeUrl.message && t(errors.youtubeUrl.message)}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="video-keywords">{t("Target Keywords")}</Label>
            <Input
              id="video-keywords"
              placeholder={t("video editing, workflow, tutorial")}
              autoComplete="off"
              aria-invalid={Boolean(errors.targetKeywords)}
              aria-describedby={errors.targetKeywords ? "video-keywords-error" : "video-keywords-hint"}
              {...form.register("targetKeywords")}
            />
            {errors.targetKeywords ? (
              <p id="video-keywords-error" role="alert" className="text-destructive text-sm">
                {errors.targetKeywords.message && t(errors.targetKeywords.message)}
              </p>
            ) : (
              <p id="video-keywords-hint" className="text-muted-foreground text-xs">
                {t("Separate keywords with commas")}
              </p>
            )}
            {keywords.length > 0 && (
              <ul className="flex flex-wrap gap-1.5" aria-label={t("Keywords")} data-testid="keyword-list">
                {keywords.map((keyword, index) => (
                  <li key={`${index}-${keyword}`}>
                    <Badge variant="secondary" className="max-w-full whitespace-normal break-all">
                      {keyword}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <CalendarDays className="size-4" aria-hidden="true" />
            {t("Created {date}", { date: formatDate(video.createdAt) })}
          </p>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {update.isPending ? t("Saving...") : t("Save Changes")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
