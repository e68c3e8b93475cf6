import { useTranslation } from "react-i18next";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { useUpdateVideoStatus } from "@/features/video/api/update-video-status.ts";
import { cn } from "@/lib/cn.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { normalizeVideoStatus, VIDEO_STATUSES, type VideoStatus } from "../../../../shared/library-rules.ts";

// The status badge's look (spec §4) on a select trigger.
const STYLES: Record<VideoStatus, string> = {
  draft: "border-transparent bg-secondary text-secondary-foreground hover:bg-secondary/80",
  published:
    "border-transparent bg-emerald-700 text-white hover:bg-emerald-700/90 dark:bg-emerald-500/25 dark:text-emerald-300 dark:hover:bg-emerald-500/35 [&_svg:not([class*='text-'])]:text-current",
  archive: "bg-transparent text-muted-foreground hover:bg-accent dark:bg-transparent",
};

/** The video's status badge; choosing another status saves it (issue 3: draft, published, archive). */
export function StatusSelect({ videoId, status }: { videoId: string; status: string }) {
  const { t } = useTranslation("video");
  // The status badge's words (components/video-status-badge.tsx), in the interface's language.
  const labels: Record<VideoStatus, string> = { draft: t("Draft"), published: t("Published"), archive: t("Archive") };
  const update = useUpdateVideoStatus();
  const value = normalizeVideoStatus(status);

  const onChange = (next: string) => {
    const chosen = normalizeVideoStatus(next);
    if (chosen === value) return;
    update.mutate(
      { videoId, status: chosen },
      {
        onSuccess: () => toast.success(t("Status changed to {status}", { status: labels[chosen] })),
        onError: (error) => showFailure(t("Failed to update status"), error),
      },
    );
  };

  return (
    <Select value={value} onValueChange={onChange} disabled={update.isPending}>
      <SelectTrigger
        size="sm"
        aria-label={t("Status")}
        data-status={value}
        className={cn(
          "h-7 gap-1 rounded-md px-2 font-medium text-xs shadow-none data-[size=sm]:h-7 disabled:opacity-70",
          STYLES[value],
        )}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent align="end">
        {VIDEO_STATUSES.map((option) => (
          <SelectItem key={option} value={option}>
            {labels[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
