import { PackageOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import type { PackagingContent } from "../../../../shared/schemas/packaging.ts";
import { SPOKEN_WORDS_PER_MINUTE } from "../../../../shared/studio-values.ts";
import { type PackagingBrief, PackagingEditor } from "./packaging-editor.tsx";
import { VideoPackaging } from "./video-packaging.tsx";

export interface StudioPackagePanelProps {
  /** The video the studio writes for; null for the unbound studio. */
  video: { id: string; title: string; channelId: string; folderId: string } | null;
  brief: PackagingBrief;
  /** The unbound studio's packaging, kept in its work in progress. */
  packaging: PackagingContent | null;
  onPackagingChange: (packaging: PackagingContent | null) => void;
  /** The picked channel's rate (chapter times in the unbound studio). */
  wordsPerMinute?: number;
}

/**
 * issue 12 §1: the Edit & Export step's "Package" panel. Bound to a video it edits the video's saved
 * packaging (the same as its Packaging tab); unbound, the packaging stays in the work in progress and
 * is saved to the video made by "Save to Library".
 */
export function StudioPackagePanel({
  video,
  brief,
  packaging,
  onPackagingChange,
  wordsPerMinute,
}: StudioPackagePanelProps) {
  const { t } = useTranslation("packaging");
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackageOpen className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Package")}</h2>
        </CardTitle>
        <CardDescription>
          {video
            ? t('Titles, description, tags and thumbnail text for "{title}", saved with the video.', {
                title: video.title,
              })
            : t(
                "Titles, description, tags and thumbnail text. Kept with your work in progress and saved to the video when you save the script to the library.",
              )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {video ? (
          <VideoPackaging video={video} brief={brief} />
        ) : (
          <PackagingEditor
            content={packaging}
            onChange={onPackagingChange}
            brief={brief}
            wordsPerMinute={wordsPerMinute ?? SPOKEN_WORDS_PER_MINUTE}
          />
        )}
      </CardContent>
    </Card>
  );
}
