import { Badge } from "@/components/ui/badge.tsx";
import { cn } from "@/lib/cn.ts";
import { normalizeVideoStatus, type VideoStatus } from "../../shared/library-rules.ts";

export const VIDEO_STATUS_LABELS: Record<VideoStatus, string> = {
  draft: "Draft",
  published: "Published",
  archive: "Archive",
};

const STATUS_STYLES: Record<VideoStatus, string> = {
  draft: "border-transparent bg-secondary text-secondary-foreground",
  published: "border-transparent bg-emerald-600 text-white dark:bg-emerald-500/25 dark:text-emerald-300",
  archive: "text-muted-foreground",
};

/** spec §4: published and archive have their own look; any other value shows as draft. */
export function VideoStatusBadge({ status, className }: { status: string; className?: string }) {
  const value = normalizeVideoStatus(status);
  return (
    <Badge variant="outline" data-status={value} className={cn(STATUS_STYLES[value], className)}>
      {VIDEO_STATUS_LABELS[value]}
    </Badge>
  );
}
