import { Bot, Cpu, RotateCcw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useProvider } from "../api/get-provider.ts";

/** The studio's title, the active provider and model (issue 5), and 'Start over'. */
export function StudioHeader({
  canStartOver,
  onStartOver,
  saveStatus,
}: {
  canStartOver: boolean;
  onStartOver: () => void;
  /** Where the work in progress stands (saved to the account, retrying…). */
  saveStatus?: ReactNode;
}) {
  const { t } = useTranslation("studio");
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("Content Studio")}</h1>
          <p className="text-muted-foreground">{t("Research, plan and write a video script in five steps.")}</p>
        </div>
        {(canStartOver || saveStatus) && (
          <div className="flex flex-col items-end gap-1">
            {canStartOver && <StartOverButton onConfirm={onStartOver} />}
            {saveStatus}
          </div>
        )}
      </div>
      <ProviderStatus />
    </div>
  );
}

function ProviderStatus() {
  const { t } = useTranslation("studio");
  const provider = useProvider();
  if (provider.isPending) return <Skeleton className="h-6 w-48" aria-label={t("Loading the AI provider")} />;
  if (provider.isError) {
    return <p className="text-muted-foreground text-sm">{t("The active AI provider could not be read.")}</p>;
  }
  const { provider: name, label, model, hint } = provider.data;
  const offline = name === "offline";
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">{t("Writing with")}</span>
        <Badge
          variant="outline"
          className={offline ? "border-amber-500/40 bg-amber-500/10 text-amber-800 dark:text-amber-300" : undefined}
          data-testid="studio-provider"
        >
          {offline ? <Cpu aria-hidden="true" /> : <Bot aria-hidden="true" />}
          {label}
        </Badge>
        {model && !label.includes(model) && <span className="text-muted-foreground">{model}</span>}
      </div>
      {hint && <p className="max-w-3xl text-muted-foreground text-xs leading-relaxed">{hint}</p>}
    </div>
  );
}

function StartOverButton({ onConfirm }: { onConfirm: () => void }) {
  const { t } = useTranslation("studio");
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          <RotateCcw aria-hidden="true" />
          {t("Start over")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("Start over?")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t(
              "This clears your research, topics, configuration and script, including its undo history, here and on your other devices. Scripts saved to the library are kept.",
            )}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{t("Cancel")}</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} onClick={onConfirm}>
            {t("Start over")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
