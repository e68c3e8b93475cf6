import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { GrammarInput, GrammarResult } from "../../../../shared/schemas/studio.ts";

/** spec §7 fix-grammar. */
export const fixGrammar = (input: GrammarInput): Promise<GrammarResult> =>
  unwrap(api.api.studio.grammar.$post({ json: input }));

export const useFixGrammar = () => useMutation({ mutationFn: fixGrammar });
