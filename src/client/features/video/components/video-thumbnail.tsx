import { ImageOff } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { thumbnailUrls } from "../../../../shared/youtube-url.ts";

/**
 * spec §2: the maximum-resolution thumbnail, falling back to the high-quality one. YouTube answers a
 * missing maxres image with a 120 px placeholder rather than an error, so that counts as missing too.
 */
export function VideoThumbnail({ youtubeVideoId, title }: { youtubeVideoId: string | null; title: string }) {
  const { t } = useTranslation("video");
  const [stage, setStage] = useState<"maxres" | "fallback" | "none">("maxres");
  const [shownFor, setShownFor] = useState(youtubeVideoId);
  if (shownFor !== youtubeVideoId) {
    setShownFor(youtubeVideoId);
    setStage("maxres");
  }

  if (!youtubeVideoId || stage === "none") {
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed bg-muted/40 text-muted-foreground text-xs">
        <ImageOff className="size-6" aria-hidden="true" />
        {youtubeVideoId ? t("Thumbnail unavailable") : t("No thumbnail without a YouTube URL")}
      </div>
    );
  }

  const urls = thumbnailUrls(youtubeVideoId);
  const next = () => setStage(stage === "maxres" ? "fallback" : "none");
  return (
    <img
      key={stage}
      src={stage === "maxres" ? urls.maxres : urls.fallback}
      alt={t("Thumbnail of {title}", { title })}
      className="aspect-video w-full rounded-lg border bg-muted object-cover"
      loading="lazy"
      onError={next}
      onLoad={(event) => {
        if (stage === "maxres" && event.currentTarget.naturalWidth <= 120) next();
      }}
    />
  );
}
