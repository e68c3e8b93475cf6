// The YouTube feature's answers, read by the server's routes and the library's client.
import { z } from "zod";

export const youtubeStatusSchema = z.object({
  /** YOUTUBE_API_KEY is set: URL connects resolve, syncs and metric refreshes work. */
  youtubeConfigured: z.boolean(),
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set: the 'Google Auth' tab works. */
  googleConfigured: z.boolean(),
  /** SOCIALBLADE_CLIENT_ID and SOCIALBLADE_TOKEN are set: the dashboard shows subscriber tiles. */
  socialBladeConfigured: z.boolean(),
  /** The signed-in member has a stored Google sign-in. */
  googleConnected: z.boolean(),
  /**
   * The stored Google sign-in includes the read-only YouTube Analytics scope (issue 14); false for
   * sign-ins made before it was asked for, which keep working and are offered "Grant analytics access".
   */
  analyticsGranted: z.boolean(),
});
export type YouTubeStatus = z.infer<typeof youtubeStatusSchema>;

export const oauthStartSchema = z.object({ url: z.string().describe("Google's consent page; the browser goes there") });

export const connectAnswerSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  channelsAdded: z.number().int(),
  channels: z.array(z.object({ id: z.string(), name: z.string(), youtubeChannelId: z.string() })),
});
export type ConnectAnswer = z.infer<typeof connectAnswerSchema>;
