import type { Logger } from "../logger.ts";
import { createModelWriter } from "./model-writer.ts";
import { createOfflineWriter } from "./offline/writer.ts";
import { type AiConfig, createLanguageModel } from "./provider.ts";
import type { StudioWriter } from "./studio-writer.ts";

export function createStudioWriter(ai: AiConfig, logger: Logger): StudioWriter {
  const model = createLanguageModel(ai);
  return model ? createModelWriter({ model, logger }) : createOfflineWriter();
}
