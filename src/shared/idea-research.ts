// "Write script" on an idea (decision 035): the studio's research starts from the idea — its working
// title as the topic — with the outlier it came from (title, channel, score, description and tags) as
// research material in the angle, which the research request passes to the model. Limits are the
// research form's (spec §5: topic 200, angle 300 characters).
import { formatScore } from "./outlier-score.ts";
import type { Idea } from "./schemas/ideas.ts";

const TOPIC_MAX = 200;
const ANGLE_MAX = 300;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function ideaResearch(idea: Pick<Idea, "title" | "notes" | "source" | "sourceText">): {
  topic: string;
  angle: string;
} {
  const topic = clip(idea.title, TOPIC_MAX);
  const source = idea.source;
  if (!source)
    return { topic, angle: clip(idea.notes || (idea.sourceText ? `Source: ${idea.sourceText}` : ""), ANGLE_MAX) };
  const score = source.score ? `, ${formatScore(source.score.score)} its channel's usual views` : "";
  const parts = [
    `Like "${source.title}" by ${source.channelTitle}${score}.`,
    idea.notes,
    source.description,
    source.tags.length > 0 ? `Tags: ${source.tags.join(", ")}` : "",
  ].filter((part) => part.trim() !== "");
  return { topic, angle: clip(parts.join(" "), ANGLE_MAX) };
}
