import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { RewriteInput, RewriteResult } from "../../../../shared/schemas/studio.ts";

/** spec §7 rewrite-text. */
export const rewriteText = (input: RewriteInput): Promise<RewriteResult> =>
  unwrap(api.api.studio.rewrite.$post({ json: input }));

export const useRewriteText = () => useMutation({ mutationFn: rewriteText });
