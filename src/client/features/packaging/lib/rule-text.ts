import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { activeLanguage } from "@/lib/i18n.ts";
import { languageName } from "../../../../shared/languages.ts";
import type { RuleMessage } from "../../../../shared/rule-message.ts";

/**
 * A packaging rule's message (src/shared/packaging-rules.ts, rule-message.ts) in the interface's language: its text is a
 * key of the "server" catalogue (extracted from msg(), found through fallbackNS), and a language it names
 * is named again in the reader's language.
 */
export function useRuleText(): (rule: RuleMessage) => string {
  // t changes with the language, so the languages' names follow it too.
  const { t } = useTranslation("packaging");
  return useCallback(
    (rule: RuleMessage) => {
      const values = { ...rule.values };
      if (typeof values.language === "string") values.name = languageName(values.language, activeLanguage());
      return String(t(rule.text, values));
    },
    [t],
  );
}
