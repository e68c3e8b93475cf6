import { ChevronDown, Download, FileText, FileType, Hash } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { toast } from "@/lib/toast.ts";
import { saveFile } from "./save-file.ts";
import type { ScriptFormat } from "./script-file-name.ts";
import { buildScriptFile, SCRIPT_FORMATS } from "./script-files.ts";

const FORMAT_ICONS = { txt: FileText, md: Hash, docx: FileType } as const;

interface DownloadMenuProps {
  text: string;
  /** The video's title when the script belongs to one: it names the files. */
  title?: string | null;
  disabled?: boolean;
}

/**
 * Download: the button itself saves the spec's text file in one click (spec §2 Edit & Export,
 * 'youtube-script-{timestamp}.txt'); the arrow beside it opens a menu of every format (issue 10 §6).
 * The arrow's name avoids the word "Download" so the button stays the one control of that name.
 */
export function DownloadMenu({ text, title, disabled }: DownloadMenuProps) {
  const [building, setBuilding] = useState<ScriptFormat | null>(null);
  // The open menu joins the landmark (main) its trigger sits in, like the library's ⋮ menus; not
  // modal, so the page behind is not hidden from assistive technology while focus is in the menu.
  const [landmark, setLandmark] = useState<Element | null>(null);
  const findLandmark = useCallback(
    (trigger: HTMLButtonElement | null) => setLandmark(trigger?.closest("main, [role=main]") ?? null),
    [],
  );

  const download = async (format: ScriptFormat) => {
    const label = SCRIPT_FORMATS.find((f) => f.format === format)?.label ?? format;
    setBuilding(format);
    try {
      const file = await buildScriptFile(format, text, title);
      saveFile(file.blob, file.fileName);
      toast.success("Download started", { description: file.fileName });
    } catch (error) {
      toast.error(`Could not create the ${label} file`, {
        description: error instanceof Error ? error.message : "Please try again.",
      });
    } finally {
      setBuilding(null);
    }
  };

  return (
    <div className="inline-flex">
      <Button
        variant="outline"
        size="sm"
        className="rounded-r-none"
        onClick={() => download("txt")}
        disabled={disabled}
      >
        <Download aria-hidden="true" />
        Download
      </Button>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            ref={findLandmark}
            variant="outline"
            size="icon-sm"
            className="rounded-l-none border-l-0"
            aria-label="More file formats"
            disabled={disabled}
          >
            {building ? <Spinner aria-hidden="true" role="presentation" /> : <ChevronDown aria-hidden="true" />}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" container={landmark}>
          <DropdownMenuLabel>Download as</DropdownMenuLabel>
          {SCRIPT_FORMATS.map(({ format, label }) => {
            const Icon = FORMAT_ICONS[format];
            return (
              <DropdownMenuItem key={format} disabled={building !== null} onSelect={() => void download(format)}>
                <Icon aria-hidden="true" />
                {label}
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
