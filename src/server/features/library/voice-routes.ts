import { msg } from "../../../shared/message.ts";
import {
  channelVoiceAnswerSchema,
  channelVoiceSavedSchema,
  channelVoiceSchema,
} from "../../../shared/schemas/channel-voice.ts";
import { createVoiceBuilder, type VoiceBuilder } from "../../ai/voice-builder.ts";
import {
  channelIdParam,
  createRouter,
  errorResponses,
  jsonBody,
  jsonContent,
  memberRoutes,
  say,
  sessionUser,
} from "../../router.ts";
import type { ServiceDeps } from "../../service-deps.ts";
import { getChannelVoice, rebuildChannelVoice, updateChannelVoice } from "./voice.service.ts";

// Workspace model (issue 3): every member reads and edits a channel's voice.
const memberRoute = memberRoutes("library");

const getVoiceRoute = memberRoute({
  method: "get",
  path: "/channels/{id}/voice",
  summary: "A channel's voice profile (null until built or written) and its words per minute",
  request: { params: channelIdParam },
  responses: { 200: jsonContent(channelVoiceAnswerSchema, "Voice profile"), ...errorResponses(401, 404) },
});

const putVoiceRoute = memberRoute({
  method: "put",
  path: "/channels/{id}/voice",
  summary: "Write or edit a channel's voice profile (any member)",
  request: { params: channelIdParam, body: jsonBody(channelVoiceSchema) },
  responses: { 200: jsonContent(channelVoiceSavedSchema, "Voice profile saved"), ...errorResponses(400, 401, 404) },
});

const rebuildVoiceRoute = memberRoute({
  method: "post",
  path: "/channels/{id}/voice/rebuild",
  summary: "Rebuild a channel's voice profile from its saved scripts and synced video titles (any member)",
  description:
    "With an AI provider, one structured call reads the newest scripts (bounded) and titles; without one, the " +
    "offline writer measures them. 400 when no script is saved to the channel yet.",
  request: { params: channelIdParam },
  responses: {
    200: jsonContent(channelVoiceSavedSchema, "Voice profile rebuilt"),
    ...errorResponses(400, 401, 404, 429, 502),
  },
});

export function channelVoiceRoutes(deps: ServiceDeps & { voiceBuilder?: VoiceBuilder }) {
  const { db, config, logger } = deps;
  const builder = deps.voiceBuilder ?? createVoiceBuilder(config.ai, logger);
  return createRouter()
    .openapi(getVoiceRoute, async (c) => c.json(await getChannelVoice(db, c.req.valid("param").id), 200))
    .openapi(putVoiceRoute, async (c) => {
      const voice = await updateChannelVoice(db, c.req.valid("param").id, c.req.valid("json"));
      return c.json({ message: say(c, msg("Voice profile saved")), voice }, 200);
    })
    .openapi(rebuildVoiceRoute, async (c) => {
      const ai = { userId: sessionUser(c).id, rateLimitPerMinute: config.ai.rateLimitPerMinute };
      const voice = await rebuildChannelVoice(db, builder, ai, c.req.valid("param").id, c.req.raw.signal);
      return c.json({ message: say(c, msg("Voice profile rebuilt from your scripts")), voice }, 200);
    });
}
