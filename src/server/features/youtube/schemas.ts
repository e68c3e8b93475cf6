// The YouTube feature's answers. (The client reads them too; they can move to src/shared/schemas
// when the client side of this feature is built.)
import { z } from "@hono/zod-openapi";

export const youtubeStatusSchema = z
  .object({
    /** YOUTUBE_API_KEY is set: URL connects resolve, syncs and metric refreshes work. */
    youtubeConfigured: z.boolean(),
    /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set: the 'Google Auth' tab works. */
    googleConfigured: z.boolean(),
    /** SOCIALBLADE_CLIENT_ID and SOCIALBLADE_TOKEN are set: the dashboard shows subscriber tiles. */
    socialBladeConfigured: z.boolean(),
    /** The signed-in member has a stored Google sign-in. */
    googleConnected: z.boolean(),
  })
  .openapi("YouTubeStatus");

export const oauthStartSchema = z
  .object({ url: z.string().describe("Google's consent page; the browser goes there") })
  .openapi("GoogleSignInStart");

export const oauthCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  error: z.string().max(512).optional(),
  error_description: z.string().max(2048).optional(),
  scope: z.string().max(2048).optional(),
});

export const connectAnswerSchema = z
  .object({
    success: z.boolean(),
    message: z.string(),
    channelsAdded: z.number().int(),
    channels: z.array(z.object({ id: z.string(), name: z.string(), youtubeChannelId: z.string() })),
  })
  .openapi("YouTubeConnect");
export type ConnectAnswer = z.infer<typeof connectAnswerSchema>;
