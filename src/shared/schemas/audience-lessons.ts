// "What your audience tells you": a channel's lessons from its published videos' scripts over their
// retention curves (src/shared/audience-lessons.ts), and the figures behind them, one row per section
// per video (the CSV export).
import { z } from "zod";
import { LESSON_IDS } from "../audience-lessons.ts";
import { SECTION_KINDS } from "../script-retention.ts";

const group = z.object({ label: z.string(), n: z.number().int(), mean: z.number() });
/** A text as its catalogue message and ICU values: t(message, values) in the member's language (decision 040). */
const lessonText = z.object({
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const lessonSchema = z.object({
  id: z.enum(LESSON_IDS),
  title: z.string(),
  detail: z.string(),
  n: z.number().int(),
  difference: z.number(),
  /** The pooled standard deviation: a lesson exists only when the difference is larger. */
  spread: z.number(),
  groups: z.tuple([group, group]),
  videos: z.array(z.object({ id: z.string(), title: z.string() })),
  /** The words the plan and section prompts carry when the lesson is switched on. */
  instruction: z.string(),
  apply: z.object({ hookMaxWords: z.number().int().optional(), shortKind: z.enum(SECTION_KINDS).optional() }),
  /** `title`, `detail` and the groups' labels as catalogue messages, for the interface's language. */
  text: z.object({ title: lessonText, detail: lessonText, groups: z.tuple([lessonText, lessonText]) }),
  /** The cut between the groups: hook words, or minutes of video. */
  cut: z.number().optional(),
  /** Whether the group below the cut did better. */
  shorter: z.boolean().optional(),
});
export type LessonView = z.infer<typeof lessonSchema>;

export const audienceLessonsSchema = z.object({
  /** Published videos with both a retention curve and a saved script. */
  videos: z.number().int(),
  /** How many more such videos are needed before any lesson (0 once there are enough). */
  needed: z.number().int(),
  minimum: z.number().int(),
  lessons: z.array(lessonSchema),
  /** One row per section per video: what the lessons were computed from. */
  rows: z.array(
    z.object({
      videoId: z.string(),
      videoTitle: z.string(),
      /** When the video went out (ISO 8601), null when unknown. */
      publishedAt: z.string().nullable(),
      scriptVersion: z.number().int(),
      spanSource: z.enum(["chapters", "estimated"]),
      hookHold30: z.number().nullable(),
      section: z.number().int(),
      title: z.string(),
      kind: z.enum(SECTION_KINDS),
      words: z.number().int(),
      startSeconds: z.number(),
      endSeconds: z.number(),
      startShare: z.number(),
      endShare: z.number(),
      dropPerMinute: z.number(),
      relativePerformance: z.number().nullable(),
      steepestDrop: z.boolean(),
      spike: z.boolean(),
    }),
  ),
});
export type AudienceLessons = z.infer<typeof audienceLessonsSchema>;
