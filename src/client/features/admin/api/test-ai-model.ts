import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api.ts";
import type { AiModelCheck } from "../../../../shared/schemas/admin.ts";

/** "Test the model": one short structured and one streamed call, measured by the server. */
export const testAiModel = (): Promise<AiModelCheck> => unwrap(api.api.admin["ai-model"].test.$post());

export const useTestAiModel = () => useMutation({ mutationFn: testAiModel });
