import { useQuery } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getVideoQueryOptions } from "@/api/get-video.ts";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ApiError, errorMessage } from "@/lib/api.ts";
import type { StudioBinding } from "@/lib/studio-link.ts";
import { NOT_FOUND } from "../../../../shared/not-found.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";

/**
 * The studio bound to a video (`?video=`, issue 10) once the video is read: its title, keywords and
 * saved script are what the studio starts from. 'Edit script' waits for a fresh read, so the editor
 * opens on the newest saved version.
 */
export function BoundStudio({
  binding,
  children,
}: {
  binding: StudioBinding;
  children: (video: VideoDetail, openSaved: boolean) => ReactNode;
}) {
  const { t } = useTranslation("studio");
  const openSaved = binding.open === "saved";
  // 'Edit script' reads the video afresh even when a cached copy is fresh: the newest version counts.
  const video = useQuery({ ...getVideoQueryOptions(binding.videoId), refetchOnMount: openSaved ? "always" : true });
  if (video.isPending || (openSaved && !video.isFetchedAfterMount))
    return <PageLoader label={t("Loading the video...")} />;
  if (video.isError) {
    const notFound = video.error instanceof ApiError && video.error.status === 404;
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-4 px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <SearchX className="size-6" aria-hidden="true" />
        </span>
        <h1 className="font-semibold text-2xl tracking-tight">
          {notFound ? t(NOT_FOUND.video) : t("Failed to load the video")}
        </h1>
        <p className="max-w-md text-muted-foreground">
          {notFound
            ? t("The video this studio was writing for may have been deleted, or the link is wrong.")
            : errorMessage(video.error)}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {!notFound && (
            <Button variant="outline" onClick={() => video.refetch()}>
              {t("Retry")}
            </Button>
          )}
          <Button asChild>
            <Link to="/content-studio">{t("Open the Content Studio")}</Link>
          </Button>
        </div>
      </div>
    );
  }
  return children(video.data, openSaved);
}
