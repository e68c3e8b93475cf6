import { toast } from "sonner";
import { ApiError } from "@/lib/api.ts";

const GENERIC_SERVER_ERROR = "Something went wrong on our side. Please try again.";

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
  if (!message || message === fallback || message === GENERIC_SERVER_ERROR) return null;
  if (/^Request failed \(\d+\)$/.test(message)) return null;
  return message;
}

/**
 * spec §8 Studio toasts, exactly worded ('Title: description'), with the server's message on a
 * second line when it is a clear one. A cancelled request shows nothing.
 */
export function showFailureToast(title: string, fallback: string, error: unknown) {
  if (isAbortError(error)) return;
  const detail = serverDetail(error, fallback);
  toast.error(title, {
    description: detail ? (
      <span className="grid gap-1">
        <span>{fallback}</span>
        <span>{detail}</span>
      </span>
    ) : (
      fallback
    ),
  });
}
