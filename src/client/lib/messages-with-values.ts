import type { PostProcessorModule } from "i18next";
import { messageWithValues } from "../../shared/message.ts";

export const MESSAGES_WITH_VALUES = "messagesWithValues";

/**
 * A shared schema's message built with values ("…at most 100 characters": msg() with values) is no
 * catalogue key: t() of it says its ICU text with those values instead, a value that is itself a
 * catalogue key (a field's label) translated too. Named in the instance's `postProcess`, it sees every t().
 */
export const messagesWithValues: PostProcessorModule = {
  type: "postProcessor",
  name: MESSAGES_WITH_VALUES,
  process(value, keys, options, translator) {
    const built = messageWithValues(Array.isArray(keys) ? keys[0] : keys);
    if (!built) return value;
    const values: Record<string, unknown> = {};
    for (const [name, given] of Object.entries(built.values)) {
      values[name] =
        typeof given === "string" && translator.exists(given, options) ? translator.translate(given, options) : given;
    }
    return translator.translate(built.text, { ...options, ...values });
  },
};
