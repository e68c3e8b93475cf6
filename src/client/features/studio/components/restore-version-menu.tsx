import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, History } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getScriptVersionQueryOptions } from "@/api/get-script-version.ts";
import { useScriptVersions } from "@/api/get-script-versions.ts";
import { Button } from "@/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useLandmarkContainer } from "@/hooks/use-landmark-container.ts";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatRelativeTime } from "@/lib/format-date.ts";

interface RestoreVersionMenuProps {
  videoId: string;
  /** The text the editor opened with (generated, or the saved version 'Edit script' opened). */
  canRestoreOriginal: boolean;
  disabled: boolean;
  onRestoreOriginal: () => void;
  /** Puts a saved version's text in the editor (an undoable step; saved only by 'Save to video'). */
  onRestoreText: (text: string, number: number) => void;
}

/**
 * The bound editor's 'Restore a previous version' (issue 10): the spec's meaning first (back to the
 * text the editor started from), then each saved version of the video's script.
 */
export function RestoreVersionMenu(props: RestoreVersionMenuProps) {
  const { t } = useTranslation("studio");
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState<number | null>(null);
  const versions = useScriptVersions(props.videoId, { enabled: open });
  const queryClient = useQueryClient();
  const landmark = useLandmarkContainer();

  const restoreSaved = async (number: number) => {
    setLoading(number);
    try {
      const version = await queryClient.fetchQuery(getScriptVersionQueryOptions(props.videoId, number));
      props.onRestoreText(version.content, number);
    } catch (error) {
      showFailure(t("Failed to load the version"), error);
    } finally {
      setLoading(null);
    }
  };

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={landmark.ref} variant="outline" size="sm" disabled={props.disabled || loading !== null}>
          {loading !== null ? <Spinner aria-hidden="true" role="presentation" /> : <History aria-hidden="true" />}
          {t("Restore a previous version")}
          <ChevronDown aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" container={landmark.container} className="max-h-80 w-72 overflow-y-auto">
        <DropdownMenuItem disabled={!props.canRestoreOriginal} onSelect={props.onRestoreOriginal}>
          {t("The text this editor started from")}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel className="text-muted-foreground text-xs">{t("Saved versions")}</DropdownMenuLabel>
        {versions.isPending ? (
          <DropdownMenuItem disabled>{t("Loading versions...")}</DropdownMenuItem>
        ) : versions.isError ? (
          <DropdownMenuItem disabled>{t("Versions could not be loaded")}</DropdownMenuItem>
        ) : versions.data.versions.length === 0 ? (
          <DropdownMenuItem disabled>{t("No saved versions yet")}</DropdownMenuItem>
        ) : (
          versions.data.versions.map((version) => (
            <DropdownMenuItem key={version.number} onSelect={() => void restoreSaved(version.number)}>
              <span className="grid">
                <span>
                  {version.label
                    ? t("Version {number} · {label}", { number: version.number, label: version.label })
                    : t("Version {number}", { number: version.number })}
                </span>
                <span className="text-muted-foreground text-xs">
                  {t("{author}, {when}", {
                    author: version.author?.name ?? t("a deleted account"),
                    when: formatRelativeTime(version.createdAt),
                  })}
                </span>
              </span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
