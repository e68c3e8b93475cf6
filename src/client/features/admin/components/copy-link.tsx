import { Check, Copy } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/lib/toast.ts";

/** The invitation link with a Copy button: the embedded default has no mail server. */
export function CopyLink({ link, label, copyLabel }: { link: string; label: string; copyLabel?: string }) {
  const { t } = useTranslation("admin");
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    try {
      if (navigator.clipboard) {
        await navigator.clipboard.writeText(link);
      } else {
        // Plain-http deployments have no clipboard API; fall back to copying the selected text.
        inputRef.current?.select();
        if (!document.execCommand("copy")) throw new Error("copy refused");
      }
      setCopied(true);
      toast.success(t("Copied to clipboard"));
      setTimeout(() => setCopied(false), 2000);
    } catch {
      inputRef.current?.select();
      toast.error(t("Failed to copy"), { description: t("Select the link and copy it by hand.") });
    }
  };

  return (
    <div className="flex gap-2">
      <Input
        ref={inputRef}
        readOnly
        value={link}
        aria-label={label}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono text-xs"
      />
      <Button type="button" variant="outline" onClick={copy} aria-label={copyLabel ?? t("Copy invitation link")}>
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? t("Copied") : t("Copy")}
      </Button>
    </div>
  );
}
