import { msg } from "./message.ts";
import { inEnglish } from "./rule-message.ts";

// The video categories YouTube lets an owner assign (videoCategories.list?regionCode=US, assignable
// ones), by id, for showing a video's category in words. An id not listed is shown as its number. The
// names are catalogue keys ("server", marked with msg()): each language names them (decision 040).
export const YOUTUBE_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  "1": msg("Film & Animation"),
  "2": msg("Autos & Vehicles"),
  "10": msg("Music"),
  "15": msg("Pets & Animals"),
  "17": msg("Sports"),
  "19": msg("Travel & Events"),
  "20": msg("Gaming"),
  "22": msg("People & Blogs"),
  "23": msg("Comedy"),
  "24": msg("Entertainment"),
  "25": msg("News & Politics"),
  "26": msg("Howto & Style"),
  "27": msg("Education"),
  "28": msg("Science & Technology"),
  "29": msg("Nonprofits & Activism"),
};

/** Puts a catalogue message in a language: the client's t() (namespace "server"), or English. */
export type Say = (text: string, values?: Record<string, string>) => string;

const sayInEnglish: Say = (text, values) => inEnglish({ text, values });

/** "Howto & Style (26)", or "Category 99" for an id the table does not name, in the language `say` speaks. */
export function youtubeCategoryName(id: string, say: Say = sayInEnglish): string {
  const name = YOUTUBE_CATEGORY_NAMES[id];
  return name ? say(msg("{name} ({id})"), { name: say(name), id }) : say(msg("Category {id}"), { id });
}
