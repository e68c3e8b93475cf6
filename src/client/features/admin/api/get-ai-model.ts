import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { AiModel } from "../../../../shared/schemas/admin.ts";
import { adminKeys } from "./query-keys.ts";

/** The AI model the studio writes with (provider, model, endpoint), or the offline writer. */
export const getAiModel = (): Promise<AiModel> => apiRequest("/api/admin/ai-model");

export const getAiModelQueryOptions = () => queryOptions({ queryKey: adminKeys.aiModel(), queryFn: getAiModel });

export const useAiModel = () => useQuery(getAiModelQueryOptions());
