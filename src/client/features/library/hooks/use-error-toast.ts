import { useEffect } from "react";
import { showFailure } from "@/lib/failure-toast.tsx";

/** spec §8 'Failed to load …' toasts: once each time a read fails. */
export function useErrorToast(error: unknown, title: string) {
  useEffect(() => {
    if (error) showFailure(title, error);
  }, [error, title]);
}
