import { ChevronDown, Lightbulb } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import type { ResearchData } from "../../../../shared/schemas/studio.ts";

type Section = Exclude<keyof ResearchData, "summary" | "keywordIdeas">;
const SECTIONS: Section[] = ["keyPoints", "audienceInsights", "questionsViewersAsk", "hookIdeas", "competitorAngles"];

/** spec §2: after research succeeds, its results are shown. */
export function ResearchResults({ data, defaultOpen = false }: { data: ResearchData; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const { t } = useTranslation("studio");
  const titles: Record<Section, string> = {
    keyPoints: t("Key points"),
    audienceInsights: t("Audience insights"),
    questionsViewersAsk: t("Questions viewers ask"),
    hookIdeas: t("Hook ideas"),
    competitorAngles: t("Competitor angles"),
  };
  return (
    <Card className="gap-4" aria-labelledby="research-results-title">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5 text-primary" aria-hidden="true" />
          <h2 id="research-results-title">{t("Research Results")}</h2>
        </CardTitle>
        <CardDescription className="leading-relaxed">{data.summary}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="flex flex-wrap gap-1.5" aria-label={t("Keyword ideas")}>
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
              <section key={section} className="grid content-start gap-2">
                <h3 className="font-medium text-sm">{titles[section]}</h3>
                <ul className="grid gap-1.5 text-muted-foreground text-sm">
                  {data[section].map((item, index) => (
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
          {open ? t("Hide research details") : t("Show research details")}
        </Button>
      </CardContent>
    </Card>
  );
}
