import { Plus, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";

interface CustomTopicsProps {
  topics: string[];
  selected: string[];
  /** Returns whether the topic was added (blank and duplicate topics are not). */
  onAdd: (input: string) => boolean;
  onToggle: (topic: string) => void;
  onRemove: (topic: string) => void;
}

/** spec §2, §5: custom topics, trimmed and non-empty, duplicates ignored; Enter adds. */
export function CustomTopics({ topics, selected, onAdd, onToggle, onRemove }: CustomTopicsProps) {
  const [input, setInput] = useState("");
  const { t } = useTranslation("studio");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onAdd(input)) setInput("");
  };

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2>{t("Custom Topics")}</h2>
        </CardTitle>
        <CardDescription>{t("Add your own topics; they are selected right away.")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form onSubmit={submit} className="flex gap-2">
          <Label htmlFor="custom-topic" className="sr-only">
            {t("Custom topic")}
          </Label>
          <Input
            id="custom-topic"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            placeholder={t("Add a custom topic")}
            maxLength={200}
          />
          <Button type="submit" variant="secondary" disabled={!input.trim()}>
            <Plus aria-hidden="true" />
            {t("Add")}
          </Button>
        </form>
        {topics.length > 0 && (
          <ul className="grid gap-2" aria-label={t("Custom topics")}>
            {topics.map((topic, index) => {
              const id = `custom-topic-${index}`;
              return (
                <li key={topic} className="flex items-center gap-2 rounded-lg border p-1 pl-3">
                  <Checkbox id={id} checked={selected.includes(topic)} onCheckedChange={() => onToggle(topic)} />
                  <Label htmlFor={id} className="min-w-0 flex-1 cursor-pointer py-2 font-normal leading-snug">
                    <span className="break-words">{topic}</span>
                  </Label>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    onClick={() => onRemove(topic)}
                    aria-label={t("Remove {topic}", { topic })}
                    className="text-muted-foreground"
                  >
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
