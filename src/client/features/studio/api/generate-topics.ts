import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { TopicsInput, TopicsResult } from "../../../../shared/schemas/studio.ts";

/** spec §7 generate-topics. */
export const generateTopics = (input: TopicsInput): Promise<TopicsResult> =>
  unwrap(api.api.studio.topics.$post({ json: input }));

export const useGenerateTopics = () => useMutation({ mutationFn: generateTopics });
