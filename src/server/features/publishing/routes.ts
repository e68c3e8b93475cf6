import { msg } from "../../../shared/message.ts";
// Publishing to YouTube from the video page's Publish tab: what the member may do and why not, the
// grant of publishing access, the difference between YouTube and the packaging, apply and undo.

import { z } from "@hono/zod-openapi";
import { isLibraryId } from "../../../shared/library-rules.ts";
import {
  applyPackagingSchema,
  chunkAnswerSchema,
  messageSchema,
  publishingAnswerSchema,
  publishingDifferenceSchema,
  publishingStateSchema,
  releaseAnswerSchema,
  setReleaseSchema,
  startUploadSchema,
  thumbnailSavedSchema,
  uploadStateSchema,
} from "../../../shared/schemas/publishing.ts";
import {
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  memberRoutes,
  say,
  sessionUser,
  videoIdParam,
} from "../../router.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { cancelRelease, setRelease } from "./release.ts";
import {
  applyPackaging,
  publishingDifference,
  publishingState,
  startPublishingGrant,
  undoOnYouTube,
} from "./service.ts";
import { readThumbnail, readThumbnailBody, saveThumbnail, setThumbnailOnYouTube } from "./thumbnail.ts";
import { relayUploadChunk, startUpload, uploadState } from "./uploads.ts";

const binary = z.string().openapi({ type: "string", format: "binary" });
// Every member reads the tab (it says why an action is unavailable); the service refuses a write to
// anyone but admins and moderators.
const memberRoute = memberRoutes("publishing");

const stateRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/publishing",
  summary: "What the member may publish for this video, why not, today's quota and each action's cost",
  request: { params: videoIdParam },
  responses: { 200: jsonContent(publishingStateSchema, "Publishing state"), ...errorResponses(401, 404) },
});

const grantRoute = memberRoute({
  method: "get",
  path: "/publishing/oauth/start",
  summary:
    "Grant publishing access: the address of Google's consent page asking for youtube.upload and youtube.force-ssl",
  description:
    "With `videoId`, Google's answer leads back to that video's Publish tab (404 when there is no such video).",
  request: { query: z.object({ videoId: z.string().max(100).optional() }) },
  responses: {
    200: jsonContent(z.object({ url: z.string() }), "Consent page"),
    ...errorResponses(401, 403, 404, 503),
  },
});

const differenceRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/publishing/difference",
  summary: "The video on YouTube now beside its packaging, field by field (one videos.list, 1 quota unit)",
  request: { params: videoIdParam },
  responses: {
    200: jsonContent(publishingDifferenceSchema, "Difference"),
    ...errorResponses(400, 401, 403, 404, 429, 502),
  },
});

const applyRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/publishing/apply",
  summary: "Apply the chosen packaging fields to the video on YouTube (videos.update), keeping what YouTube had",
  description:
    "`translations` writes the packaging's language as `snippet.defaultLanguage` and its translations as the " +
    "video's `localizations` (part=snippet,localizations). " +
    "YouTube's own validation refusals answer 400 with `issues: [{ field, message }]`. Costs 51 quota units " +
    "(a videos.list and a videos.update), reserved before the calls: 429 when today's budget can't take them.",
  request: { params: videoIdParam, body: jsonBody(applyPackagingSchema) },
  responses: {
    200: jsonContent(publishingAnswerSchema, "Applied"),
    ...errorResponses(400, 401, 403, 404, 429, 502),
  },
});

const undoRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/publishing/undo",
  summary: "Undo on YouTube: put back the fields of the newest apply as YouTube had them before it",
  request: { params: videoIdParam },
  responses: {
    200: jsonContent(publishingAnswerSchema, "Undone"),
    ...errorResponses(400, 401, 403, 404, 429, 502),
  },
});

/**
 * Requests whose body is a file, read as a stream under their own limits: the app's 1 MB JSON limit
 * does not apply to them (app.ts).
 */
export const MEDIA_BODY_PATH = /^\/api\/(videos\/[^/]+\/publishing\/thumbnail|publishing\/uploads\/[^/]+\/chunks)$/;

// An upload's id is a UUID too: anything else names no upload.
const uploadParam = z.object({ uploadId: z.string().refine(isLibraryId, "Upload not found") });

const startUploadRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/publishing/uploads",
  summary: "Start uploading the video file to YouTube (a resumable session, private, metadata from the packaging)",
  request: { params: videoIdParam, body: jsonBody(startUploadSchema) },
  responses: {
    201: jsonContent(uploadStateSchema, "Started"),
    ...errorResponses(400, 401, 403, 404, 409, 502),
  },
});

const uploadStateRoute = memberRoute({
  method: "get",
  path: "/publishing/uploads/{uploadId}",
  summary: "How much of the upload YouTube has (asked of YouTube), or the finished video",
  request: { params: uploadParam },
  responses: { 200: jsonContent(uploadStateSchema, "Upload"), ...errorResponses(401, 403, 404, 410, 502) },
});

const chunkRoute = memberRoute({
  method: "put",
  path: "/publishing/uploads/{uploadId}/chunks",
  summary: "Send the next chunk of the file, streamed on to YouTube as it arrives",
  description:
    "`offset` is where the chunk starts: what YouTube has (else 409). At most `chunkBytes`, a multiple of " +
    "256 KiB unless it is the last. When a connection drops on the way, the answer's `lost` says so and " +
    "`received` is what YouTube kept.",
  request: {
    params: uploadParam,
    query: z.object({ offset: z.coerce.number().int().min(0) }),
    body: { required: true, content: { "application/octet-stream": { schema: binary } } },
  },
  responses: {
    200: jsonContent(chunkAnswerSchema, "YouTube's count after the chunk"),
    ...errorResponses(400, 401, 403, 404, 409, 410, 502),
  },
});

const saveThumbnailRoute = memberRoute({
  method: "put",
  path: "/videos/{id}/publishing/thumbnail",
  summary:
    "Upload the video's thumbnail image (JPEG or PNG, at most 2 MB, at least 640 px wide, 16:9, read from the image)",
  request: {
    params: videoIdParam,
    body: {
      required: true,
      content: { "image/png": { schema: binary }, "image/jpeg": { schema: binary } },
    },
  },
  responses: {
    200: jsonContent(thumbnailSavedSchema, "Saved"),
    ...errorResponses(400, 401, 404),
    413: jsonContent(z.object({ error: z.string() }), "Larger than 2 MB"),
  },
});

const readThumbnailRoute = memberRoute({
  method: "get",
  path: "/videos/{id}/publishing/thumbnail",
  summary: "The video's thumbnail image",
  request: { params: videoIdParam },
  responses: {
    200: { description: "The image", content: { "image/png": { schema: binary }, "image/jpeg": { schema: binary } } },
    ...errorResponses(401, 404),
  },
});

const setThumbnailRoute = memberRoute({
  method: "post",
  path: "/videos/{id}/publishing/thumbnail/set",
  summary: "Set the uploaded thumbnail on YouTube (thumbnails.set, 50 quota units)",
  request: { params: videoIdParam },
  responses: {
    200: jsonContent(messageSchema, "Set on YouTube"),
    ...errorResponses(400, 401, 403, 404, 429, 502),
  },
});

const setReleaseRoute = memberRoute({
  method: "put",
  path: "/videos/{id}/publishing/release",
  summary: "Schedule (or move) the video's release on YouTube: private, made public by YouTube at publishAt",
  description:
    "videos.update of `status` with privacyStatus private and publishAt. Only for a video that is private on " +
    "YouTube (400 otherwise, as YouTube refuses it). Costs 51 quota units (a videos.list and a videos.update), " +
    "reserved before the calls: 429 when today's budget can't take them.",
  request: { params: videoIdParam, body: jsonBody(setReleaseSchema) },
  responses: {
    200: jsonContent(releaseAnswerSchema, "Scheduled"),
    ...errorResponses(400, 401, 403, 404, 429, 502),
  },
});

const cancelReleaseRoute = memberRoute({
  method: "delete",
  path: "/videos/{id}/publishing/release",
  summary: "Cancel the video's scheduled release: it stays private on YouTube, without a release time",
  description:
    "videos.update of `status` without publishAt; 404 when no release is scheduled, 409 when YouTube has made " +
    "the video public already. Costs 51 quota units.",
  request: { params: videoIdParam },
  responses: {
    200: jsonContent(releaseAnswerSchema, "Cancelled"),
    ...errorResponses(400, 401, 403, 404, 409, 429, 502),
  },
});

const FIELD_NAMES = {
  title: msg("title"),
  description: msg("description"),
  tags: msg("tags"),
  translations: msg("language and translations"),
} as const;

export function publishingRoutes(deps: ServiceDeps) {
  return createRouter()
    .openapi(stateRoute, async (c) => {
      const state = await publishingState(deps, sessionUser(c), c.req.valid("param").id);
      // Why this member can't publish, in their language.
      return c.json({ ...state, unavailable: state.unavailable && say(c, state.unavailable) }, 200);
    })
    .openapi(grantRoute, async (c) =>
      c.json({ url: await startPublishingGrant(deps, sessionUser(c), c.req.valid("query").videoId) }, 200),
    )
    .openapi(differenceRoute, async (c) =>
      c.json(await publishingDifference(deps, sessionUser(c), c.req.valid("param").id), 200),
    )
    .openapi(applyRoute, async (c) => {
      const { fields } = c.req.valid("json");
      const application = await applyPackaging(deps, sessionUser(c), c.req.valid("param").id, fields);
      const names = application.fields.map((f) => say(c, FIELD_NAMES[f])).join(", ");
      return c.json({ message: say(c, msg("Applied to YouTube: {fields}"), { fields: names }), application }, 200);
    })
    .openapi(saveThumbnailRoute, async (c) => {
      const bytes = await readThumbnailBody(c.req.raw.body);
      const thumbnail = await saveThumbnail(deps, sessionUser(c), c.req.valid("param").id, bytes);
      return c.json(
        {
          message: say(c, msg("Thumbnail saved ({width}×{height})"), {
            width: thumbnail.width,
            height: thumbnail.height,
          }),
          thumbnail,
        },
        200,
      );
    })
    .openapi(readThumbnailRoute, async (c) => {
      const { contentType, image } = await readThumbnail(deps, c.req.valid("param").id);
      return c.body(image, 200, { "content-type": contentType, "cache-control": "private, no-cache" });
    })
    .openapi(setThumbnailRoute, async (c) => {
      await setThumbnailOnYouTube(deps, sessionUser(c), c.req.valid("param").id);
      return c.json({ message: say(c, msg("Thumbnail set on YouTube")) }, 200);
    })
    .openapi(startUploadRoute, async (c) =>
      c.json(await startUpload(deps, sessionUser(c), c.req.valid("param").id, c.req.valid("json")), 201),
    )
    .openapi(uploadStateRoute, async (c) =>
      c.json(await uploadState(deps, sessionUser(c), c.req.valid("param").uploadId), 200),
    )
    .openapi(chunkRoute, async (c) => {
      // Checked once the upload is known to be this member's (uploads.ts).
      const length = Number(c.req.header("content-length") ?? Number.NaN);
      const answer = await relayUploadChunk(deps, sessionUser(c), c.req.valid("param").uploadId, {
        offset: c.req.valid("query").offset,
        length,
        // Node's stream of the request, piped on as it is: a web stream of it relays at half the speed.
        body: c.env?.incoming ?? c.req.raw.body,
      });
      // What happened on the way (a dropped connection, a renewed sign-in), in the member's language.
      return c.json({ ...answer, lost: answer.lost && say(c, answer.lost) }, 200);
    })
    .openapi(setReleaseRoute, async (c) => {
      const { publishAt } = c.req.valid("json");
      const { message, values, release } = await setRelease(
        deps,
        sessionUser(c),
        c.req.valid("param").id,
        new Date(publishAt),
      );
      return c.json({ message: say(c, message, values), release }, 200);
    })
    .openapi(cancelReleaseRoute, async (c) => {
      const { message, release } = await cancelRelease(deps, sessionUser(c), c.req.valid("param").id);
      return c.json({ message: say(c, message), release }, 200);
    })
    .openapi(undoRoute, async (c) => {
      const application = await undoOnYouTube(deps, sessionUser(c), c.req.valid("param").id);
      const names = application.fields.map((f) => say(c, FIELD_NAMES[f])).join(", ");
      return c.json(
        { message: say(c, msg("Put back on YouTube as it was: {fields}"), { fields: names }), application },
        200,
      );
    });
}
