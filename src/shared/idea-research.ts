// "Write script" on an idea (decision 035): the studio's research starts from the idea — its working
// title as the topic, and in the angle the outlier it came from and the idea's notes, clipped to the
// research form's 300 characters (spec §5: topic 200, angle 300). The link names the idea, and the
// server loads the idea's whole material (the outlier's title, channel, score, description and tags,
// the notes) for the model from the idea itself, so nothing is lost to the angle's length and no long
// text is taken on trust from the browser.
import { describeOutlierScore, formatScore, type OutlierScore } from "./outlier-score.ts";
import { IDEA_LIMITS, type Idea, type IdeaInput } from "./schemas/ideas.ts";

const TOPIC_MAX = 200;
const ANGLE_MAX = 300;
/** A description beyond this is mostly links and sponsor lines; the model needs its opening. */
const DESCRIPTION_MAX = 2_000;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

export function ideaResearch(idea: Pick<Idea, "id" | "title" | "notes" | "source" | "sourceText">): {
  topic: string;
  angle: string;
  ideaId: string;
} {
  const topic = clip(idea.title, TOPIC_MAX);
  const source = idea.source;
  if (!source) {
    const angle = clip(idea.notes || (idea.sourceText ? `Source: ${idea.sourceText}` : ""), ANGLE_MAX);
    return { topic, angle, ideaId: idea.id };
  }
  const score = source.score ? `, ${formatScore(source.score.score)} its channel's usual views` : "";
  const parts = [`Like "${source.title}" by ${source.channelTitle}${score}.`, idea.notes];
  return { topic, angle: clip(parts.filter((p) => p.trim() !== "").join(" "), ANGLE_MAX), ideaId: idea.id };
}

/** The idea's research material as the model reads it, one labelled line each. */
export function ideaResearchMaterial(idea: Pick<Idea, "title" | "notes" | "source" | "sourceText">): string {
  const source = idea.source;
  const lines = [`Idea: ${clip(idea.title, 300)}`];
  if (idea.notes.trim()) lines.push(`Notes: ${idea.notes.trim()}`);
  if (source) {
    lines.push(`Outlier it comes from: "${source.title}" by ${source.channelTitle}`);
    if (source.score) lines.push(`Outlier score: ${describeOutlierScore(source.score)}`);
    if (source.description.trim()) lines.push(`Outlier description: ${clip(source.description, DESCRIPTION_MAX)}`);
    if (source.tags.length > 0) lines.push(`Outlier tags: ${source.tags.join(", ")}`);
  } else if (idea.sourceText.trim()) {
    lines.push(`Source: ${idea.sourceText.trim()}`);
  }
  return lines.join("\n");
}

/**
 * "Save as idea" on one of the channel's own outliers (the dashboard's Outliers tab): an idea to do a
 * follow-up, aimed at that channel, whose source says which video did how well — what "Write script"
 * then gives the model.
 */
export function followUpIdea(
  upload: { title: string; url: string; score: OutlierScore | null },
  channelId: string,
): IdeaInput {
  const score = upload.score ? ` — ${describeOutlierScore(upload.score)}` : "";
  return {
    title: clip(`Follow-up to "${upload.title}"`, IDEA_LIMITS.title),
    notes: "A follow-up to one of our own videos that did better than the channel's usual.",
    sourceText: clip(`Our video "${upload.title}" (${upload.url})${score}`, IDEA_LIMITS.source),
    targetChannelId: channelId,
  };
}
