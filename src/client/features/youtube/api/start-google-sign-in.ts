import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";

/**
 * Starts Google sign-in with read-only YouTube access; the answer is Google's consent address, which
 * returns to /content-library?connect=youtube (spec §7). 503 when Google sign-in is not configured.
 */
export const startGoogleSignIn = (): Promise<{ url: string }> => apiRequest("/api/youtube/oauth/start");

export const useStartGoogleSignIn = () => useMutation({ mutationFn: startGoogleSignIn });
