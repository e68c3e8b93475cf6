import { Workflow } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProductionFields } from "@/components/production/production-fields.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";

/** Issue 13: the video's stage, assignee and dates, editable here as on the board's card. */
export function ProductionCard({ video, className }: { video: VideoDetail; className?: string }) {
  const { t } = useTranslation("video");
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Workflow className="size-4" aria-hidden="true" />
          {t("Production")}
        </CardTitle>
        <CardAction>
          <Button asChild variant="link" size="sm" className="h-auto px-0">
            <Link to="/production?view=board">{t("Open the board")}</Link>
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <ProductionFields video={video} className="lg:grid-cols-4" />
      </CardContent>
    </Card>
  );
}
