import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { GrammarInput, GrammarResult } from "../../../../shared/schemas/studio.ts";

/** spec §7 fix-grammar. */
export const fixGrammar = (input: GrammarInput): Promise<GrammarResult> =>
  apiRequest<GrammarResult>("/api/studio/grammar", { method: "POST", body: input });

export const useFixGrammar = () => useMutation({ mutationFn: fixGrammar });
