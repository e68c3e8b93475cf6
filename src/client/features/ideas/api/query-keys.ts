import type { IdeasQuery, OutliersQuery } from "../../../../shared/schemas/ideas.ts";

/** Ideas' cache keys: niches, outlier pages by query, idea bank pages by query. */
export const ideasKeys = {
  all: ["ideas"] as const,
  niches: () => [...ideasKeys.all, "niches"] as const,
  outliers: () => [...ideasKeys.all, "outliers"] as const,
  outlierPage: (query: OutliersQuery) => [...ideasKeys.outliers(), query] as const,
  bank: () => [...ideasKeys.all, "bank"] as const,
  bankPage: (query: IdeasQuery) => [...ideasKeys.bank(), query] as const,
};
