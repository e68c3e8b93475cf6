import { z } from "zod";
import { INTERFACE_LANGUAGES } from "../interface-language.ts";
import { msg } from "../message.ts";
import { ROLES } from "../roles.ts";

export const MIN_PASSWORD_LENGTH = 6;

const email = z.email({ message: msg("Please enter a valid email address") });
const password = z.string().min(MIN_PASSWORD_LENGTH, { message: msg("Password must be at least 6 characters long") });
const fullName = z
  .string()
  .trim()
  .min(1, { message: msg("Full name is required") })
  .max(200);

/** spec §5: the sign-up form (all fields required, passwords must match). */
export const signUpFormSchema = z
  .object({
    email,
    password,
    confirmPassword: z.string().min(1, { message: msg("Please confirm your password") }),
    fullName,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: msg("Passwords do not match"),
    path: ["confirmPassword"],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const signInFormSchema = z.object({
  email,
  password: z.string().min(1, { message: msg("Password is required") }),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const roleSchema = z.enum(ROLES);

/** spec §5: invitation e-mail required and of e-mail type; role defaults to user. */
export const invitationInputSchema = z.object({
  email: z.email({ message: msg("Please enter a valid email address") }),
  role: roleSchema.default("user"),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

export const acceptInvitationSchema = z.object({
  token: z
    .string()
    .min(1, { message: msg("Invitation token is required") })
    .max(200),
  email,
  password,
  fullName,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;

/** Settings: the full name, and the interface language (decision 040; null follows the browser again). */
export const updateProfileSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .max(200, { message: msg("Full name must be at most 200 characters") })
      .optional(),
    language: z.enum(INTERFACE_LANGUAGES).nullable().optional(),
  })
  .refine((v) => v.fullName !== undefined || v.language !== undefined, {
    message: msg("Nothing to change: give a full name or a language"),
  });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const setRoleSchema = z.object({ role: roleSchema });
