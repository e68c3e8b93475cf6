import { Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { tagProblems, tagRefusal, tagsForYouTube, tagsLength } from "../../../../shared/packaging-rules.ts";
import type { RuleMessage } from "../../../../shared/rule-message.ts";
import { PACKAGING_LIMITS, YOUTUBE_LIMITS } from "../../../../shared/schemas/packaging.ts";
import { useRuleText } from "../lib/rule-text.ts";
import { CharCounter, CopyButton } from "./copy-button.tsx";
import { SectionHeader } from "./section-header.tsx";

interface TagsSectionProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  onRegenerate: () => void;
  regenerating: boolean;
  busy: boolean;
}

/** issue 12 §4: up to 15 tags, counted the way YouTube counts them; duplicates and long tags refused. */
export function TagsSection({ tags, onChange, onRegenerate, regenerating, busy }: TagsSectionProps) {
  const { t } = useTranslation("packaging");
  const id = useId();
  const [draft, setDraft] = useState("");
  const ruleText = useRuleText();
  const [refusal, setRefusal] = useState<RuleMessage | null>(null);
  const problems = tagProblems(tags).map(ruleText);

  const add = (event: FormEvent) => {
    event.preventDefault();
    const why = tagRefusal(tags, draft);
    setRefusal(why);
    if (why) return;
    onChange([...tags, draft.trim()]);
    setDraft("");
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <SectionHeader
        id={`${id}-heading`}
        title={t("Tags")}
        regenerateLabel={t("Regenerate tags")}
        onRegenerate={onRegenerate}
        regenerating={regenerating}
        busy={busy}
        actions={<CopyButton text={tagsForYouTube(tags)} what={{ kind: "tags" }} />}
      />
      {tags.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("No tags yet.")}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("Tags")}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary" className="gap-1 py-0.5 pr-0.5 pl-2 text-sm">
                {tag}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-6"
                  onClick={() => onChange(tags.filter((t) => t !== tag))}
                  aria-label={t("Remove tag {tag}", { tag })}
                >
                  <X aria-hidden="true" />
                </Button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <p className="flex flex-wrap gap-x-3 text-xs">
        <CharCounter count={tagsLength(tags)} max={YOUTUBE_LIMITS.tagsTotal} unit="as YouTube counts them" />
        <span className="text-muted-foreground">
          {t("{n} of {max} tags · a tag with a space counts its quotes", {
            n: tags.length,
            max: PACKAGING_LIMITS.tags,
          })}
        </span>
      </p>
      {problems.length > 0 && (
        <ul className="grid gap-0.5 text-destructive text-xs">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <form onSubmit={add} className="grid gap-1">
        <div className="flex gap-2">
          <Label htmlFor={`${id}-new`} className="sr-only">
            {t("Add a tag")}
          </Label>
          <Input
            id={`${id}-new`}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setRefusal(null);
            }}
            placeholder={t("Add a tag")}
            aria-invalid={refusal !== null}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            className="h-8"
          />
          <Button type="submit" size="sm" variant="outline" disabled={!draft.trim()}>
            <Plus aria-hidden="true" />
            {t("Add")}
          </Button>
        </div>
        {refusal && (
          <p id={`${id}-refusal`} role="alert" className="text-destructive text-xs">
            {ruleText(refusal)}
          </p>
        )}
      </form>
    </section>
  );
}
