import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { toast } from "@/lib/toast.ts";
import type { Profile } from "../../../../shared/schemas/profile.ts";
import { useDeleteUser } from "../api/delete-user.ts";
import { DeleteIconButton } from "./delete-icon-button.tsx";

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

  const confirm = () =>
    remove.mutate(user.id, {
      onSuccess: (result) => {
        toast.success(result.message || t("User {email} has been deleted", { email: user.email }));
        setOpen(false);
      },
      onError: (error) => showFailure(t("Failed to delete user"), error),
    });

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      trigger={<DeleteIconButton label={t("Delete {email}", { email: user.email })} />}
      title={t("Delete user")}
      description={t("Are you sure you want to delete {email}? This action cannot be undone.", { email: user.email })}
      confirmLabel={t("Delete User")}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
