import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { TopicsInput, TopicsResult } from "../../../../shared/schemas/studio.ts";

/** spec §7 generate-topics. */
export const generateTopics = (input: TopicsInput): Promise<TopicsResult> =>
  apiRequest<TopicsResult>("/api/studio/topics", { method: "POST", body: input });

export const useGenerateTopics = () => useMutation({ mutationFn: generateTopics });
