import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { ResearchInput, ResearchResult } from "../../../../shared/schemas/studio.ts";

/** spec §7 research-content. */
export const researchContent = (input: ResearchInput): Promise<ResearchResult> =>
  apiRequest<ResearchResult>("/api/studio/research", { method: "POST", body: input });

export const useResearchContent = () => useMutation({ mutationFn: researchContent });
