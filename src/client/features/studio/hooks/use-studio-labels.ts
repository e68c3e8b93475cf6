import { useTranslation } from "react-i18next";
import type { Niche, ScriptFormat, Tone } from "../../../../shared/studio-values.ts";

/**
 * The studio's value lists as a member reads them, in the interface's language. The values themselves
 * (src/shared/studio-values.ts) are what the API takes; their English labels are the catalogue keys here,
 * one literal each so extraction finds them.
 */
export function useStudioLabels() {
  const { t } = useTranslation("studio");
  const tones: Record<Tone, string> = {
    educational: t("Educational"),
    entertaining: t("Entertaining"),
    inspirational: t("Inspirational"),
    conversational: t("Conversational"),
    professional: t("Professional"),
    humorous: t("Humorous"),
  };
  const formats: Record<ScriptFormat, string> = {
    full: t("Full script"),
    outline: t("Detailed outline"),
    bullet: t("Bullet points"),
  };
  const niches: Record<Niche, string> = {
    "Technology & AI": t("Technology & AI"),
    "Business & Finance": t("Business & Finance"),
    "Health & Fitness": t("Health & Fitness"),
    Gaming: t("Gaming"),
    "Lifestyle & Vlog": t("Lifestyle & Vlog"),
    Education: t("Education"),
    Entertainment: t("Entertainment"),
    "Food & Cooking": t("Food & Cooking"),
    Travel: t("Travel"),
    Music: t("Music"),
    Sports: t("Sports"),
    "DIY & Crafts": t("DIY & Crafts"),
  };
  /**
   * spec §9: under 1 minute '30 seconds'; 1 '1 minute'; under 60 'N minutes'; otherwise 'Nh Mm', or
   * 'N hour(s)' on a whole hour (shared/studio.ts formatDurationLabel, in English).
   */
  const duration = (minutes: number): string => {
    if (minutes < 1) return t("30 seconds");
    if (minutes < 60) return t("{minutes, plural, one {# minute} other {# minutes}}", { minutes });
    const hours = Math.floor(minutes / 60);
    const rest = minutes - hours * 60;
    if (rest === 0) return t("{hours, plural, one {# hour} other {# hours}}", { hours });
    return t("{hours}h {rest}m", { hours, rest });
  };
  return { tones, formats, niches, duration };
}
