// The signed-in member, read from better-auth's session endpoint through TanStack Query, as every
// other read is. better-auth's own client (with its fetch wrapper and store, about 9 KB compressed)
// is loaded only where someone signs in or out (lib/auth-client.ts), not by every page.
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { type InterfaceLanguage, isInterfaceLanguage } from "../../shared/interface-language.ts";
import { normalizeRole, type Role } from "../../shared/roles.ts";
import { changeLanguage } from "./i18n.ts";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** The interface language chosen in Settings (decision 040); null follows the browser. */
  language: InterfaceLanguage | null;
  createdAt: Date | null;
}

export const sessionQueryKey = ["session"] as const;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** `GET /api/auth/get-session` answers `null` without a session, else `{ session, user }`. */
export async function readSession(): Promise<SessionUser | null> {
  const response = await fetch("/api/auth/get-session", { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`Reading the session failed (${response.status})`);
  const body: unknown = await response.json();
  const user = isRecord(body) && isRecord(body.user) ? body.user : null;
  if (!user || typeof user.id !== "string") return null;
  const language = isInterfaceLanguage(user.language) ? user.language : null;
  // The member's choice follows them to this device: the screen renders in it from the start.
  if (language) await changeLanguage(language);
  return {
    id: user.id,
    email: typeof user.email === "string" ? user.email : "",
    name: typeof user.name === "string" ? user.name : "",
    // The role lives on the session user; a missing or unknown one reads as `user` (spec §4).
    role: normalizeRole(user.role),
    language,
    createdAt: typeof user.createdAt === "string" ? new Date(user.createdAt) : null,
  };
}

/**
 * spec §4: the session is loading until the server answers, then signed out (no user) or signed in
 * (user plus role). Only the first read is "loading": a refetch keeps what was known.
 */
export function useSessionUser(): { user: SessionUser | null; isPending: boolean } {
  const session = useQuery({ queryKey: sessionQueryKey, queryFn: readSession });
  return { user: session.data ?? null, isPending: session.isPending };
}

/** After signing in (or out): the session is read again before anything acts on it. */
export const refreshSession = (queryClient: QueryClient) => queryClient.refetchQueries({ queryKey: sessionQueryKey });
