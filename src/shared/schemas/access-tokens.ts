// Personal access tokens (docs/decisions/044): what a token may do, and the forms that make and list one.
import { z } from "zod";
import { msg } from "../message.ts";
import { isoDate } from "./library.ts";

/**
 * A token's scopes. `read` is every read; each write belongs to one `write:…` or `review` scope;
 * `admin` is the admin operations, and only an admin may give it to a token.
 */
export const TOKEN_SCOPES = ["read", "write:ideas", "write:scripts", "write:videos", "review", "admin"] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];
export const ADMIN_SCOPES: readonly TokenScope[] = ["admin"];

export const SCOPE_LABELS: Record<TokenScope, string> = {
  read: "Read everything the member can see",
  "write:ideas": "Create and change ideas and niches",
  "write:scripts": "Write scripts and use the studio",
  "write:videos": "Change channels, folders, videos, the board and packaging",
  review: "Comment, suggest, request and decide reviews",
  admin: "Admin operations (members, invitations, AI model)",
};

export const TOKEN_NAME_MAX = 60;
/** How long a token lives unless the member chooses otherwise. */
export const DEFAULT_TOKEN_DAYS = 30;
export const TOKEN_EXPIRY_CHOICES = [7, 30, 90, 365] as const;

export const createAccessTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the token a name, e.g. the tool that will use it")
    .max(TOKEN_NAME_MAX, msg("A token's name is at most {max} characters", { max: TOKEN_NAME_MAX })),
  /** Days until it expires; null for a token that never expires. */
  expiresInDays: z
    .number()
    .int("Expiry must be a whole number of days")
    .min(1, "Expiry must be at least one day")
    .max(3650, "Expiry must be at most ten years")
    .nullable()
    .default(DEFAULT_TOKEN_DAYS),
  scopes: z
    .array(z.enum(TOKEN_SCOPES, { message: msg("Scopes are among: {scopes}", { scopes: TOKEN_SCOPES.join(", ") }) }))
    .min(1, "Choose at least one scope")
    .max(TOKEN_SCOPES.length),
});
export type CreateAccessTokenInput = z.input<typeof createAccessTokenSchema>;

export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(TOKEN_SCOPES)),
  createdAt: isoDate,
  expiresAt: isoDate.nullable(),
  lastUsedAt: isoDate.nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

export const accessTokenListSchema = z.object({ tokens: z.array(accessTokenSchema) });
/** The one answer that carries the token itself: it is shown once and never again. */
export const createdAccessTokenSchema = z.object({ token: z.string(), accessToken: accessTokenSchema });
export const revokedAccessTokenSchema = z.object({ message: z.string() });
