import { z } from "zod";
import { ROLES } from "../roles.ts";

/** The spec's profile (id, email, full_name, created_at) joined to the role. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ROLES),
  createdAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
