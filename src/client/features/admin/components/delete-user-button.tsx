import { Trash2 } from "lucide-react";
import { type MouseEvent, useState } from "react";
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
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { useDeleteUser } from "../api/delete-user.ts";

/** spec §2: deleting asks for confirmation first. */
export function DeleteUserButton({ user, disabledReason }: { user: Profile; disabledReason?: string }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const remove = useDeleteUser();

  if (disabledReason) {
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          {/* A disabled button gets no pointer events; the span carries the tooltip. */}
          <span className="inline-flex">
            <Button
              variant="ghost"
              size="icon-sm"
              disabled
              aria-label={t("Delete {email}: {reason}", { email: user.email, reason: disabledReason })}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </span>
        </TooltipTrigger>
        <TooltipContent>{disabledReason}</TooltipContent>
      </Tooltip>
    );
  }

  const confirm = (event: MouseEvent) => {
    // Keep the dialog open until the server answers.
    event.preventDefault();
    remove.mutate(user.id, {
      onSuccess: (result) => {
        toast.success(result.message || t("User {email} has been deleted", { email: user.email }));
        setOpen(false);
      },
      onError: (error) => {
        showFailure(t("Failed to delete user"), error);
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t("Delete {email}", { email: user.email })}
          className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive dark:hover:bg-destructive/20"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("Delete user")}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("Are you sure you want to delete {email}? This action cannot be undone.", { email: user.email })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{t("Cancel")}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={confirm}
            disabled={remove.isPending}
          >
            {remove.isPending && <Spinner aria-hidden="true" role="presentation" />}
            {remove.isPending ? t("Deleting...") : t("Delete User")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
