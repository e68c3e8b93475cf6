import { Languages, MessageCircle, PenLine, Scissors, TextQuote, WandSparkles } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Separator } from "@/components/ui/separator.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { previewSelection } from "../../../../shared/studio.ts";
import { REWRITE_PRESETS, type RewriteStyle } from "../../../../shared/studio-values.ts";

interface RewritePanelProps {
  selectedText: string;
  /** The style of the rewrite running, or null. */
  busyStyle: RewriteStyle | null;
  onRewrite: (style: RewriteStyle, instruction?: string) => void;
}

/** spec §2 edit step: rewrite the selected text with a preset, a custom instruction, lengthen or punchier. */
export function RewritePanel({ selectedText, busyStyle, onRewrite }: RewritePanelProps) {
  const [instruction, setInstruction] = useState("");
  const busy = busyStyle !== null;
  const { t } = useTranslation("studio");

  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    if (instruction.trim()) onRewrite("custom", instruction.trim());
  };

  const tool = (style: RewriteStyle, label: string, icon: ReactNode, instructionText?: string) => (
    <Button
      variant="outline"
      className="h-auto min-h-9 w-full justify-start whitespace-normal py-2 text-left"
      disabled={busy}
      onClick={() => onRewrite(style, instructionText)}
    >
      {busyStyle === style ? <Spinner aria-hidden="true" role="presentation" /> : icon}
      {label}
    </Button>
  );

  return (
    <Card className="gap-4 lg:sticky lg:top-20 lg:self-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <WandSparkles className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Rewrite Selection")}</h2>
        </CardTitle>
        <CardDescription>{t("Select text in the script, then choose how to rewrite it.")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          className="grid gap-1.5 rounded-lg border bg-muted/40 p-3 text-sm"
          aria-live="polite"
          data-testid="selection-preview"
        >
          {selectedText ? (
            <>
              <span className="flex items-center gap-1.5 font-medium text-muted-foreground text-xs">
                <TextQuote className="size-3.5" aria-hidden="true" />
                {t("Selected ({characters, plural, one {# character} other {# characters}})", {
                  characters: selectedText.length,
                })}
              </span>
              <q className="break-words italic">{previewSelection(selectedText)}</q>
            </>
          ) : (
            <span className="text-muted-foreground">{t("No text selected yet.")}</span>
          )}
        </div>
        <div className="grid gap-2">
          {/* The presets' English instructions go to the model; the member reads them in their language. */}
          {tool(
            "change_style",
            t("Make this more conversational and engaging"),
            <MessageCircle aria-hidden="true" />,
            REWRITE_PRESETS.change_style,
          )}
          {tool(
            "translate",
            t("Translate this to Spanish"),
            <Languages aria-hidden="true" />,
            REWRITE_PRESETS.translate,
          )}
          <div className="grid grid-cols-2 gap-2">
            {tool("lengthen", t("Lengthen"), <PenLine aria-hidden="true" />)}
            {tool("punchier", t("Punchier"), <Scissors aria-hidden="true" />)}
          </div>
        </div>
        <Separator />
        <form onSubmit={submitCustom} className="grid gap-2">
          <Label htmlFor="rewrite-instruction">{t("Custom instruction")}</Label>
          <Input
            id="rewrite-instruction"
            value={instruction}
            onChange={(event) => setInstruction(event.target.value)}
            placeholder={t("e.g. Add a concrete example")}
            maxLength={500}
          />
          <Button type="submit" variant="secondary" disabled={busy || !instruction.trim()}>
            {busyStyle === "custom" ? (
              <Spinner aria-hidden="true" role="presentation" />
            ) : (
              <WandSparkles aria-hidden="true" />
            )}
            {t("Rewrite with instruction")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
