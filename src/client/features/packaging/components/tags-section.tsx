import { Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { tagProblems, tagRefusal, tagsForYouTube, tagsLength } from "../../../../shared/packaging-rules.ts";
import { PACKAGING_LIMITS, YOUTUBE_LIMITS } from "../../../../shared/schemas/packaging.ts";
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
  const id = useId();
  const [draft, setDraft] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = tagProblems(tags);

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
        title="Tags"
        onRegenerate={onRegenerate}
        regenerating={regenerating}
        busy={busy}
        actions={<CopyButton text={tagsForYouTube(tags)} what="the tags" />}
      />
      {tags.length === 0 ? (
        <p className="text-muted-foreground text-sm">No tags yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
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
                  aria-label={`Remove tag ${tag}`}
                >
                  <X aria-hidden="true" />
                </Button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
      <p className="flex flex-wrap gap-x-3 text-xs">
        <CharCounter
          count={tagsLength(tags)}
          max={YOUTUBE_LIMITS.tagsTotal}
          label="characters as YouTube counts them"
        />
        <span className="text-muted-foreground">
          {tags.length} of {PACKAGING_LIMITS.tags} tags · a tag with a space counts its quotes
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
            Add a tag
          </Label>
          <Input
            id={`${id}-new`}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setRefusal(null);
            }}
            placeholder="Add a tag"
            aria-invalid={refusal !== null}
            aria-describedby={refusal ? `${id}-refusal` : undefined}
            className="h-8"
          />
          <Button type="submit" size="sm" variant="outline" disabled={!draft.trim()}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        {refusal && (
          <p id={`${id}-refusal`} role="alert" className="text-destructive text-xs">
            {refusal}
          </p>
        )}
      </form>
    </section>
  );
}
