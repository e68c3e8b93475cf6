// A video's packaging (issue 12, decision 021): the reads, the one writer of `packaging` and
// `packaging_versions` (saves by base version, a stale one is a 409 with the newest), and generation.
import { and, desc, eq, lte } from "drizzle-orm";
import type { z } from "zod";
import { DEFAULT_LANGUAGE, languageName } from "../../../shared/languages.ts";
import { msg } from "../../../shared/message.ts";
import {
  localizedDescription,
  makeChapters,
  packagingIssues,
  ruleOfIssue,
  translationProblems,
} from "../../../shared/packaging-rules.ts";
import { inEnglish, type RuleMessage } from "../../../shared/rule-message.ts";
import {
  type GeneratedPackaging,
  type generatePackagingSchema,
  PACKAGING_VERSIONS_KEPT,
  type PackagingContent,
  type PackagingTranslation,
  type PackagingVersion,
  packagingContentSchema,
  packagingTranslationSchema,
  type savePackagingSchema,
  type TranslatedPackaging,
  type translatePackagingSchema,
  type VideoPackaging,
  YOUTUBE_LIMITS,
} from "../../../shared/schemas/packaging.ts";
import { SPOKEN_WORDS_PER_MINUTE } from "../../../shared/studio-values.ts";
import { refuseUnwrittenLanguage } from "../../ai/languages-written.ts";
import { cutAtWord } from "../../ai/packaging-draft.ts";
import type { PackagingTranslator } from "../../ai/packaging-translator.ts";
import type { PackagingWriter } from "../../ai/packaging-writer.ts";
import { takeAiRequest } from "../../ai/rate-limit.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/pg-errors.ts";
import { channels, folders, packaging, packagingVersions, users, videos } from "../../db/schema.ts";
import { recordActivity } from "../../domain/activity/record-activity.ts";
import { readChannelVoice } from "../../domain/channels/channel-voice.ts";
import { videoNotFound } from "../../domain/errors.ts";
import { AppError, badRequest } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";
import { staleVersion } from "../../versioned-save.ts";

type VersionRow = typeof packagingVersions.$inferSelect;
type AuthorRow = { id: string | null; name: string | null } | null;

function toVersion(row: VersionRow, author: AuthorRow): PackagingVersion {
  // A stored package written under older rules still reads (it is re-checked on its next save).
  const content = packagingContentSchema.safeParse(row.content);
  return {
    number: row.number,
    author: author?.id && author.name !== null ? { id: author.id, name: author.name } : null,
    createdAt: row.createdAt.toISOString(),
    restoredFrom: row.restoredFrom,
    content: content.success ? content.data : row.content,
  };
}

/** The Packaging tab's read: the newest version and the channel's speaking rate; 404 no such video. */
export async function getVideoPackaging(db: Db, videoId: string): Promise<VideoPackaging> {
  const [row] = await db
    .select({
      videoId: videos.id,
      wordsPerMinute: channels.wordsPerMinute,
      version: packagingVersions,
      author: { id: users.id, name: users.name },
    })
    .from(videos)
    .innerJoin(folders, eq(folders.id, videos.folderId))
    .innerJoin(channels, eq(channels.id, folders.channelId))
    .leftJoin(packaging, eq(packaging.videoId, videos.id))
    .leftJoin(
      packagingVersions,
      and(eq(packagingVersions.videoId, videos.id), eq(packagingVersions.number, packaging.version)),
    )
    .leftJoin(users, eq(users.id, packagingVersions.userId))
    .where(eq(videos.id, videoId));
  if (!row) throw videoNotFound();
  return {
    packaging: row.version ? toVersion(row.version, row.author) : null,
    wordsPerMinute: row.wordsPerMinute ?? SPOKEN_WORDS_PER_MINUTE,
  };
}

/** The kept versions, newest first, with their content (a package is small). */
export async function listPackagingVersions(db: Db, videoId: string): Promise<PackagingVersion[]> {
  const rows = await db
    .select({ videoId: videos.id, version: packagingVersions, author: { id: users.id, name: users.name } })
    .from(videos)
    .leftJoin(packagingVersions, eq(packagingVersions.videoId, videos.id))
    .leftJoin(users, eq(users.id, packagingVersions.userId))
    .where(eq(videos.id, videoId))
    .orderBy(desc(packagingVersions.number));
  if (rows.length === 0) throw videoNotFound();
  return rows.flatMap((row) => (row.version ? [toVersion(row.version, row.author)] : []));
}

/** YouTube's rules across fields: the first broken one is the 400's message, all of them its issues. */
function checkRules(content: PackagingContent): void {
  const issues = packagingIssues(content);
  if (issues.length > 0) throw new AppError(400, issues[0].message, issues);
}

/**
 * Saves the package as the video's newest version, in one transaction: the base version must be the
 * newest (the packaging row is locked while it is compared and moved on), otherwise 409 with the
 * newest and nothing is stored. Versions older than the newest PACKAGING_VERSIONS_KEPT are dropped.
 */
export async function savePackaging(
  db: Db,
  user: SessionUser,
  videoId: string,
  input: z.output<typeof savePackagingSchema>,
): Promise<PackagingVersion> {
  const content = packagingContentSchema.parse(input.content);
  checkRules(content);
  const restoredFrom = input.restoredFrom ?? null;
  try {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ version: packaging.version })
        .from(packaging)
        .where(eq(packaging.videoId, videoId))
        .for("update");
      if (!current) {
        const [video] = await tx.select({ id: videos.id }).from(videos).where(eq(videos.id, videoId)).for("key share");
        if (!video) throw videoNotFound();
        if (input.baseVersion !== null) {
          throw staleVersion("packaging", user.id, input.baseVersion, null);
        }
        if (restoredFrom !== null) throw new AppError(404, msg("Version not found"));
        await tx.insert(packaging).values({ videoId, content, version: 1, userId: user.id });
        const [version] = await tx
          .insert(packagingVersions)
          .values({ videoId, number: 1, content, userId: user.id })
          .returning();
        await recordActivity(tx, videoId, user.id, [{ kind: "packaging", to: "1" }]);
        return version;
      }
      if (input.baseVersion !== current.version) throw await staleBase(tx, user.id, videoId, input.baseVersion);
      if (restoredFrom !== null) await keptVersion(tx, videoId, restoredFrom);
      const number = current.version + 1;
      const [version] = await tx
        .insert(packagingVersions)
        .values({ videoId, number, content, restoredFrom, userId: user.id })
        .returning();
      await tx
        .update(packaging)
        .set({ content, version: number, userId: user.id })
        .where(eq(packaging.videoId, videoId));
      await tx
        .delete(packagingVersions)
        .where(
          and(eq(packagingVersions.videoId, videoId), lte(packagingVersions.number, number - PACKAGING_VERSIONS_KEPT)),
        );
      // Issue 13 item 5: packaging saves show in the video's activity, as script versions do.
      await recordActivity(tx, videoId, user.id, [
        { kind: "packaging", from: restoredFrom === null ? null : String(restoredFrom), to: String(number) },
      ]);
      return version;
    });
    return toVersion(row, { id: user.id, name: user.name });
  } catch (error) {
    // Two first saves at once: the other one's row came first (its unique index waited for it).
    if (isUniqueViolation(error)) throw await staleBase(db, user.id, videoId, input.baseVersion);
    if (isForeignKeyViolation(error)) throw videoNotFound();
    throw error;
  }
}

async function keptVersion(tx: Tx, videoId: string, number: number): Promise<void> {
  const [kept] = await tx
    .select({ id: packagingVersions.id })
    .from(packagingVersions)
    .where(and(eq(packagingVersions.videoId, videoId), eq(packagingVersions.number, number)));
  if (!kept)
    throw new AppError(
      404,
      msg("Version {number} is not kept any more (only the last {kept} are)"),
      undefined,
      undefined,
      { params: { number, kept: PACKAGING_VERSIONS_KEPT } },
    );
}

async function staleBase(db: Db | Tx, actorId: string, videoId: string, base: number | null) {
  const [newest] = await db
    .select({ version: packagingVersions, author: { id: users.id, name: users.name } })
    .from(packaging)
    .innerJoin(
      packagingVersions,
      and(eq(packagingVersions.videoId, packaging.videoId), eq(packagingVersions.number, packaging.version)),
    )
    .leftJoin(users, eq(users.id, packagingVersions.userId))
    .where(eq(packaging.videoId, videoId));
  if (!newest) throw videoNotFound();
  return staleVersion("packaging", actorId, base, toVersion(newest.version, newest.author));
}

// ---------------------------------------------------------------------------------------------
// Generation

export interface PackagingStudio {
  writer: PackagingWriter;
  rateLimitPerMinute: number;
}

/**
 * Writes the package (or one field) for a script; nothing is stored. Chapters come from the script at
 * the channel's speaking rate, never from the writer. An unknown channel is a 404 before any AI
 * request is counted.
 */
export async function generatePackaging(
  db: Db,
  studio: PackagingStudio,
  userId: string,
  input: z.output<typeof generatePackagingSchema>,
  signal?: AbortSignal,
  /** The chapters' note in the member's language (the route's translate); English without one. */
  say: (message: RuleMessage) => string = inEnglish,
): Promise<GeneratedPackaging> {
  const channel = input.channelId ? await readChannelVoice(db, input.channelId) : undefined;
  const language = input.language ?? DEFAULT_LANGUAGE;
  refuseUnwrittenLanguage(studio.writer, language);
  await takeAiRequest(db, userId, studio.rateLimitPerMinute);
  const draft = await studio.writer.write(
    {
      script: input.script,
      topic: input.topic ?? "",
      keywords: (input.keywords ?? []).map((k) => k.trim()).filter(Boolean),
      research: input.research,
      channel: channel && {
        name: channel.name,
        voice: channel.voice?.profile ?? null,
        wordsPerMinute: channel.wordsPerMinute,
      },
      language,
    },
    input.field,
    signal,
  );
  const withChapters = input.field === "all" || input.field === "description";
  const plan = withChapters
    ? makeChapters(input.script, channel?.wordsPerMinute ?? SPOKEN_WORDS_PER_MINUTE, language)
    : null;
  return {
    ...draft,
    ...(plan && { chapters: plan.chapters }),
    chaptersNote: plan?.note ? say(plan.note) : null,
    source: studio.writer.source,
  };
}

// ---------------------------------------------------------------------------------------------
// Translation

/**
 * A translation whose description, with the package's chapter lines and hashtags, fits YouTube's
 * 5,000 characters: the text is cut at a word to leave them room (a model writes some languages longer).
 */
function fitTranslation(content: PackagingContent, translation: PackagingTranslation): PackagingTranslation {
  const over = localizedDescription(content, translation).length - YOUTUBE_LIMITS.description;
  if (over <= 0) return translation;
  const room = Math.max(0, translation.description.length - over);
  return { ...translation, description: cutAtWord(translation.description, room) };
}

/** A model's translation that YouTube would refuse: which language, and the first rule it broke, in the member's language. */
const translationBrokeRules = (language: string, reason: RuleMessage) =>
  new AppError(502, msg("The {name} translation broke YouTube's rules: {reason}"), undefined, undefined, {
    params: { language, name: languageName(language), reason },
  });

/**
 * "Translate packaging": the package's title, description and chapter names drafted in each language,
 * one model call per language, each checked against YouTube's limits like the original. Nothing is
 * stored: the editor adds the drafts and the member saves them. The package must say its own language
 * (the model is told what it translates from, and YouTube needs it beside translations).
 */
export async function translatePackaging(
  db: Db,
  translator: PackagingTranslator,
  rateLimitPerMinute: number,
  userId: string,
  input: z.output<typeof translatePackagingSchema>,
  signal?: AbortSignal,
): Promise<TranslatedPackaging> {
  const content = input.content;
  const from = content.defaultLanguage;
  if (!from) throw badRequest(msg("Choose the language the package is written in before translating it."));
  const title = content.chosenTitle ?? content.titles[0];
  if (!title) throw badRequest(msg("The package has no title to translate yet: write or pick one first."));
  const languages = [...new Set(input.languages)];
  const same = languages.find((language) => language === from);
  if (same) {
    throw badRequest(msg("The package is already written in {name}."), { language: same, name: languageName(same) });
  }
  await takeAiRequest(db, userId, rateLimitPerMinute);
  const translations: PackagingTranslation[] = [];
  for (const to of languages) {
    const draft = await translator.translate(
      {
        from,
        to,
        title,
        description: content.description,
        chapterTitles: content.chapters.map((chapter) => chapter.title),
      },
      signal,
    );
    const parsed = packagingTranslationSchema.safeParse(fitTranslation(content, draft));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw translationBrokeRules(to, ruleOfIssue(issue) ?? { text: issue.message });
    }
    const translation = parsed.data;
    const problems = translationProblems(content, translation);
    if (problems.length > 0) throw translationBrokeRules(to, problems[0]);
    translations.push(translation);
  }
  return { translations };
}
