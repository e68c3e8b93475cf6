import type { FieldValues, Resolver } from "react-hook-form";

export type LazyResolver<T extends FieldValues> = Resolver<T> & {
  /** Starts loading ahead of the first validation (e.g. when the user reaches the form). */
  preload(): void;
};

/**
 * A react-hook-form resolver loaded on first use. The sign-in page paints without zod (about
 * 35 KB compressed) and the form's schema: they are only needed once the user submits, and are
 * fetched as soon as the user reaches the form (preload).
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loaded: Promise<Resolver<T>> | undefined;
  const get = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined; // a failed download is tried again on the next submit
      throw error;
    });
    return loaded;
  };
  const resolver: Resolver<T> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => {}) });
}
