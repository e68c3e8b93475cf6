import { ApiError, errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

/**
 * The server's own message when it says more than the spec's text: a rate limit (429), a refused
 * input, a provider that can't translate, an unreachable server. Null for generic failures.
 */
export function serverDetail(error: unknown, fallback: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const message = error.message.trim();
  if (!message || message === fallback) return null;
  // A failure the server could not explain ("internal"), or an answer that was not the API's JSON.
  if (error.code === "internal" || (error.status !== 0 && error.body === null)) return null;
  return message;
}

/**
 * The one way a failed action is told: a toast titled `title` saying what went wrong. With `expected`
 * (the spec's own words, e.g. §8's studio toasts, 'Title: description') those words, and the server's
 * message on a second line when it says more; without, the server's message. A cancelled request
 * shows nothing.
 */
export function showFailure(title: string, error: unknown, expected?: string) {
  if (isAbortError(error)) return;
  if (expected === undefined) {
    toast.error(title, { description: errorMessage(error) });
    return;
  }
  const detail = serverDetail(error, expected);
  toast.error(title, {
    description: detail ? (
      <span className="grid gap-1">
        <span>{expected}</span>
        <span>{detail}</span>
      </span>
    ) : (
      expected
    ),
  });
}
