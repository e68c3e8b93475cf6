// Applying a video's packaging to the video on YouTube: the difference first (one videos.list), then
// the chosen fields written with videos.update, and what YouTube had kept so "Undo on YouTube" puts
// those fields back. Every call is counted against the daily YouTube budget at its documented cost
// (publishing-costs.ts), reserved before the call: YouTube charges refused calls too.
import { and, desc, eq, isNull } from "drizzle-orm";
import { languageName } from "../../../shared/languages.ts";
import { isLibraryId } from "../../../shared/library-rules.ts";
import { msg } from "../../../shared/message.ts";
import { fullDescription, localizationsOf } from "../../../shared/packaging-rules.ts";
import type { PackagingContent } from "../../../shared/schemas/packaging.ts";
import {
  type FieldDifference,
  PUBLISHABLE_FIELD_LABELS,
  PUBLISHABLE_FIELDS,
  type PublishableField,
  type PublishingApplication,
  type PublishingDifference,
  type PublishingState,
  type YouTubeSnippet,
  youtubeSnippetSchema,
} from "../../../shared/schemas/publishing.ts";
import { isMeantAsShort } from "../../../shared/shorts-rules.ts";
import { packaging, users, videos, youtubeApplications } from "../../db/schema.ts";
import { videoNotFound } from "../../domain/errors.ts";
import { AppError } from "../../errors.ts";
import type { SessionUser } from "../../router.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { googleConfigured, startGoogleSignIn } from "../../youtube/google-oauth.ts";
import { APPLY_CALLS, DIFFERENCE_CALLS, RELEASE_CALLS, unitsOf } from "../../youtube/publishing-costs.ts";
import { quotaUsage } from "../../youtube/quota.ts";
import { readSnippet, writeSnippet } from "../../youtube/video-writes.ts";
import { mayPublishAs, PUBLISHING_SCOPES_FOR_GRANT, publisherFor, publishingAccess, ROLE_REFUSAL } from "./access.ts";
import { releaseOf } from "./release.ts";
import { thumbnailSummary } from "./thumbnail.ts";
import { uploadSnippet } from "./uploads.ts";
import { onYouTube, spend } from "./youtube-calls.ts";

type ApplicationRow = typeof youtubeApplications.$inferSelect;

function toApplication(row: ApplicationRow, author: { id: string | null; name: string | null } | null) {
  return {
    id: row.id,
    youtubeVideoId: row.youtubeVideoId,
    fields: row.fields,
    // Applies kept before translations were publishable carry no localizations: read as none.
    before: youtubeSnippetSchema.parse(row.before),
    after: youtubeSnippetSchema.parse(row.after),
    author: author?.id && author.name !== null ? { id: author.id, name: author.name } : null,
    appliedAt: row.createdAt.toISOString(),
    undoneAt: row.undoneAt?.toISOString() ?? null,
  } satisfies PublishingApplication;
}

async function newestUndoable(deps: ServiceDeps, videoId: string) {
  const [row] = await deps.db
    .select({ application: youtubeApplications, author: { id: users.id, name: users.name } })
    .from(youtubeApplications)
    .leftJoin(users, eq(users.id, youtubeApplications.userId))
    .where(and(eq(youtubeApplications.videoId, videoId), isNull(youtubeApplications.undoneAt)))
    .orderBy(desc(youtubeApplications.createdAt))
    .limit(1);
  return row ?? null;
}

export async function publishingState(deps: ServiceDeps, user: SessionUser, videoId: string): Promise<PublishingState> {
  const access = await publishingAccess(deps, user, videoId);
  const content = await packagingOf(deps, videoId);
  const [video] = await deps.db
    .select({ title: videos.title, format: videos.format })
    .from(videos)
    .where(eq(videos.id, videoId));
  const usage = await quotaUsage(deps.db, deps.config.sync.dailyQuota);
  const undoable = await newestUndoable(deps, videoId);
  return {
    youtubeVideoId: access.youtubeVideoId,
    mayPublish: access.unavailable === null,
    unavailable: access.unavailable,
    mayUpload:
      mayPublishAs(user.role) &&
      access.youtubeVideoId === null &&
      access.publishingAccess &&
      googleConfigured(deps.config),
    canGrantAccess: mayPublishAs(user.role),
    publishingAccess: access.publishingAccess,
    quota: {
      remaining: usage.exceededAt ? 0 : Math.max(0, usage.dailyQuota - usage.unitsSpent),
      dailyQuota: usage.dailyQuota,
      resetsAt: usage.resetsAt.toISOString(),
    },
    costs: {
      difference: unitsOf(DIFFERENCE_CALLS),
      apply: unitsOf(APPLY_CALLS),
      undo: unitsOf(APPLY_CALLS),
      thumbnail: unitsOf(["thumbnails.set"]),
      release: unitsOf(RELEASE_CALLS),
    },
    thumbnail: await thumbnailSummary(deps, videoId),
    thumbnailText: content?.thumbnailTexts[0]?.text ?? null,
    meantAsShort: isMeantAsShort({ packaging: uploadSnippet(video?.title ?? "", content), format: video?.format }),
    undoable: undoable ? toApplication(undoable.application, undoable.author) : null,
    release: await releaseOf(deps, videoId),
  };
}

/**
 * "Grant publishing access": Google's consent page asking for the publishing scopes on top of the
 * others. Started from a video's Publish tab, Google's answer leads back there.
 */
export async function startPublishingGrant(
  deps: ServiceDeps,
  user: SessionUser,
  fromVideoId: string | undefined,
): Promise<string> {
  if (!mayPublishAs(user.role)) throw new AppError(403, ROLE_REFUSAL);
  let returnTo: string | null = null;
  if (fromVideoId !== undefined) {
    if (!isLibraryId(fromVideoId)) throw videoNotFound();
    const [video] = await deps.db.select({ id: videos.id }).from(videos).where(eq(videos.id, fromVideoId));
    if (!video) throw videoNotFound();
    returnTo = `/video/${video.id}?tab=publish`;
  }
  return startGoogleSignIn(deps, user.id, PUBLISHING_SCOPES_FOR_GRANT, returnTo);
}

type Localizations = YouTubeSnippet["localizations"];

/** A field's value as the difference compares it: text, a tag list, or a language with its translations. */
type FieldValue = string | string[] | { defaultLanguage: string | null; localizations: Localizations };

/** What the packaging would write into each publishable field; null when it has nothing for it. */
function packagingValue(content: PackagingContent | null, field: PublishableField): FieldValue | null {
  if (!content) return null;
  if (field === "title") return content.chosenTitle;
  if (field === "description") return fullDescription(content);
  if (field === "translations") {
    if (!content.defaultLanguage && content.translations.length === 0) return null;
    return { defaultLanguage: content.defaultLanguage, localizations: localizationsOf(content) };
  }
  return content.tags;
}

const languageLine = (tag: string | null) => (tag ? `${languageName(tag)} (${tag})` : "Not set");

/** A language and its translations as the difference shows them: the language, then each translation. */
function translationsText(value: { defaultLanguage: string | null; localizations: Localizations }): string {
  const languages = Object.keys(value.localizations).sort();
  const blocks = languages.map((tag) => {
    const l = value.localizations[tag];
    return `${languageLine(tag)}\nTitle: ${l.title}\n${l.description}`;
  });
  return [`Default language: ${languageLine(value.defaultLanguage)}`, ...blocks].join("\n\n");
}

const shown = (value: FieldValue) =>
  Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : translationsText(value);

function youtubeValue(snippet: YouTubeSnippet, field: PublishableField): FieldValue {
  if (field === "translations")
    return { defaultLanguage: snippet.defaultLanguage, localizations: snippet.localizations };
  return snippet[field];
}

/** Equal as YouTube holds them (a localizations object's key order is not meaningful). */
function same(a: FieldValue, b: FieldValue): boolean {
  if (typeof a === "string" || Array.isArray(a) || typeof b === "string" || Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  const keys = (l: Localizations) => Object.keys(l).sort();
  return (
    a.defaultLanguage === b.defaultLanguage &&
    JSON.stringify(keys(a.localizations)) === JSON.stringify(keys(b.localizations)) &&
    keys(a.localizations).every(
      (k) =>
        a.localizations[k].title === b.localizations[k]?.title &&
        a.localizations[k].description === b.localizations[k]?.description,
    )
  );
}

async function packagingOf(deps: ServiceDeps, videoId: string): Promise<PackagingContent | null> {
  const [row] = await deps.db
    .select({ content: packaging.content })
    .from(packaging)
    .where(eq(packaging.videoId, videoId));
  // Packages saved before translations existed have no language or translations: read as none.
  return row
    ? {
        ...row.content,
        defaultLanguage: row.content.defaultLanguage ?? null,
        translations: row.content.translations ?? [],
      }
    : null;
}

export async function publishingDifference(
  deps: ServiceDeps,
  user: SessionUser,
  videoId: string,
): Promise<PublishingDifference> {
  const { youtubeVideoId, accessToken } = await publisherFor(deps, user, videoId);
  const content = await packagingOf(deps, videoId);
  await spend(deps, DIFFERENCE_CALLS);
  const now = await onYouTube(deps, () => readSnippet(deps.config.youtube.baseUrl, accessToken, youtubeVideoId));
  const fields = PUBLISHABLE_FIELDS.map((field): FieldDifference => {
    const ours = packagingValue(content, field);
    const theirs = youtubeValue(now, field);
    return {
      field,
      label: PUBLISHABLE_FIELD_LABELS[field],
      onYouTube: shown(theirs),
      inPackaging: ours === null ? null : shown(ours),
      differs: ours !== null && !same(ours, theirs),
    };
  });
  return { youtubeVideoId, fields, categoryId: now.categoryId, defaultLanguage: now.defaultLanguage };
}

function withFields(
  base: YouTubeSnippet,
  fields: readonly PublishableField[],
  from: (f: PublishableField) => FieldValue | null,
) {
  const next: YouTubeSnippet = { ...base, tags: [...base.tags], localizations: { ...base.localizations } };
  for (const field of fields) {
    const value = from(field);
    if (value === null) continue;
    if (field === "tags") next.tags = value as string[];
    else if (field === "translations") {
      const { defaultLanguage, localizations } = value as Exclude<FieldValue, string | string[]>;
      // A package that does not name its language leaves YouTube's in place.
      next.defaultLanguage = defaultLanguage ?? base.defaultLanguage;
      next.localizations = localizations;
    } else next[field] = value as string;
  }
  return next;
}

export async function applyPackaging(
  deps: ServiceDeps,
  user: SessionUser,
  videoId: string,
  fields: readonly PublishableField[],
): Promise<PublishingApplication> {
  const { youtubeVideoId, accessToken } = await publisherFor(deps, user, videoId);
  const content = await packagingOf(deps, videoId);
  if (!content) throw new AppError(400, msg("This video has no packaging yet: write it on the Packaging tab first."));
  if (fields.includes("title") && !content.chosenTitle) {
    throw new AppError(400, msg("Pick a title on the Packaging tab before applying it."), [
      { field: "title", message: msg("No title is picked yet.") },
    ]);
  }
  if (fields.includes("translations") && packagingValue(content, "translations") === null) {
    throw new AppError(
      400,
      msg("The packaging has no language or translations yet: add them on the Packaging tab first."),
      [{ field: "translations", message: msg("No language or translations in the packaging yet.") }],
    );
  }
  await spend(deps, APPLY_CALLS);
  const baseUrl = deps.config.youtube.baseUrl;
  const before = await onYouTube(deps, () => readSnippet(baseUrl, accessToken, youtubeVideoId));
  const next = withFields(before, fields, (field) => packagingValue(content, field));
  const withLocalizations = fields.includes("translations");
  const after = await onYouTube(deps, () =>
    writeSnippet(baseUrl, accessToken, youtubeVideoId, next, withLocalizations),
  );
  const [row] = await deps.db
    .insert(youtubeApplications)
    .values({ videoId, youtubeVideoId, fields: [...fields], before, after, userId: user.id })
    .returning();
  return toApplication(row, { id: user.id, name: user.name });
}

/** Puts back, on YouTube, the fields of the newest apply not yet undone, as YouTube had them before it. */
export async function undoOnYouTube(
  deps: ServiceDeps,
  user: SessionUser,
  videoId: string,
): Promise<PublishingApplication> {
  const { accessToken } = await publisherFor(deps, user, videoId);
  const newest = await newestUndoable(deps, videoId);
  if (!newest) throw new AppError(404, msg("There is no change on YouTube to undo for this video."));
  const { application } = newest;
  await spend(deps, APPLY_CALLS);
  const baseUrl = deps.config.youtube.baseUrl;
  const now = await onYouTube(deps, () => readSnippet(baseUrl, accessToken, application.youtubeVideoId));
  const before = youtubeSnippetSchema.parse(application.before);
  const restored = withFields(now, application.fields, (field) => youtubeValue(before, field));
  // Putting translations back writes the localizations YouTube had (none: an empty part) with its language.
  if (application.fields.includes("translations")) restored.defaultLanguage = before.defaultLanguage;
  const withLocalizations = application.fields.includes("translations");
  await onYouTube(deps, () =>
    writeSnippet(baseUrl, accessToken, application.youtubeVideoId, restored, withLocalizations),
  );
  // Conditional on still being undone by nobody: two undos at once mark it once.
  const [row] = await deps.db
    .update(youtubeApplications)
    .set({ undoneAt: new Date(), undoneBy: user.id })
    .where(and(eq(youtubeApplications.id, application.id), isNull(youtubeApplications.undoneAt)))
    .returning();
  return toApplication(row ?? application, newest.author);
}
