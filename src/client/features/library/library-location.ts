/**
 * The library's drill-down level lives in the URL (issue 3), so reload, Back/Forward and shared
 * links restore it: no query → channels; ?channel → channel detail (its tab in ?tab); ?channel
 * &folder → the folder's videos.
 */
export const CHANNEL_TABS = ["dashboard", "overview", "folders", "voice", "production"] as const;
export type ChannelTab = (typeof CHANNEL_TABS)[number];

export interface LibraryLocation {
  channel?: string | null;
  folder?: string | null;
  tab?: ChannelTab | null;
}

export function readChannelTab(value: string | null): ChannelTab {
  return (CHANNEL_TABS as readonly string[]).includes(value ?? "") ? (value as ChannelTab) : "dashboard";
}

/** The search part of a library address ('?channel=…&folder=…'), '' for the channels level. */
export function librarySearch({ channel, folder, tab }: LibraryLocation): string {
  const params = new URLSearchParams();
  if (channel) params.set("channel", channel);
  if (folder) params.set("folder", folder);
  // The Dashboard tab is the default and stays out of the address.
  if (channel && !folder && tab && tab !== "dashboard") params.set("tab", tab);
  const search = params.toString();
  return search ? `?${search}` : "";
}

export const libraryPath = (location: LibraryLocation = {}) => `/content-library${librarySearch(location)}`;
