import { PackageOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { VideoPackaging } from "./video-packaging.tsx";

/** issue 12 §1: the video page's "Packaging" tab, on the video's saved script. */
export function PackagingTab({ video }: { video: VideoDetail }) {
  const { t } = useTranslation("packaging");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <PackageOpen className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Packaging")}</h2>
        </CardTitle>
        <CardDescription>
          {t("What viewers see before they click, checked against YouTube's limits and ready to paste into YouTube.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <VideoPackaging
          video={{ id: video.id, title: video.title, channelId: video.channel.id, folderId: video.folder.id }}
          brief={{
            script: video.script?.content ?? "",
            topic: video.title,
            keywords: video.targetKeywords,
            channelId: video.channel.id,
          }}
        />
      </CardContent>
    </Card>
  );
}
