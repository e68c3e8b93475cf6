import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { AiModel } from "../../../../shared/schemas/admin.ts";
import { adminKeys } from "./query-keys.ts";

/** The AI model the studio writes with (provider, model, endpoint), or the offline writer. */
export const getAiModel = (): Promise<AiModel> => unwrap(api.api.admin["ai-model"].$get());

export const getAiModelQueryOptions = () => queryOptions({ queryKey: adminKeys.aiModel(), queryFn: getAiModel });

export const useAiModel = () => useQuery(getAiModelQueryOptions());
