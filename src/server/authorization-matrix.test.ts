// Issue 6, security: every operation of /api/openapi.json × {anonymous, user, moderator, admin}
// with the status each must answer (this extends access.test.ts, which checks the public list and
// the documented security scheme), plus the ownership rules of the workspace model (issue 3:
// deleting a channel, folder or video is for admins, moderators and the member who created it).
// Each request carries a valid body and names rows that exist, so the status is the authorization
// decision and not a validation or lookup failure. A new operation without a row here fails.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Role } from "../shared/roles.ts";
import { SCRIPT_CONFIG_DEFAULTS } from "../shared/studio-values.ts";
import {
  accessTokens,
  channels,
  folders,
  ideas,
  invitations,
  nicheChannels,
  niches,
  reviewComments,
  reviewLinks,
  users,
  videos,
  watchedChannels,
  webhookDeliveries,
  webhookEndpoints,
} from "./db/schema.ts";
import { attachScript } from "./domain/scripts/script-versions.ts";
import { type FakeGoogleOAuth, googleEnvFor, startFakeGoogleOAuth } from "./testing/fakes/google-oauth.ts";
import { type FakeYouTube, startFakeYouTube } from "./testing/fakes/youtube.ts";
import { createTestApp, type TestApp } from "./testing/harness.ts";

type Actor = "anonymous" | Role;
const ACTORS: Actor[] = ["anonymous", "user", "moderator", "admin"];

/** The rows one request works on, made fresh for it by a member who is none of the actors. */
interface Fixture {
  channelId: string;
  folderId: string;
  videoId: string;
  /** A user who is not an actor (admin deletes and role changes). */
  victimId: string;
  /** A pending invitation's token and e-mail. */
  invitation: { token: string; email: string };
  /** The video's script has this one version, written by the fixture's member. */
  scriptVersion: number;
  /** A channel with a saved script, so its voice can be rebuilt. */
  scriptedChannelId: string;
  /** Review (decision 036): a comment and a suggestion on the video's script, a review link's id and token. */
  commentId: string;
  suggestionId: string;
  linkId: string;
  reviewToken: string;
  /** Ideas (decision 035): a niche watching one channel, an idea, and a channel address YouTube knows. */
  nicheId: string;
  watchedChannelId: string;
  ideaId: string;
  watchAddress: string;
  /** Decision 044: an access token of the fixture's member. */
  tokenId: string;
  /** Decision 045: a (turned off) webhook endpoint and one of its deliveries. */
  webhookId: string;
  webhookDeliveryId: string;
}

interface Row {
  /** Status for anonymous, user, moderator, admin. */
  expect: [number, number, number, number];
  body?: (f: Fixture) => unknown;
  query?: string | ((f: Fixture) => string);
  /** The value of the path's `{…}` parameter (a path's `{number}` is the fixture's script version). */
  param?: (f: Fixture) => string;
  /** An answer that never ends by itself (server-sent events): its status is read, then it is closed. */
  endless?: true;
}

/** Values of path parameters after the first (`/api/videos/{id}/script/versions/{number}`). */
const FURTHER_PARAMS: Record<string, (f: Fixture) => string> = {
  number: (f) => String(f.scriptVersion),
  channelId: (f) => f.watchedChannelId,
  deliveryId: (f) => f.webhookDeliveryId,
};

const MEMBER_READ: Row["expect"] = [401, 200, 200, 200];
const MEMBER_CREATE: Row["expect"] = [401, 201, 201, 201];
const ADMIN_ONLY: Row["expect"] = [401, 403, 403, 200];
const PUBLIC_READ: Row["expect"] = [200, 200, 200, 200];
/** Deleting another member's item: moderators and admins may, a plain user may not. */
const MODERATED_DELETE: Row["expect"] = [401, 403, 200, 200];

const channel = (f: Fixture) => f.channelId;
const folder = (f: Fixture) => f.folderId;
const video = (f: Fixture) => f.videoId;
const victim = (f: Fixture) => f.victimId;
const unique = () => randomBytes(5).toString("hex");

let researchData: unknown;

/** Studio work on its first step, as a draft stores it. */
const draftWork = {
  step: "research",
  research: { niche: "", topic: "Home automation", angle: "", targetAudience: "" },
  researchData: null,
  topicsView: "button",
  generatedTopics: [],
  customTopics: [],
  selectedTopics: [],
  config: SCRIPT_CONFIG_DEFAULTS,
  editor: null,
};

const MATRIX: Record<string, Row> = {
  "GET /api/health": { expect: PUBLIC_READ },
  "GET /api/auth-settings": { expect: PUBLIC_READ },
  "GET /api/invitations/{token}": { expect: PUBLIC_READ, param: (f) => f.invitation.token },
  // Public: accepting creates the invited account whoever is signed in.
  "POST /api/invitations/accept": {
    expect: [201, 201, 201, 201],
    body: (f) => ({ ...f.invitation, password: "correct-horse", fullName: "Invited Member" }),
  },

  "GET /api/me": { expect: MEMBER_READ },
  "PATCH /api/me": { expect: MEMBER_READ, body: () => ({ fullName: "Renamed Member" }) },
  // Issue 13 item 7: every member has their own mail switches.
  "GET /api/me/notification-settings": { expect: MEMBER_READ },
  // Decision 044: each member makes and lists their own tokens; another member's token is not found.
  "GET /api/me/tokens": { expect: MEMBER_READ },
  "POST /api/me/tokens": { expect: MEMBER_CREATE, body: () => ({ name: "n8n", scopes: ["read"] }) },
  "DELETE /api/me/tokens/{id}": { expect: [401, 404, 404, 404], param: (f) => f.tokenId },
  "PATCH /api/me/notification-settings": { expect: MEMBER_READ, body: () => ({ mailMentioned: false }) },

  "GET /api/admin/users": { expect: ADMIN_ONLY },
  "GET /api/admin/youtube-quota": { expect: ADMIN_ONLY },
  "GET /api/admin/ai-model": { expect: ADMIN_ONLY },
  // The matrix's app writes offline: an admin passes authorization and is told there is no model to test.
  "POST /api/admin/ai-model/test": { expect: [401, 403, 403, 400] },
  "DELETE /api/admin/users/{id}": { expect: ADMIN_ONLY, param: victim },
  "PATCH /api/admin/users/{id}/role": { expect: ADMIN_ONLY, param: victim, body: () => ({ role: "moderator" }) },
  // Decision 045: webhooks are the admins'. A public address literal needs no DNS; events nobody emits here.
  "GET /api/admin/webhooks": { expect: ADMIN_ONLY },
  "POST /api/admin/webhooks": {
    expect: [401, 403, 403, 201],
    body: () => ({ url: "https://93.184.216.34/hooks", events: ["upload.finished"] }),
  },
  "PATCH /api/admin/webhooks/{id}": { expect: ADMIN_ONLY, param: (f) => f.webhookId, body: () => ({ enabled: false }) },
  "DELETE /api/admin/webhooks/{id}": { expect: ADMIN_ONLY, param: (f) => f.webhookId },
  "GET /api/admin/webhooks/{id}/deliveries": { expect: ADMIN_ONLY, param: (f) => f.webhookId },
  "POST /api/admin/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
    expect: [401, 403, 403, 201],
    param: (f) => f.webhookId,
  },
  "POST /api/admin/invitations": {
    expect: [401, 403, 403, 201],
    body: () => ({ email: `invitee-${unique()}@example.com`, role: "user" }),
  },

  "GET /api/studio/provider": { expect: MEMBER_READ },
  "POST /api/studio/research": {
    expect: MEMBER_READ,
    body: () => ({ niche: "Technology & AI", topic: "Home automation on a budget" }),
  },
  "POST /api/studio/topics": { expect: MEMBER_READ, body: () => ({ researchData }) },
  "POST /api/studio/script": {
    expect: MEMBER_READ,
    body: () => ({
      researchData,
      scriptConfig: {
        duration: 0.5,
        tone: "educational",
        scriptType: "full",
        includeHooks: true,
        includeCTA: false,
        includeTransitions: false,
      },
      selectedTopics: ["Smart plugs that pay for themselves"],
    }),
  },
  "POST /api/studio/rewrite": {
    expect: MEMBER_READ,
    body: () => ({ selectedText: "This is a very long and rather boring sentence.", style: "punchier" }),
  },
  "POST /api/studio/grammar": { expect: MEMBER_READ, body: () => ({ text: "this is a  test of the the tool." }) },
  // Work in progress (issue 10 item 5): every member has their own drafts, for any video.
  "GET /api/studio/draft": { expect: MEMBER_READ, query: (f) => `?videoId=${f.videoId}` },
  "PUT /api/studio/draft": { expect: MEMBER_READ, body: (f) => ({ videoId: f.videoId, work: draftWork }) },
  "DELETE /api/studio/draft": { expect: MEMBER_READ, query: (f) => `?videoId=${f.videoId}` },

  "GET /api/channels": { expect: MEMBER_READ },
  "POST /api/channels": { expect: MEMBER_CREATE, body: () => ({ name: `Channel ${unique()}` }) },
  "GET /api/channels/{id}": { expect: MEMBER_READ, param: channel },
  // Workspace model: every member edits everything; only deletion is restricted.
  "PATCH /api/channels/{id}": { expect: MEMBER_READ, param: channel, body: () => ({ name: "Renamed channel" }) },
  "DELETE /api/channels/{id}": { expect: MODERATED_DELETE, param: channel },
  "GET /api/channels/{id}/overview": { expect: MEMBER_READ, param: channel },
  "GET /api/channels/{id}/folders": { expect: MEMBER_READ, param: channel },
  "POST /api/channels/{id}/folders": {
    expect: MEMBER_CREATE,
    param: channel,
    body: () => ({ name: "Weekly Upload Batch", monthYear: "March 2025" }),
  },
  "GET /api/channels/{id}/dashboard": { expect: MEMBER_READ, param: channel },
  // issue 14: the dashboard's YouTube Analytics, read like the dashboard.
  "GET /api/channels/{id}/analytics": { expect: MEMBER_READ, param: channel },
  "GET /api/channels/{id}/audience-lessons": { expect: MEMBER_READ, param: channel },
  // The lessons' figures as CSV, read like the lessons.
  "GET /api/channels/{id}/audience-lessons.csv": { expect: MEMBER_READ, param: channel },
  // issue 14: the Performance tab's figures for the chosen period, read like the dashboard.
  "GET /api/channels/{id}/performance": { expect: MEMBER_READ, param: channel },
  "GET /api/channels/{id}/outliers": { expect: MEMBER_READ, param: channel, query: "?kind=short&page=1" },
  // issue 11: any member reads, edits and rebuilds a channel's voice (workspace model).
  "GET /api/channels/{id}/voice": { expect: MEMBER_READ, param: channel },
  "PUT /api/channels/{id}/voice": {
    expect: MEMBER_READ,
    param: channel,
    body: () => ({
      tone: "Warm and direct",
      sentenceLength: 12,
      vocabulary: "Plain words",
      signaturePhrases: ["Let's get into it"],
      openings: "A question to the viewer",
      closings: "A short thank-you",
      avoidWords: ["synergy"],
    }),
  },
  "POST /api/channels/{id}/voice/rebuild": { expect: MEMBER_READ, param: (f) => f.scriptedChannelId },
  "POST /api/channels/{id}/sync-jobs": { expect: [401, 202, 202, 202], param: channel },
  "GET /api/channels/{id}/sync-status": { expect: MEMBER_READ, param: channel },

  "GET /api/folders/{id}": { expect: MEMBER_READ, param: folder },
  "PATCH /api/folders/{id}": { expect: MEMBER_READ, param: folder, body: () => ({ name: "Renamed folder" }) },
  "DELETE /api/folders/{id}": { expect: MODERATED_DELETE, param: folder },
  "GET /api/folders/{id}/videos": { expect: MEMBER_READ, param: folder },
  "POST /api/folders/{id}/videos": { expect: MEMBER_CREATE, param: folder, body: () => ({ title: "A new video" }) },

  "GET /api/videos/{id}": { expect: MEMBER_READ, param: video },
  // issue 14: the Analytics tab, read like the video.
  "GET /api/videos/{id}/analytics": { expect: MEMBER_READ, param: video },
  "GET /api/videos/{id}/script-retention": { expect: MEMBER_READ, param: video },
  "PATCH /api/videos/{id}": { expect: MEMBER_READ, param: video, body: () => ({ targetKeywords: "one, two" }) },
  "DELETE /api/videos/{id}": { expect: MODERATED_DELETE, param: video },
  "PATCH /api/videos/{id}/status": { expect: MEMBER_READ, param: video, body: () => ({ status: "published" }) },
  "GET /api/videos/{id}/notes": { expect: MEMBER_READ, param: video },
  // Issue 13: any member moves and assigns any video, and reads the board and the activity log.
  "GET /api/production/board": { expect: MEMBER_READ },
  "GET /api/production/mine": { expect: MEMBER_READ },
  "GET /api/members": { expect: MEMBER_READ },
  // Issue 13 item 3: any member reads the calendar and plans a video on it.
  "GET /api/production/calendar": { expect: MEMBER_READ, query: "?month=2030-01" },
  "POST /api/channels/{id}/planned-videos": {
    expect: MEMBER_CREATE,
    param: channel,
    body: () => ({ title: "A planned video", plannedPublishDate: "2030-01-15" }),
  },
  "PATCH /api/videos/{id}/production": {
    expect: MEMBER_READ,
    param: video,
    body: () => ({ stage: "recording", dueDate: "2030-01-31" }),
  },
  "POST /api/videos/{id}/move": {
    expect: MEMBER_READ,
    param: video,
    body: () => ({ stage: "editing", beforeId: null }),
  },
  "GET /api/videos/{id}/activity": { expect: MEMBER_READ, param: video },
  // Every member has their own notifications.
  "GET /api/notifications": { expect: MEMBER_READ },
  "POST /api/notifications/read": { expect: MEMBER_READ, body: () => ({ all: true }) },
  "POST /api/videos/{id}/notes": { expect: MEMBER_CREATE, param: video, body: () => ({ content: "Looks good" }) },
  "PUT /api/videos/{id}/metrics": { expect: MEMBER_READ, param: video, body: () => ({ ctr: 4.5, retention: 51 }) },
  "POST /api/videos/{id}/metrics/refresh": { expect: MEMBER_READ, param: video },

  // Issue 10: any member writes, revises and restores scripts; a version's label is its author's
  // (and moderators' and admins'), and the fixture's version was written by someone else.
  "GET /api/videos/{id}/script/versions": { expect: MEMBER_READ, param: video },
  "GET /api/videos/{id}/script/versions/{number}": { expect: MEMBER_READ, param: video },
  "POST /api/videos/{id}/script": {
    expect: MEMBER_CREATE,
    param: video,
    body: (f) => ({ content: "Revised words.", baseVersion: f.scriptVersion }),
  },
  "POST /api/videos/{id}/script/versions/{number}/restore": { expect: MEMBER_CREATE, param: video, body: () => ({}) },
  "PATCH /api/videos/{id}/script/versions/{number}": {
    expect: [401, 403, 200, 200],
    param: video,
    body: () => ({ label: "sent to editor" }),
  },

  // Issue 12: any member reads, saves and generates a video's packaging (workspace model).
  "GET /api/videos/{id}/packaging": { expect: MEMBER_READ, param: video },
  "PUT /api/videos/{id}/packaging": {
    expect: MEMBER_CREATE,
    param: video,
    body: () => ({
      content: {
        titles: ["A title"],
        chosenTitle: "A title",
        description: "What the video covers.",
        chapters: [],
        hashtags: [],
        tags: ["a tag"],
        thumbnailTexts: [],
        source: "offline",
      },
      baseVersion: null,
    }),
  },
  "GET /api/videos/{id}/packaging/versions": { expect: MEMBER_READ, param: video },
  // Publishing to YouTube: every member reads why an action is (un)available; only moderators and
  // admins may act, and the actors have no Google sign-in with publishing access, hence 400 for them.
  "GET /api/videos/{id}/publishing": { expect: MEMBER_READ, param: video },
  "GET /api/publishing/oauth/start": { expect: [401, 403, 200, 200] },
  "GET /api/videos/{id}/publishing/difference": { expect: [401, 403, 400, 400], param: video },
  "POST /api/videos/{id}/publishing/apply": {
    expect: [401, 403, 400, 400],
    param: video,
    body: () => ({ fields: ["title"] }),
  },
  "POST /api/videos/{id}/publishing/undo": { expect: [401, 403, 400, 400], param: video },
  // A release time on YouTube: for those who may publish, who have no Google sign-in here (400).
  "PUT /api/videos/{id}/publishing/release": {
    expect: [401, 403, 400, 400],
    param: video,
    body: () => ({ publishAt: "2030-01-15T13:30:00Z" }),
  },
  "DELETE /api/videos/{id}/publishing/release": { expect: [401, 403, 400, 400], param: video },
  // The thumbnail is part of the packaging: any member uploads and reads it. This matrix sends JSON,
  // which is no image (400), and its videos have no thumbnail (404); the images themselves are in
  // features/publishing/thumbnail.test.ts. Setting it on YouTube is for those who may publish.
  "PUT /api/videos/{id}/publishing/thumbnail": { expect: [401, 400, 400, 400], param: video, body: () => ({}) },
  "GET /api/videos/{id}/publishing/thumbnail": { expect: [401, 404, 404, 404], param: video },
  "POST /api/videos/{id}/publishing/thumbnail/set": { expect: [401, 403, 400, 400], param: video },
  // Uploads: for those who may publish (the fixture's video is on YouTube already: 409). Continuing one
  // is for the member who started it; no actor has, so none exists for them (404).
  "POST /api/videos/{id}/publishing/uploads": {
    expect: [401, 403, 409, 409],
    param: video,
    body: () => ({ size: 1000, contentType: "video/mp4" }),
  },
  "GET /api/publishing/uploads/{uploadId}": { expect: [401, 404, 404, 404], param: () => randomUUID() },
  "PUT /api/publishing/uploads/{uploadId}/chunks": {
    expect: [401, 404, 404, 404],
    param: () => randomUUID(),
    query: "?offset=0",
    body: () => ({}),
  },
  "POST /api/studio/packaging": {
    expect: MEMBER_READ,
    body: () => ({ field: "tags", script: "[INTRO]\nHello there.", keywords: ["home automation"] }),
  },

  // Every member may ask; the matrix's app runs the offline writer, which refuses to translate (400).
  "POST /api/studio/packaging/translate": {
    expect: [401, 400, 400, 400],
    body: () => ({
      languages: ["es"],
      content: {
        titles: ["Home automation"],
        chosenTitle: "Home automation",
        description: "Hello there.",
        chapters: [],
        hashtags: [],
        tags: [],
        thumbnailTexts: [],
        source: "offline",
        defaultLanguage: "en",
      },
    }),
  },

  // "Make Shorts" (decision 046): any member; the offline writer proposes from the fixture's one-line script.
  "POST /api/videos/{id}/shorts/proposals": { expect: MEMBER_READ, param: video },
  "POST /api/videos/{id}/shorts": {
    expect: MEMBER_CREATE,
    param: video,
    body: () => ({
      proposals: [
        { title: "Hello", quote: "Hello there.", hook: "Hello there.", targetSeconds: 45, callback: "More soon." },
      ],
    }),
  },
  // "Translate script": the matrix runs on the offline writer, which refuses to translate (400) once signed in.
  "POST /api/studio/translations": {
    expect: [401, 400, 400, 400],
    body: (f) => ({ videoId: f.videoId, language: "es" }),
  },
  "POST /api/studio/saves": {
    expect: MEMBER_CREATE,
    body: (f) => ({
      folderId: f.folderId,
      title: "Saved script",
      content: "Hello there.",
      duration: 1,
      tone: "humorous",
    }),
  },

  "GET /api/youtube/status": { expect: MEMBER_READ },
  "GET /api/youtube/oauth/start": { expect: MEMBER_READ },
  // Google came back without a code or state: the member lands in the library with a message.
  "GET /api/youtube/oauth/callback": { expect: [401, 302, 302, 302], query: "?error=access_denied" },
  // Not signed in with Google yet: a clear 400, not a permission error.
  "POST /api/youtube/connect": { expect: [401, 400, 400, 400] },

  // Decision 036: any member reviews, comments, suggests, signs off, shares and sees who is here
  // (workspace model); the fixture's script was written by someone else, so every actor may approve it.
  "GET /api/videos/{id}/review": { expect: MEMBER_READ, param: video },
  "POST /api/videos/{id}/review/comments": {
    expect: MEMBER_CREATE,
    param: video,
    body: (f) => ({ version: f.scriptVersion, start: 0, end: 5, quote: "Hello", body: "Warmer?" }),
  },
  "POST /api/videos/{id}/review/suggestions": {
    expect: MEMBER_CREATE,
    param: video,
    body: (f) => ({ version: f.scriptVersion, start: 0, end: 5, quote: "Hello", replacement: "Hi" }),
  },
  "POST /api/review/comments/{id}/replies": {
    expect: MEMBER_CREATE,
    param: (f) => f.commentId,
    body: () => ({ body: "Agreed" }),
  },
  "PATCH /api/review/comments/{id}": {
    expect: MEMBER_READ,
    param: (f) => f.commentId,
    body: () => ({ status: "resolved" }),
  },
  "POST /api/review/comments/{id}/accept": {
    expect: MEMBER_CREATE,
    param: (f) => f.suggestionId,
    body: (f) => ({ baseVersion: f.scriptVersion }),
  },
  "POST /api/review/comments/{id}/reject": { expect: MEMBER_READ, param: (f) => f.suggestionId },
  "POST /api/videos/{id}/review/requests": {
    expect: MEMBER_CREATE,
    param: video,
    body: (f) => ({ reviewerIds: [f.victimId], message: "Please review" }),
  },
  "POST /api/videos/{id}/review/decisions": {
    expect: MEMBER_CREATE,
    param: video,
    body: (f) => ({ version: f.scriptVersion, decision: "approved" }),
  },
  "GET /api/review/summaries": { expect: MEMBER_READ },
  "GET /api/videos/{id}/review-links": { expect: MEMBER_READ, param: video },
  "POST /api/videos/{id}/review-links": { expect: MEMBER_CREATE, param: video, body: () => ({}) },
  "POST /api/review-links/{id}/revoke": { expect: MEMBER_READ, param: (f) => f.linkId },
  "GET /api/videos/{id}/presence": { expect: MEMBER_READ, param: video },
  "PUT /api/videos/{id}/presence": { expect: MEMBER_READ, param: video, body: () => ({ state: "viewing" }) },
  "DELETE /api/videos/{id}/presence": { expect: MEMBER_READ, param: video },
  "GET /api/channels/{id}/review-settings": { expect: MEMBER_READ, param: channel },
  "PUT /api/channels/{id}/review-settings": {
    expect: MEMBER_READ,
    param: channel,
    body: () => ({ requireScriptApproval: true }),
  },
  // A review link's token is the guest's credential: anyone holding it reads and names themselves;
  // commenting and answering need the guest's own cookie, which no member session stands in for.
  "GET /api/guest-review/{token}": { expect: PUBLIC_READ, param: (f) => f.reviewToken },
  "POST /api/guest-review/{token}/identity": {
    expect: [201, 201, 201, 201],
    param: (f) => f.reviewToken,
    body: () => ({ name: "Olga" }),
  },
  "POST /api/guest-review/{token}/comments": {
    expect: [401, 401, 401, 401],
    param: (f) => f.reviewToken,
    body: (f) => ({ version: f.scriptVersion, start: 0, end: 5, quote: "Hello", body: "Nice" }),
  },
  "POST /api/guest-review/{token}/decisions": {
    expect: [401, 401, 401, 401],
    param: (f) => f.reviewToken,
    body: (f) => ({ version: f.scriptVersion, decision: "approved" }),
  },

  // Decision 035: every member reads and writes niches and ideas (workspace model); deleting a niche or
  // an idea is for admins, moderators and the member who made it, as for library items.
  "GET /api/ideas/niches": { expect: MEMBER_READ },
  "POST /api/ideas/niches": { expect: MEMBER_CREATE, body: () => ({ name: `Niche ${unique()}` }) },
  "PATCH /api/ideas/niches/{id}": {
    expect: MEMBER_READ,
    param: (f) => f.nicheId,
    body: () => ({ name: `Renamed ${unique()}` }),
  },
  "DELETE /api/ideas/niches/{id}": { expect: MODERATED_DELETE, param: (f) => f.nicheId },
  "POST /api/ideas/niches/{id}/channels": {
    expect: MEMBER_CREATE,
    param: (f) => f.nicheId,
    body: (f) => ({ address: f.watchAddress }),
  },
  "DELETE /api/ideas/niches/{id}/channels/{channelId}": { expect: MEMBER_READ, param: (f) => f.nicheId },
  "GET /api/ideas/outliers": { expect: MEMBER_READ, query: "?minScore=1&sort=views" },
  "GET /api/ideas": { expect: MEMBER_READ, query: "?status=new&q=bench" },
  "GET /api/ideas/search/cost": { expect: MEMBER_READ },
  "POST /api/ideas/search": { expect: MEMBER_READ, body: () => ({ q: "workbench", months: 1 }) },
  "POST /api/ideas": { expect: MEMBER_CREATE, body: (f) => ({ title: "A new idea", nicheId: f.nicheId }) },
  "GET /api/ideas/{id}": { expect: MEMBER_READ, param: (f) => f.ideaId },
  "PATCH /api/ideas/{id}": { expect: MEMBER_READ, param: (f) => f.ideaId, body: () => ({ status: "shortlisted" }) },
  "DELETE /api/ideas/{id}": { expect: MODERATED_DELETE, param: (f) => f.ideaId },
  "POST /api/ideas/{id}/board": {
    expect: MEMBER_CREATE,
    param: (f) => f.ideaId,
    body: (f) => ({ channelId: f.channelId }),
  },

  // Issue 13 item 6: every member hears every change to the workspace's library (workspace model).
  "GET /api/events": { expect: MEMBER_READ, endless: true },
};

let t: TestApp;
let yt: FakeYouTube;
let google: FakeGoogleOAuth;
let owner: { id: string; cookie: string };
const cookies: Record<Actor, string | undefined> = {
  anonymous: undefined,
  user: undefined,
  moderator: undefined,
  admin: undefined,
};
let operations: Array<{ method: string; path: string; key: string }>;

// Decision 044: a token stands for its member within its scopes. The user's token with every member
// scope answers as the user does, the admin's with every scope as the admin does, and a read-only
// token as the user for reads and 403 for every write; tokens themselves are managed with a session.
type TokenActor = "user token" | "admin token" | "read-only token";
const MEMBER_SCOPES = ["read", "write:ideas", "write:scripts", "write:videos", "review"];
const tokens: Record<TokenActor, string> = { "user token": "", "admin token": "", "read-only token": "" };
const SESSION_ONLY_OPERATIONS = new Set(["GET /api/me/tokens", "POST /api/me/tokens", "DELETE /api/me/tokens/{id}"]);
const PUBLIC = new Set([
  "GET /api/health",
  "GET /api/auth-settings",
  "GET /api/invitations/{token}",
  "POST /api/invitations/accept",
  "GET /api/guest-review/{token}",
  "POST /api/guest-review/{token}/identity",
  "POST /api/guest-review/{token}/comments",
  "POST /api/guest-review/{token}/decisions",
]);

function tokenExpectation(key: string, row: Row, actor: TokenActor): number {
  if (SESSION_ONLY_OPERATIONS.has(key)) return 403;
  const [, user, , admin] = row.expect;
  if (actor === "admin token") return admin;
  if (actor === "user token" || PUBLIC.has(key) || key.startsWith("GET ")) return user;
  return 403;
}

beforeAll(async () => {
  yt = await startFakeYouTube();
  google = await startFakeGoogleOAuth();
  t = await createTestApp({
    YOUTUBE_API_KEY: yt.apiKey,
    YOUTUBE_API_BASE_URL: yt.url,
    ...googleEnvFor(google),
    AI_RATE_LIMIT_PER_MINUTE: "1000",
    TOKEN_RATE_LIMIT_PER_MINUTE: "100000",
  });
  await t.signUp("first-admin@example.com");
  owner = await t.member("user");
  for (const role of ["user", "moderator", "admin"] as const) cookies[role] = (await t.member(role)).cookie;
  for (const { actor, cookie, scopes } of [
    { actor: "user token", cookie: cookies.user, scopes: MEMBER_SCOPES },
    { actor: "admin token", cookie: cookies.admin, scopes: [...MEMBER_SCOPES, "admin"] },
    { actor: "read-only token", cookie: cookies.user, scopes: ["read"] },
  ] as const) {
    const made = await t.request("POST", "/api/me/tokens", { cookie, body: { name: actor, scopes } });
    tokens[actor] = (await made.json()).token;
  }
  const doc = await (await t.request("GET", "/api/openapi.json")).json();
  operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path, key: `${method.toUpperCase()} ${path}` })),
  );
  const research = await t.request("POST", "/api/studio/research", {
    cookie: owner.cookie,
    body: { niche: "Technology & AI", topic: "Home automation on a budget" },
  });
  researchData = (await research.json()).researchData;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await yt?.close();
  await google?.close();
});

/** A channel (known to the fake YouTube) > folder > video with a YouTube URL, created by `createdBy`. */
async function seedLibrary(createdBy: string) {
  const youtubeChannelId = `UC${randomBytes(11).toString("hex")}`;
  const youtubeVideoId = randomBytes(8).toString("base64url").slice(0, 11);
  yt.addChannel({
    id: youtubeChannelId,
    title: "Fake channel",
    videos: [{ id: youtubeVideoId, title: "On YouTube", publishedAt: "2025-03-04T10:00:00Z", views: 10 }],
  });
  const [c] = await t.db
    .insert(channels)
    .values({
      name: "Owner's channel",
      youtubeUrl: `https://www.youtube.com/channel/${youtubeChannelId}`,
      sourceKey: `channel:${youtubeChannelId.toLowerCase()}`,
      youtubeChannelId,
      userId: createdBy,
    })
    .returning();
  const [f] = await t.db
    .insert(folders)
    .values({ name: "March", monthYear: "2025-03", channelId: c.id, userId: createdBy })
    .returning();
  const [v] = await t.db
    .insert(videos)
    .values({
      title: "Owner's video",
      youtubeUrl: `https://www.youtube.com/watch?v=${youtubeVideoId}`,
      youtubeVideoId,
      folderId: f.id,
      userId: createdBy,
    })
    .returning();
  const script = await attachScript(t.db, createdBy, v.id, { content: "Hello there.", duration: 1, tone: "humorous" });
  return { channelId: c.id, folderId: f.id, videoId: v.id, scriptVersion: script.number };
}

/** A channel > folder > video with a saved script (what a voice is rebuilt from). */
async function seedScriptedChannel(): Promise<string> {
  const [c] = await t.db.insert(channels).values({ name: "Scripted channel", userId: owner.id }).returning();
  const [f] = await t.db
    .insert(folders)
    .values({ name: "April", monthYear: "2025-04", channelId: c.id, userId: owner.id })
    .returning();
  const [v] = await t.db.insert(videos).values({ title: "Scripted", folderId: f.id, userId: owner.id }).returning();
  await attachScript(t.db, owner.id, v.id, {
    content: "Hey friends. Let's get into it. See you soon.",
    duration: 1,
    tone: "casual",
  });
  return c.id;
}

async function seedFixture(): Promise<Fixture> {
  const library = await seedLibrary(owner.id);
  const victimId = randomUUID();
  await t.db.insert(users).values({ id: victimId, name: "Victim", email: `victim-${unique()}@example.com` });
  const token = randomBytes(24).toString("base64url");
  const email = `invited-${unique()}@example.com`;
  await t.db.insert(invitations).values({
    email,
    role: "user",
    tokenHash: createHash("sha256").update(token).digest("hex"),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  // One statement for the review rows (the fixture is made for every request of the matrix).
  const anchor = { versionNumber: library.scriptVersion, quoteExact: "Hello", quotePrefix: "", quoteSuffix: " there." };
  const place = { positionStart: 0, positionEnd: 5, status: "open", videoId: library.videoId, userId: owner.id };
  const [comment, suggestion] = await t.db
    .insert(reviewComments)
    .values([
      { ...anchor, ...place, kind: "comment", body: "Too formal?" },
      { ...anchor, ...place, kind: "suggestion", body: "", replacement: "Hi" },
    ])
    .returning({ id: reviewComments.id });
  const reviewToken = randomBytes(32).toString("base64url");
  const [link] = await t.db
    .insert(reviewLinks)
    .values({
      videoId: library.videoId,
      tokenHash: createHash("sha256").update(reviewToken).digest("hex"),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: reviewLinks.id });
  return {
    ...library,
    victimId,
    invitation: { token, email },
    scriptedChannelId: await seedScriptedChannel(),
    commentId: comment.id,
    suggestionId: suggestion.id,
    linkId: link.id,
    reviewToken,
    ...(await seedIdeas()),
    tokenId: await seedToken(),
    ...(await seedWebhook()),
  };
}

/** A turned-off endpoint (nothing is sent) with one failed delivery. */
async function seedWebhook() {
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({
      url: "https://93.184.216.34/hooks",
      events: ["upload.finished"],
      secret: `whsec_${randomBytes(32).toString("base64")}`,
      disabledAt: new Date(),
      disabledReason: "admin",
    })
    .returning({ id: webhookEndpoints.id });
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({
      endpointId: endpoint.id,
      eventType: "upload.finished",
      payload: { type: "upload.finished" },
      status: "failed",
    })
    .returning({ id: webhookDeliveries.id });
  return { webhookId: endpoint.id, webhookDeliveryId: delivery.id };
}

/** An access token of the owner's (its secret is never used: it is only revoked, by someone else). */
async function seedToken(): Promise<string> {
  const [row] = await t.db
    .insert(accessTokens)
    .values({ userId: owner.id, name: "owner's", secretHash: "0".repeat(64), scopes: ["read"] })
    .returning({ id: accessTokens.id });
  return row.id;
}

/** A niche watching one channel and an idea in it, made by the owner; another channel to watch. */
async function seedIdeas() {
  const toWatch = `UC${randomBytes(11).toString("hex")}`;
  yt.addChannel({ id: toWatch, title: "Channel to watch", videos: [] });
  const [niche] = await t.db
    .insert(niches)
    .values({ name: `Niche ${unique()}`, userId: owner.id })
    .returning();
  const [watched] = await t.db
    .insert(watchedChannels)
    .values({ youtubeChannelId: `UC${randomBytes(11).toString("hex")}`, title: "Watched", userId: owner.id })
    .returning();
  await t.db.insert(nicheChannels).values({ nicheId: niche.id, watchedChannelId: watched.id });
  const [idea] = await t.db.insert(ideas).values({ title: "An idea", nicheId: niche.id, userId: owner.id }).returning();
  return {
    nicheId: niche.id,
    watchedChannelId: watched.id,
    ideaId: idea.id,
    watchAddress: `https://www.youtube.com/channel/${toWatch}`,
  };
}

/**
 * A fixture no request has changed: a read, or a refusal (which must change nothing, checked by the
 * statuses themselves and by the refused-delete test below), leaves its fixture for the next request.
 */
let untouched: Fixture | undefined;

async function send(key: string, row: Row, actor: Actor | TokenActor): Promise<{ status: number; text: string }> {
  const [method, path] = key.split(" ");
  const fixture = untouched ?? (await seedFixture());
  untouched = undefined;
  const url =
    path.replace(/\{([^}]+)\}/g, (_, name: string, offset: number) =>
      encodeURIComponent((offset === path.indexOf("{") ? row.param : FURTHER_PARAMS[name])?.(fixture) ?? ""),
    ) + (typeof row.query === "function" ? row.query(fixture) : (row.query ?? ""));
  const res =
    actor in tokens
      ? await t.request(method, url, {
          headers: { authorization: `Bearer ${tokens[actor as TokenActor]}` },
          body: row.body?.(fixture),
        })
      : await t.request(method, url, { cookie: cookies[actor as Actor], body: row.body?.(fixture) });
  if (method === "GET" || res.status === 401 || res.status === 403) untouched = fixture;
  if (row.endless && res.ok) {
    await res.body?.cancel();
    return { status: res.status, text: "" };
  }
  // Read to the end (the script operation streams) so nothing is left running.
  return { status: res.status, text: await res.text() };
}

/** What a refusal must say (ARCHITECTURE §1: every API error is JSON `{ error }`), or null when it does. */
function refusalProblem(key: string, status: number, text: string, byToken = false): string | null {
  if (status !== 401 && status !== 403) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON: ${text.slice(0, 80)}`;
  }
  if (typeof (body as { error?: unknown }).error !== "string") return `no error message: ${text.slice(0, 80)}`;
  const adminOnly = key.includes(" /api/admin/");
  if (status === 403 && adminOnly && !byToken && (body as { error: string }).error !== ADMIN_REFUSAL) {
    return `wrong message: ${text}`;
  }
  return null;
}
const ADMIN_REFUSAL = "You don't have permission to access this page.";

describe("authorization matrix read from /api/openapi.json", () => {
  it("has an expected status for every documented operation, and no row for an operation that is gone", () => {
    const documented = operations.map((o) => o.key).sort();
    expect(
      documented.filter((key) => !(key in MATRIX)),
      "operations missing from the matrix",
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((key) => !documented.includes(key)),
      "matrix rows of no operation",
    ).toEqual([]);
  });

  it("answers every operation × {anonymous, user, moderator, admin} with the expected status, refusals in JSON", async () => {
    const mismatches: string[] = [];
    for (const { key } of operations) {
      const row = MATRIX[key];
      if (!row) continue;
      for (const [i, actor] of ACTORS.entries()) {
        const { status, text } = await send(key, row, actor);
        if (status !== row.expect[i]) mismatches.push(`${actor} ${key}: ${status}, expected ${row.expect[i]}`);
        const problem = refusalProblem(key, status, text);
        if (problem) mismatches.push(`${actor} ${key}: ${status} ${problem}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);

  it("answers every operation with a token as its member would, limited to its scopes, refusals in JSON", async () => {
    const mismatches: string[] = [];
    for (const { key } of operations) {
      const row = MATRIX[key];
      if (!row) continue;
      for (const actor of Object.keys(tokens) as TokenActor[]) {
        const expected = tokenExpectation(key, row, actor);
        const { status, text } = await send(key, row, actor);
        if (status !== expected) mismatches.push(`${actor} ${key}: ${status}, expected ${expected}`);
        const problem = refusalProblem(key, status, text, true);
        if (problem) mismatches.push(`${actor} ${key}: ${status} ${problem}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 240_000);

  it("refuses with 401/403 before doing anything: a refused delete leaves the item in place", async () => {
    const f = await seedLibrary(owner.id);
    for (const actor of ["anonymous", "user"] as const) {
      for (const [path, table, id] of [
        [`/api/videos/${f.videoId}`, videos, f.videoId],
        [`/api/folders/${f.folderId}`, folders, f.folderId],
        [`/api/channels/${f.channelId}`, channels, f.channelId],
      ] as const) {
        const res = await t.request("DELETE", path, { cookie: cookies[actor] });
        expect(res.status, `${actor} DELETE ${path}`).toBe(actor === "anonymous" ? 401 : 403);
        expect(typeof (await res.json()).error).toBe("string");
        expect(await t.db.select().from(table).where(eq(table.id, id))).toHaveLength(1);
      }
    }
  });
});

describe("ownership: deleting library items (issue 3 workspace model)", () => {
  const kinds = [
    { item: "video", path: (f: Fixture | Awaited<ReturnType<typeof seedLibrary>>) => `/api/videos/${f.videoId}` },
    { item: "folder", path: (f: Fixture | Awaited<ReturnType<typeof seedLibrary>>) => `/api/folders/${f.folderId}` },
    {
      item: "channel",
      path: (f: Fixture | Awaited<ReturnType<typeof seedLibrary>>) => `/api/channels/${f.channelId}`,
    },
  ] as const;

  for (const { item, path } of kinds) {
    it(`a member deleting another member's ${item} gets 403 with a clear message`, async () => {
      const f = await seedLibrary(owner.id);
      const res = await t.request("DELETE", path(f), { cookie: cookies.user });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: `Only admins, moderators and the creator can delete this ${item}`,
        code: "forbidden",
      });
    });

    it(`the creator, a moderator and an admin may delete a ${item}`, async () => {
      for (const cookie of [owner.cookie, cookies.moderator, cookies.admin]) {
        const f = await seedLibrary(owner.id);
        const res = await t.request("DELETE", path(f), { cookie });
        expect(res.status).toBe(200);
        expect((await res.json()).message).toMatch(/deleted/);
      }
    });
  }

  it("an item whose creator's account is gone can be deleted by moderators and admins only", async () => {
    const gone = randomUUID();
    await t.db.insert(users).values({ id: gone, name: "Gone", email: `gone-${unique()}@example.com` });
    const f = await seedLibrary(gone);
    await t.db.delete(users).where(eq(users.id, gone));
    expect((await t.request("DELETE", `/api/videos/${f.videoId}`, { cookie: cookies.user })).status).toBe(403);
    expect((await t.request("DELETE", `/api/videos/${f.videoId}`, { cookie: cookies.moderator })).status).toBe(200);
  });
});
