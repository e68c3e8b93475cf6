import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMembers } from "@/api/get-members.ts";
import { useUpdateVideoProduction } from "@/api/update-video-production.ts";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select.tsx";
import { cn } from "@/lib/cn.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { CALENDAR_DATE, PRODUCTION_STAGES, type ProductionStage } from "../../../shared/production-stages.ts";
import type { UpdateProductionInput } from "../../../shared/schemas/production.ts";

export interface ProductionValues {
  id: string;
  stage: ProductionStage;
  assigneeId: string | null;
  dueDate: string | null;
  plannedPublishDate: string | null;
}

const UNASSIGNED = "none";

/**
 * Issue 13: a video's stage, assignee, due date and planned publish date, each saved as soon as it
 * is chosen (dates when the field is left). Shared by the video page and the board's cards.
 */
export function ProductionFields({ video, className }: { video: ProductionValues; className?: string }) {
  const { t } = useTranslation("common");
  // src/shared's STAGE_LABELS, in the interface's language.
  const stageLabels: Record<ProductionStage, string> = {
    idea: t("Idea"),
    scripting: t("Scripting"),
    recording: t("Recording"),
    editing: t("Editing"),
    ready: t("Ready"),
    published: t("Published"),
  };
  const id = useId();
  const members = useMembers();
  const update = useUpdateVideoProduction();

  const save = (input: UpdateProductionInput, done: string) =>
    update.mutate(
      { videoId: video.id, ...input },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => showFailure(t("Failed to update the video"), error),
      },
    );

  const assignee = members.data?.members.find((m) => m.id === video.assigneeId);

  return (
    <div className={cn("grid gap-4 sm:grid-cols-2", className)}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-stage`}>{t("Stage")}</Label>
        <Select
          value={video.stage}
          onValueChange={(stage) =>
            stage !== video.stage &&
            save(
              { stage: stage as ProductionStage },
              t("Moved to {stage}", { stage: stageLabels[stage as ProductionStage] }),
            )
          }
        >
          <SelectTrigger id={`${id}-stage`} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {PRODUCTION_STAGES.map((stage) => (
              <SelectItem key={stage} value={stage}>
                {stageLabels[stage]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-assignee`}>{t("Assignee")}</Label>
        <Select
          value={video.assigneeId ?? UNASSIGNED}
          onValueChange={(value) => {
            const assigneeId = value === UNASSIGNED ? null : value;
            if (assigneeId === video.assigneeId) return;
            const name = members.data?.members.find((m) => m.id === assigneeId)?.name;
            save({ assigneeId }, name ? t("Assigned to {name}", { name }) : t("Unassigned"));
          }}
        >
          <SelectTrigger id={`${id}-assignee`} className="w-full">
            <SelectValue placeholder={assignee?.name ?? t("Unassigned")} />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={UNASSIGNED}>{t("Unassigned")}</SelectItem>
            {members.data?.members.map((member) => (
              <SelectItem key={member.id} value={member.id}>
                {member.name || member.email}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <DateField
        id={`${id}-due`}
        label={t("Due date")}
        value={video.dueDate}
        onSave={(dueDate) => save({ dueDate }, dueDate ? t("Due date set") : t("Due date cleared"))}
      />
      <DateField
        id={`${id}-planned`}
        label={t("Planned publish date")}
        value={video.plannedPublishDate}
        onSave={(plannedPublishDate) =>
          save(
            { plannedPublishDate },
            plannedPublishDate ? t("Publish date planned") : t("Planned publish date cleared"),
          )
        }
      />
    </div>
  );
}

/** A date saved when the field is left (typing a year digit by digit must not save year 0002). */
function DateField({
  id,
  label,
  value,
  onSave,
}: {
  id: string;
  label: string;
  value: string | null;
  onSave: (value: string | null) => void;
}) {
  const [draft, setDraft] = useState(value ?? "");
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    setDraft(value ?? "");
  }
  const commit = () => {
    const next = draft === "" ? null : draft;
    if (next === value || (next !== null && !CALENDAR_DATE.test(next))) return;
    onSave(next);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="date"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
      />
    </div>
  );
}
