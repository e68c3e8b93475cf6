// Ideas (decision 035): niches of watched channels, their outliers with title patterns, and the idea
// bank. Input schemas validate requests, document them and drive the client's forms; then the answers.
import { z } from "zod";
import { msg } from "../message.ts";
import { DEFAULT_MIN_SCORE } from "../outlier-score.ts";
import { INVALID_CHANNEL_URL_MESSAGE, parseChannelUrl } from "../youtube-url.ts";

export const IDEA_STATUSES = ["new", "shortlisted", "in_production", "dropped"] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];

/** "Published within": days back from today. */
export const PUBLISHED_WITHIN = { "7d": 7, "30d": 30, "90d": 90, "180d": 180, "365d": 365 } as const;
export type PublishedWithin = keyof typeof PUBLISHED_WITHIN;
export const OUTLIER_SORTS = ["score", "views", "date"] as const;
export const VIDEO_KINDS = ["all", "long", "short"] as const;
export const IDEA_SORTS = ["updated", "rating", "title", "created"] as const;
export const OUTLIERS_PAGE_SIZE = 24;

export const IDEA_LIMITS = { name: 100, title: 300, notes: 10_000, source: 2_000, tag: 50, tags: 20 } as const;

/** A channel address, an @handle or a bare channel id ('UC…') → the address the client resolves. */
export function watchedChannelAddress(input: string): string | null {
  const text = input.trim();
  if (/^@[A-Za-z0-9._-]+$/.test(text)) return `https://www.youtube.com/${text}`;
  if (/^UC[A-Za-z0-9_-]{22}$/.test(text)) return `https://www.youtube.com/channel/${text}`;
  return parseChannelUrl(text) ? text : null;
}

// `label` is a catalogue key (msg()), translated into the messages that name it.
const text = (label: string, max: number) =>
  z
    .string({ error: msg("{label} must be text", { label }) })
    .trim()
    .max(max, { error: msg("{label} must be at most {max} characters", { label, max }) });
const required = (label: string, max: number) =>
  text(label, max).min(1, { error: msg("{label} is required", { label }) });
const id = (label: string) => z.string({ error: msg("{label} must be an id", { label }) }).max(100);

export const nicheInput = z.object({ name: required(msg("Niche name"), IDEA_LIMITS.name) });

export const watchChannelInput = z.object({
  address: z
    .string({ error: INVALID_CHANNEL_URL_MESSAGE })
    .trim()
    .max(2048, { error: INVALID_CHANNEL_URL_MESSAGE })
    .transform((value, ctx) => {
      const address = watchedChannelAddress(value);
      if (address) return address;
      ctx.addIssue({ code: "custom", message: "Enter a YouTube channel URL, an @handle or a channel id (UC…)" });
      return z.NEVER;
    }),
});

const tagsInput = z
  .array(text(msg("A tag"), IDEA_LIMITS.tag).min(1, { error: "A tag can't be empty" }), {
    error: "Tags must be a list",
  })
  .max(IDEA_LIMITS.tags, { error: msg("At most {max} tags", { max: IDEA_LIMITS.tags }) });

export const ideaInput = z.object({
  title: required(msg("Working title"), IDEA_LIMITS.title),
  notes: text(msg("Notes"), IDEA_LIMITS.notes).optional(),
  /** The outlier it comes from (a watched video's id). */
  sourceVideoId: id(msg("Source video")).nullable().optional(),
  sourceText: text(msg("Source"), IDEA_LIMITS.source).optional(),
  nicheId: id(msg("Niche")).nullable().optional(),
  targetChannelId: id(msg("Target channel")).nullable().optional(),
  tags: tagsInput.optional(),
  rating: z
    .number({ error: "Score must be a number from 0 to 100" })
    .int({ error: "Score must be a whole number" })
    .min(0, { error: "Score must be from 0 to 100" })
    .max(100, { error: "Score must be from 0 to 100" })
    .nullable()
    .optional(),
  status: z.enum(IDEA_STATUSES, { error: "Status must be new, shortlisted, in production or dropped" }).optional(),
});
export type IdeaInput = z.input<typeof ideaInput>;
export const ideaUpdate = ideaInput.partial();

export const addToBoardInput = z.object({ channelId: id(msg("Channel")).min(1, { error: "Choose a channel" }) });

export const outliersQuery = z.object({
  nicheId: z.string().max(100).optional(),
  channelId: z.string().max(100).optional(),
  within: z.enum(Object.keys(PUBLISHED_WITHIN) as [PublishedWithin, ...PublishedWithin[]]).optional(),
  kind: z.enum(VIDEO_KINDS, { error: "Kind must be all, long or short" }).optional(),
  minScore: z.coerce
    .number({ error: "Minimum score must be a number" })
    .min(0, { error: "Minimum score must be 0 or more" })
    .max(1000)
    .default(DEFAULT_MIN_SCORE),
  q: z.string().max(200, { error: "Title words are at most 200 characters" }).optional(),
  sort: z.enum(OUTLIER_SORTS, { error: "Sort by score, views or date" }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type OutliersQuery = z.input<typeof outliersQuery>;

export const ideasQuery = z.object({
  status: z.enum(IDEA_STATUSES).optional(),
  nicheId: z.string().max(100).optional(),
  q: z.string().max(200, { error: "Search is at most 200 characters" }).optional(),
  sort: z.enum(IDEA_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type IdeasQuery = z.input<typeof ideasQuery>;

// ---------------------------------------------------------------------------------------------
// Answers

export const nicheSchema = z.object({
  id: z.string(),
  name: z.string(),
  channels: z.array(
    z.object({
      id: z.string(),
      youtubeChannelId: z.string(),
      title: z.string(),
      lastReadAt: z.string().nullable(),
      uploads: z.number(),
      own: z.boolean(),
    }),
  ),
});
export type Niche = z.infer<typeof nicheSchema>;
export const nicheListSchema = z.object({ niches: z.array(nicheSchema) });

export const scoreBasisSchema = z.object({
  score: z.number(),
  basis: z.enum(["30d", "7d", "lifetime"]),
  views: z.number(),
  median: z.number(),
  ageDays: z.number(),
  compared: z.number(),
});

export const outlierSchema = z.object({
  id: z.string(),
  title: z.string(),
  channelId: z.string(),
  channelTitle: z.string(),
  publishedAt: z.string(),
  views: z.number().nullable(),
  isShort: z.boolean(),
  score: scoreBasisSchema.nullable(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type Outlier = z.infer<typeof outlierSchema>;

const share = z.object({ outliers: z.number(), typical: z.number() });
export const titlePatternsSchema = z.object({
  /** Words and two-word phrases more frequent in the outliers' titles than in the niche's typical ones. */
  terms: z.array(z.object({ text: z.string(), outliers: z.number(), typical: z.number() })),
  averageWords: share,
  withNumbers: share,
  questions: share,
  outlierCount: z.number(),
  typicalCount: z.number(),
});
export type TitlePatterns = z.infer<typeof titlePatternsSchema>;

export const outliersPageSchema = z.object({
  items: z.array(outlierSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  patterns: titlePatternsSchema,
});

export const ideaSchema = z.object({
  id: z.string(),
  title: z.string(),
  notes: z.string(),
  sourceText: z.string(),
  source: outlierSchema.extend({ description: z.string(), tags: z.array(z.string()) }).nullable(),
  nicheId: z.string().nullable(),
  targetChannelId: z.string().nullable(),
  tags: z.array(z.string()),
  rating: z.number().nullable(),
  status: z.enum(IDEA_STATUSES),
  videoId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Idea = z.infer<typeof ideaSchema>;
export const ideaDeletedSchema = z.object({ message: z.string() });
export const ideaListSchema = z.object({
  items: z.array(ideaSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

// ---------------------------------------------------------------------------------------------
// Search on demand: search.list is 100 units, then each channel found is read at 1 unit per 50 uploads.

export const SEARCH_LIMITS = { results: 25, searchUnits: 100, perChannelUnits: 2, channelsListUnits: 1 } as const;
/** The most a search can cost: the search, one channels.list, and two calls per channel found. */
export const SEARCH_MAX_UNITS =
  SEARCH_LIMITS.searchUnits + SEARCH_LIMITS.channelsListUnits + SEARCH_LIMITS.results * SEARCH_LIMITS.perChannelUnits;

export const searchInput = z.object({
  q: required(msg("Search phrase"), 200),
  months: z
    .number({ error: "Months must be a number from 1 to 24" })
    .int({ error: "Months must be a whole number" })
    .min(1, { error: "Months must be from 1 to 24" })
    .max(24, { error: "Months must be from 1 to 24" }),
});

export const searchCostSchema = z.object({
  searchUnits: z.number(),
  perChannelUnits: z.number(),
  maxUnits: z.number(),
  unitsSpent: z.number(),
  dailyQuota: z.number(),
});
export type SearchCost = z.infer<typeof searchCostSchema>;

export const searchResultSchema = outlierSchema.extend({ watchedChannelId: z.string().nullable() });
export const searchAnswerSchema = z.object({ results: z.array(searchResultSchema), unitsSpent: z.number() });
