import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { getVideoQueryOptions } from "@/api/get-video.ts";
import { PageLoader } from "@/components/layout/page-loader.tsx";
import { PageLoadFailure } from "@/components/page-load-failure.tsx";
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
      <PageLoadFailure
        notFound={notFound}
        title={notFound ? t(NOT_FOUND.video) : t("Failed to load the video")}
        detail={
          notFound
            ? t("The video this studio was writing for may have been deleted, or the link is wrong.")
            : errorMessage(video.error)
        }
        onRetry={() => video.refetch()}
        exit={
          <Button asChild>
            <Link to="/content-studio">{t("Open the Content Studio")}</Link>
          </Button>
        }
      />
    );
  }
  return children(video.data, openSaved);
}
