import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";

/**
 * Starts Google sign-in with read-only YouTube access; the answer is Google's consent address, which
 * returns to /content-library?connect=youtube (spec §7). 503 when Google sign-in is not configured.
 */
export const startGoogleSignIn = (): Promise<{ url: string }> => unwrap(api.api.youtube.oauth.start.$get());

export const useStartGoogleSignIn = () => useMutation({ mutationFn: startGoogleSignIn });
