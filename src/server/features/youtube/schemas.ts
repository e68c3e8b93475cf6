import { z } from "@hono/zod-openapi";

export {
  type ConnectAnswer,
  connectAnswerSchema,
  oauthStartSchema,
  youtubeStatusSchema,
} from "../../../shared/schemas/youtube.ts";

export const oauthCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  error_description: z.string().max(2048).optional(),
  scope: z.string().max(2048).optional(),
});
