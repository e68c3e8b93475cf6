import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { cn } from "@/lib/cn.ts";
import { normalizeVideoStatus, type VideoStatus } from "../../shared/library-rules.ts";
import { msg } from "../../shared/message.ts";

// Marked with msg() so the catalogue has them ("common"); shown through t() in the interface's language.
export const VIDEO_STATUS_LABELS: Record<VideoStatus, string> = {
  draft: msg("Draft"),
  published: msg("Published"),
  archive: msg("Archive"),
};

const STATUS_STYLES: Record<VideoStatus, string> = {
  draft: "border-transparent bg-secondary text-secondary-foreground",
  published: "border-transparent bg-emerald-600 text-white dark:bg-emerald-500/25 dark:text-emerald-300",
  archive: "text-muted-foreground",
};

/** spec §4: published and archive have their own look; any other value shows as draft. */
export function VideoStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation("common");
  const value = normalizeVideoStatus(status);
  return (
    <Badge variant="outline" data-status={value} className={cn(STATUS_STYLES[value], className)}>
      {t(VIDEO_STATUS_LABELS[value])}
    </Badge>
  );
}
