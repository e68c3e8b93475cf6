import type { APICallError } from "ai";

type AiSdk = typeof import("ai");

let loaded: AiSdk | undefined;

/**
 * The AI SDK, loaded by the first model call rather than at start: a server on the offline writer never
 * needs it, and it is a sixth of the server build's code (decision 009, lazily loaded modules).
 */
export async function aiSdk(): Promise<AiSdk> {
  loaded ??= await import("ai");
  return loaded;
}

/** Whether a model call failed on its HTTP request; such an error only exists once the SDK is loaded. */
export function isApiCallError(error: unknown): error is APICallError {
  return loaded?.APICallError.isInstance(error) ?? false;
}
