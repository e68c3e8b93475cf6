import { ChevronDown, Lightbulb } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import type { ResearchData } from "../../../../shared/schemas/studio.ts";

const SECTIONS: Array<{ key: Exclude<keyof ResearchData, "summary" | "keywordIdeas">; title: string }> = [
  { key: "keyPoints", title: "Key points" },
  { key: "audienceInsights", title: "Audience insights" },
  { key: "questionsViewersAsk", title: "Questions viewers ask" },
  { key: "hookIdeas", title: "Hook ideas" },
  { key: "competitorAngles", title: "Competitor angles" },
];

/** spec §2: after research succeeds, its results are shown. */
export function ResearchResults({ data, defaultOpen = false }: { data: ResearchData; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Card className="gap-4" aria-labelledby="research-results-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          <h2 id="research-results-title">Research Results</h2>
        </CardTitle>
        <CardDescription className="leading-relaxed">{data.summary}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="flex flex-wrap gap-1.5" aria-label="Keyword ideas">
          {data.keywordIdeas.map((keyword, index) => (
            <li key={`${index}:${keyword}`}>
              <Badge variant="secondary" className="whitespace-normal">
                {keyword}
              </Badge>
            </li>
          ))}
        </ul>
        {open && (
          <div className="grid gap-5 sm:grid-cols-2">
            {SECTIONS.map((section) => (
              <section key={section.key} className="grid content-start gap-2">
                <h3 className="font-medium text-sm">{section.title}</h3>
                <ul className="grid gap-1.5 text-muted-foreground text-sm">
                  {data[section.key].map((item, index) => (
                    <li key={`${index}:${item}`} className="flex gap-2 leading-snug">
                      <span className="mt-2 size-1 shrink-0 rounded-full bg-primary/70" aria-hidden="true" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-ml-2 w-fit text-muted-foreground"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
        >
          <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden="true" />
          {open ? "Hide research details" : "Show research details"}
        </Button>
      </CardContent>
    </Card>
  );
}
