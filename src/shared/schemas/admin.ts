import { z } from "zod";
import { ROLES } from "../roles.ts";
import { profileSchema } from "./profile.ts";

export const userListSchema = z.object({ users: z.array(profileSchema) });
export type UserList = z.infer<typeof userListSchema>;

export const deletedUserSchema = z.object({ message: z.string(), email: z.string() });

export const invitationCreatedSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  link: z.string(),
  expiresAt: z.string(),
  /** False when the mail server refused the mail: the link can still be copied and shared. */
  mailSent: z.boolean(),
  message: z.string(),
});
export type InvitationCreated = z.infer<typeof invitationCreatedSchema>;

export const invitationLookupSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  expiresAt: z.string(),
});
export type InvitationLookup = z.infer<typeof invitationLookupSchema>;

/** The admin panel's "AI model" card: what the studio writes with (null fields for the offline writer). */
export const aiModelSchema = z.object({
  provider: z.string(),
  label: z.string(),
  model: z.string().nullable(),
  /** Where the model is reached; null for the offline writer. */
  endpoint: z.string().nullable(),
  /** AI_TIMEOUT_S: how long the model may send nothing before a call fails. */
  timeoutSeconds: z.number(),
  /** Whether answers are read as starting mid-thought (only `</think>` appears). */
  startsMidThought: z.boolean(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

/** "Test the model": one short structured call and one short streamed call, measured. */
export const aiModelCheckSchema = z.object({
  structured: z.object({
    ok: z.boolean(),
    ms: z.number().int(),
    /** "native": plain JSON as asked; "repaired": JSON the app had to dig out (a fence, a sentence before it). */
    json: z.enum(["native", "repaired"]).nullable(),
    error: z.string().nullable(),
  }),
  stream: z.object({
    ok: z.boolean(),
    /** From the request to the first token (answer or reasoning). */
    firstTokenMs: z.number().int().nullable(),
    /** Output tokens a second after the first one, as the provider counted them (reasoning included). */
    tokensPerSecond: z.number().nullable(),
    thinks: z.boolean(),
    /** A lone `</think>` reached the answer: the model starts mid-thought and AI_REASONING=unopened is needed. */
    needsUnopened: z.boolean(),
    sample: z.string(),
    error: z.string().nullable(),
  }),
});
export type AiModelCheck = z.infer<typeof aiModelCheckSchema>;
