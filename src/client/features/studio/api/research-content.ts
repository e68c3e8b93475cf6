import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { ResearchInput, ResearchResult } from "../../../../shared/schemas/studio.ts";

/** spec §7 research-content. */
export const researchContent = (input: ResearchInput): Promise<ResearchResult> =>
  unwrap(api.api.studio.research.$post({ json: input }));

export const useResearchContent = () => useMutation({ mutationFn: researchContent });
