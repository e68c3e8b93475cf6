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
