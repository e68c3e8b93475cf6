import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { InterfaceLanguage } from "../shared/interface-language.ts";
import { languageName } from "../shared/languages.ts";
import { msg } from "../shared/message.ts";
import type { RuleMessage } from "../shared/rule-message.ts";
import { translate } from "./i18n.ts";

/**
 * Values a message names ("Version {number} is not kept any more"): ICU arguments. A value may itself be
 * a message (a rule of src/shared that was broken), put in translated into the same language.
 */
export type MessageParams = Record<string, string | number | Date | RuleMessage>;

/**
 * The values in `language`: nested messages translated, and a language named by its tag (`language`
 * beside its English `name`, as rule messages carry it) named anew in the reader's language.
 */
function valuesIn(language: InterfaceLanguage, params: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    values[key] =
      value && typeof value === "object" && "text" in value && typeof value.text === "string"
        ? translate(language, value.text, valuesIn(language, (value as RuleMessage).values ?? {}))
        : value;
  }
  if (typeof params.language === "string" && typeof params.name === "string") {
    values.name = languageName(params.language, language);
  }
  return values;
}

/** The stable code of an error answer when the error gives none: what its status means. */
const CODE_BY_STATUS: Partial<Record<number, string>> = {
  400: "invalid_request",
  401: "unauthenticated",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  410: "gone",
  413: "too_large",
  429: "throttled",
  502: "upstream_failed",
  503: "unavailable",
};

export const codeForStatus = (status: number) => CODE_BY_STATUS[status] ?? (status >= 500 ? "internal" : "error");

/**
 * The one error type services throw; `onError` turns it into the contract's `{ error }` JSON, with
 * `issues` for bad input and `body`'s fields for an answer that says more (a 409's newest version).
 * The message is English text and the catalogue's key (decision 040): the answer carries it in the
 * member's language, with a stable `code` a client may act on without reading the text.
 */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  readonly issues?: unknown;
  readonly body?: Record<string, unknown>;
  /** The catalogue key: the English message before its values are put in. */
  readonly key: string;
  readonly params?: MessageParams;
  readonly code: string;

  constructor(
    status: ContentfulStatusCode,
    message: string,
    issues?: unknown,
    body?: Record<string, unknown>,
    options: { code?: string; params?: MessageParams } = {},
  ) {
    super(options.params ? translate("en", message, valuesIn("en", options.params)) : message);
    this.name = "AppError";
    this.status = status;
    this.issues = issues;
    this.body = body;
    this.key = message;
    this.params = options.params;
    this.code = options.code ?? codeForStatus(status);
  }

  /** The message in the member's language (English where the catalogue has none yet). */
  messageIn(language: InterfaceLanguage): string {
    return translate(language, this.key, this.params && valuesIn(language, this.params));
  }
}

export const badRequest = (message: string, params?: MessageParams) =>
  new AppError(400, message, undefined, undefined, { params });
export const unauthorized = (message: string = msg("Authentication required: Please log in")) =>
  new AppError(401, message);
export const forbidden = (message: string = msg("You don't have permission to do this"), params?: MessageParams) =>
  new AppError(403, message, undefined, undefined, { params });
export const notFound = (message: string, params?: MessageParams) =>
  new AppError(404, message, undefined, undefined, { params });
export const conflict = (message: string, params?: MessageParams) =>
  new AppError(409, message, undefined, undefined, { params });
