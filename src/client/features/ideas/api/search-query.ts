/** A filter as a request's query string: the values set, as text; unset and empty ones left out. */
export const searchQuery = (filter: object): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== "")
      .map(([key, value]) => [key, String(value)]),
  );
