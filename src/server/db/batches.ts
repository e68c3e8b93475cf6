// PostgreSQL takes at most 65,535 parameters per statement: many-row writes go in batches.
export const BATCH_SIZE = 500;

export function inBatches<T>(items: T[], size = BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}
