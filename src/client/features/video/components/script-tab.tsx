import { Clock, FileText, Hash, Mic } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import type { Script } from "../../../../shared/schemas/video.ts";

/** spec §2 Script: read-only — duration in min, tone, word count and the content. */
export function ScriptTab({ script }: { script: Script | null }) {
  if (!script) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <FileText className="size-6" aria-hidden="true" />
          </span>
          <p className="font-medium">No script available for this video</p>
          <p className="max-w-sm text-muted-foreground text-sm">
            Write one in the Content Studio and save it to this video.
          </p>
          <Button asChild variant="outline" size="sm">
            <Link to="/content-studio">Open Content Studio</Link>
          </Button>
        </CardContent>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileText className="size-5 text-primary" aria-hidden="true" />
          <h2>Script</h2>
        </CardTitle>
        <CardDescription className="flex flex-wrap gap-2 pt-1">
          <Badge variant="secondary">
            <Clock aria-hidden="true" />
            {script.duration === null ? "Duration N/A" : `${script.duration} min`}
          </Badge>
          <Badge variant="secondary" className="capitalize">
            <Mic aria-hidden="true" />
            {script.tone ?? "No tone"}
          </Badge>
          <Badge variant="secondary">
            <Hash aria-hidden="true" />
            {script.wordCount === null ? "N/A" : script.wordCount.toLocaleString()} words
          </Badge>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <div
          className="max-h-[32rem] overflow-y-auto whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-4 text-sm leading-relaxed"
          data-testid="script-content"
        >
          {script.content}
        </div>
      </CardContent>
    </Card>
  );
}
