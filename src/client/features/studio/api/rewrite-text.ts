import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { RewriteInput, RewriteResult } from "../../../../shared/schemas/studio.ts";

/** spec §7 rewrite-text. */
export const rewriteText = (input: RewriteInput): Promise<RewriteResult> =>
  apiRequest<RewriteResult>("/api/studio/rewrite", { method: "POST", body: input });

export const useRewriteText = () => useMutation({ mutationFn: rewriteText });
