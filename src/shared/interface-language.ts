/**
 * The interface's languages (decision 040): the five the app is translated into, by their BCP 47 tags,
 * each named in its own language as Settings → Language lists them. Scripts and channels may be in any
 * language (languages.ts); the interface only in these.
 */
export const INTERFACE_LANGUAGES = ["en", "es", "pt-BR", "ja", "hi"] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = "en";

/** Written out rather than asked of Intl.DisplayNames, whose "português (Brasil)" starts lower-case. */
export const INTERFACE_LANGUAGE_NAMES: Record<InterfaceLanguage, string> = {
  en: "English",
  es: "Español",
  "pt-BR": "Português (Brasil)",
  ja: "日本語",
  hi: "हिन्दी",
};

/**
 * The catalogues' namespaces: one per client feature folder (src/client/features/<name>), "common" for
 * the shell and the shared components, "server" for what the server says (errors, mails, notifications).
 */
export const NAMESPACES = [
  "common",
  "admin",
  "auth",
  "dashboard",
  "home",
  "ideas",
  "library",
  "not-found",
  "packaging",
  "production",
  "publishing",
  "review",
  "settings",
  "studio",
  "video",
  "youtube",
  "server",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isInterfaceLanguage(tag: unknown): tag is InterfaceLanguage {
  return typeof tag === "string" && (INTERFACE_LANGUAGES as readonly string[]).includes(tag);
}

/**
 * The interface language for a reader's preferences, best first (navigator.languages, or an
 * Accept-Language header's tags by weight): the first one we have exactly, or else by its primary
 * language ("es-MX" → es, "pt-PT" → pt-BR, the one Portuguese we have); English when none matches.
 */
export function negotiateInterfaceLanguage(preferences: readonly string[]): InterfaceLanguage {
  for (const preference of preferences) {
    const tag = canonical(preference);
    if (!tag) continue;
    const exact = INTERFACE_LANGUAGES.find((language) => language.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const primary = tag.split("-")[0].toLowerCase();
    const byPrimary = INTERFACE_LANGUAGES.find((language) => language.split("-")[0].toLowerCase() === primary);
    if (byPrimary) return byPrimary;
  }
  return DEFAULT_INTERFACE_LANGUAGE;
}

/** An Accept-Language header's tags, by descending weight (RFC 9110 §12.5.4); "*" and q=0 left out. */
export function acceptLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, order) => {
      const [tag = "", ...parameters] = part.trim().split(";");
      const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag && tag !== "*" && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag.trim())[0] ?? null;
  } catch {
    return null;
  }
}
