import { Presentation } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { DEFAULT_WORDS_PER_MINUTE } from "./prompter-timing.ts";
import { TeleprompterDialog } from "./teleprompter-dialog.tsx";

interface TeleprompterButtonProps {
  text: string;
  title?: string | null;
  /** The channel's speaking rate when known (issue 10 §7); 150 words a minute otherwise. */
  wordsPerMinute?: number;
  /** The script's language (BCP 47); English when not given. */
  language?: string;
  disabled?: boolean;
}

/** Opens the teleprompter on `text`; it mounts only while open, so its clock runs only then. */
export function TeleprompterButton({ text, title, wordsPerMinute, language, disabled }: TeleprompterButtonProps) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" size="sm" disabled={disabled}>
          <Presentation aria-hidden="true" />
          {t("Teleprompter")}
        </Button>
      </DialogPrimitive.Trigger>
      {open && (
        <TeleprompterDialog
          text={text}
          title={title}
          wordsPerMinute={wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE}
          language={language}
          onClose={() => setOpen(false)}
        />
      )}
    </DialogPrimitive.Root>
  );
}
