import { activeLanguage } from "@/lib/i18n.ts";

let format: { language: string; month: Intl.DateTimeFormat } | undefined;

/**
 * A folder's month ('2024-01', decision 001) as the interface's language names it: 'January 2024',
 * 'enero de 2024', '2024年1月'. The server's English label stays for a value that is not canonical.
 */
export function monthLabel(folder: { monthYear: string; monthLabel: string }): string {
  const match = /^(\d{4})-(\d{2})$/.exec(folder.monthYear);
  if (!match) return folder.monthLabel;
  const language = activeLanguage();
  if (format?.language !== language) {
    format = {
      language,
      month: new Intl.DateTimeFormat(language, { month: "long", year: "numeric", timeZone: "UTC" }),
    };
  }
  return format.month.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}
