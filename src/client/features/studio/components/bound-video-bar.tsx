import { ExternalLink, PenLine, Tags, Unlink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";

/** issue 10: which video the studio writes for, its keywords, and the way back to the unbound studio. */
export function BoundVideoBar({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("studio");
  return (
    <section
      aria-label={t("Video being written for")}
      className="grid gap-2 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3"
      data-testid="bound-video"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <PenLine className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm">
          <span className="text-muted-foreground">{t("Writing for:")} </span>
          <Link
            to={`/video/${encodeURIComponent(video.id)}?tab=script`}
            className="font-medium underline-offset-4 hover:underline focus-visible:underline"
          >
            {video.title}
          </Link>
          <span className="text-muted-foreground">
            {" "}
            · {video.channel.name} › {video.folder.name}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={`/video/${encodeURIComponent(video.id)}?tab=script`}>
              <ExternalLink aria-hidden="true" />
              {t("Open video")}
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="/content-studio">
              <Unlink aria-hidden="true" />
              {t("Stop writing for this video")}
            </Link>
          </Button>
        </div>
      </div>
      {video.targetKeywords.length > 0 && (
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          <span className="flex items-center gap-1 text-muted-foreground">
            <Tags className="size-3.5" aria-hidden="true" />
            {t("Target keywords:")}
          </span>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("Target keywords")}>
            {video.targetKeywords.map((keyword) => (
              <li key={keyword}>
                <Badge variant="secondary">{keyword}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
