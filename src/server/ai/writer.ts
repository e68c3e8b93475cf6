import type { Logger } from "../logger.ts";
import { createModelWriter } from "./model-writer.ts";
import { createOfflineWriter } from "./offline/writer.ts";
import { type AiConfig, connectModel } from "./provider.ts";
import type { StudioWriter } from "./studio-writer.ts";

export function createStudioWriter(ai: AiConfig, logger: Logger): StudioWriter {
  const connected = connectModel(ai);
  return connected ? createModelWriter({ connected, logger }) : createOfflineWriter();
}
