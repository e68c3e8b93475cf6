import { useEffect } from "react";
import { toast } from "sonner";
import { errorMessage } from "@/lib/api.ts";

/** spec §8 'Failed to load …' toasts: once each time a read fails. */
export function useErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (error) toast.error(title, { description: errorMessage(error) });
  }, [error, title]);
}
