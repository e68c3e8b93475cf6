import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";

/** A long video's Shorts and a Short's long video (decision 046), linked both ways. */
export function ShortsLinks({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("video");
  if (!video.shortOf && video.shorts.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="script-shorts">
      {video.shortOf && (
        <p>
          {t("From:")}{" "}
          <Link className="font-medium underline" to={`/video/${video.shortOf.id}`} dir="auto">
            {video.shortOf.title}
          </Link>
        </p>
      )}
      {video.shorts.length > 0 && (
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span>{t("Shorts from this video:")}</span>
          {video.shorts.map((short) => (
            <Link key={short.id} className="font-medium underline" to={`/video/${short.id}`} dir="auto">
              {short.title}
            </Link>
          ))}
        </div>
      )}
    </div>
  );
}
