import { z } from "zod";
import { INTERFACE_LANGUAGES } from "../interface-language.ts";
import { ROLES } from "../roles.ts";

/** The spec's profile (id, email, full_name, created_at) joined to the role. */
export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(ROLES),
  /** The interface language chosen in Settings (decision 040); null follows the browser. */
  language: z.enum(INTERFACE_LANGUAGES).nullable(),
  createdAt: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;
