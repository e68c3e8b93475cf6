import { languageName } from "../../shared/languages.ts";
import { msg } from "../../shared/message.ts";
import { AppError } from "../errors.ts";

/** A writer that may write some languages only (the offline writer's templates are English). */
export interface LanguageAware {
  writesIn?(language: string): boolean;
}

/**
 * 422 when the writer does not write the request's language, before any AI request is counted: it never
 * answers in another language than the one asked for (decision 038).
 */
export function refuseUnwrittenLanguage(writer: LanguageAware, language: string): void {
  if (!writer.writesIn || writer.writesIn(language)) return;
  throw new AppError(
    422,
    msg(
      "The offline writer writes English only; it can't write {language} ({tag}). Choose English, or connect an AI model (AI_PROVIDER) to write in other languages.",
    ),
    undefined,
    undefined,
    { params: { language: languageName(language), tag: language } },
  );
}
