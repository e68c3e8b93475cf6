import { Lightbulb } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { followUpIdea } from "../../../../shared/idea-research.ts";
import type { OwnOutlier } from "../../../../shared/schemas/dashboard.ts";
import { useCreateIdea } from "../api/create-idea.ts";

/** "Save as idea" on one of the channel's own outliers (the dashboard's Outliers tab): do a follow-up. */
export function SaveFollowUpButton({ outlier, channelId }: { outlier: OwnOutlier; channelId: string }) {
  const { t } = useTranslation("ideas");
  const createIdea = useCreateIdea();
  const save = () =>
    createIdea.mutate(followUpIdea(outlier, channelId), {
      onSuccess: (idea) =>
        toast.success(t("Saved as idea"), { description: t('"{title}" is in the idea bank.', { title: idea.title }) }),
      onError: (error) => showFailure(t("Failed to save the idea"), error),
    });
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={createIdea.isPending}
      onClick={save}
      aria-label={t("Save as idea: a follow-up to {title}", { title: outlier.title })}
    >
      {createIdea.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Lightbulb aria-hidden="true" />}
      {t("Save as idea")}
    </Button>
  );
}
