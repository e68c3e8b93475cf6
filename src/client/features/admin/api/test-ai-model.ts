import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api.ts";
import type { AiModelCheck } from "../../../../shared/schemas/admin.ts";

/** "Test the model": one short structured and one streamed call, measured by the server. */
export const testAiModel = (): Promise<AiModelCheck> => apiRequest("/api/admin/ai-model/test", { method: "POST" });

export const useTestAiModel = () => useMutation({ mutationFn: testAiModel });
