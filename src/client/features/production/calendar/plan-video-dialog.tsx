import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { NativeSelect } from "@/components/ui/native-select.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import { isCalendarDay } from "../../../../shared/production-stages.ts";
import { usePlanVideo } from "../api/plan-video.ts";

/**
 * "Plan a video" on a day: its title (and, on the calendar of every channel, its channel). The
 * server files it as an Idea in that channel's folder of the day's month, making the folder if needed.
 */
export function PlanVideoDialog({
  day,
  channelId,
  channels,
  onOpenChange,
}: {
  /** The day it is planned on; null: closed. */
  day: string | null;
  /** The channel's own calendar; null: the channel is chosen here. */
  channelId: string | null;
  channels: { id: string; name: string }[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("production");
  const plan = usePlanVideo();
  const id = useId();
  const [title, setTitle] = useState("");
  const [date, setDate] = useState("");
  const [channel, setChannel] = useState("");
  const [errors, setErrors] = useState<{ title?: string; date?: string; channel?: string }>({});

  // A fresh form each time it opens (not on every render of the calendar behind it).
  useEffect(() => {
    if (day === null) return;
    setTitle("");
    setDate(day);
    setErrors({});
  }, [day]);
  // The channel chosen last stays chosen; the first one until then.
  const chosenChannel = channel || channels[0]?.id || "";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = channelId ?? chosenChannel;
    const found = {
      ...(title.trim() === "" && { title: t("Enter a title") }),
      ...(!isCalendarDay(date) && { date: t("Enter a date") }),
      ...(!target && { channel: t("Choose a channel") }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    plan.mutate(
      { channelId: target, title: title.trim(), plannedPublishDate: date },
      {
        onSuccess: ({ video }) => {
          toast.success(t('Planned "{title}"', { title: video.title }));
          onOpenChange(false);
        },
        onError: (error) => showFailure(t("Failed to plan the video"), error),
      },
    );
  };

  const field = (name: keyof typeof errors) =>
    errors[name]
      ? { "aria-invalid": true as const, "aria-describedby": `${id}-${name}-error` }
      : { "aria-invalid": undefined };
  const message = (name: keyof typeof errors) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    );

  return (
    <Dialog open={day !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("Plan a video")}</DialogTitle>
          <DialogDescription>
            {t("A new Idea in the channel's folder for that month, with this publish date.")}
          </DialogDescription>
        </DialogHeader>
        <form id={`${id}-form`} onSubmit={submit} className="grid gap-4" noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-title`}>{t("Title")}</Label>
            <Input
              id={`${id}-title`}
              value={title}
              maxLength={300}
              onChange={(event) => setTitle(event.target.value)}
              autoFocus
              {...field("title")}
            />
            {message("title")}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-date`}>{t("Planned publish date")}</Label>
            <Input
              id={`${id}-date`}
              type="date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              {...field("date")}
            />
            {message("date")}
          </div>
          {channelId === null && (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-channel`}>{t("Channel")}</Label>
              <NativeSelect
                id={`${id}-channel`}
                value={chosenChannel}
                onChange={(event) => setChannel(event.target.value)}
                {...field("channel")}
              >
                {channels.length === 0 && <option value="">{t("No channels yet")}</option>}
                {channels.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
              {message("channel")}
            </div>
          )}
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("Cancel")}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={plan.isPending}>
            {plan.isPending ? t("Planning…") : t("Plan video")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
