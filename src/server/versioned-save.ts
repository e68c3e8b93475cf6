// A versioned save (a script, a packaging; decision 018): each save names the version it started
// from, and a save from any other than the newest is refused with a 409 that carries the newest
// version, so the editor shows what changed without reading it again.
import { AppError } from "./errors.ts";

export type VersionedThing = "script" | "packaging";

interface SavedVersion {
  number: number;
  author: { id: string; name: string } | null;
}

/** Who saved a newest version, as a conflict message names them. */
export function savedBy(author: { id: string; name: string } | null, actorId: string): string {
  if (author === null) return "a former member";
  return author.id === actorId ? "you, in another window," : author.name;
}

/**
 * The 409 of a save from `base` when the newest is `latest` (null: nothing saved yet). Its answer is
 * the contract's `{ error }` plus `latest`.
 */
export function staleVersion(
  thing: VersionedThing,
  actorId: string,
  base: number | null,
  latest: SavedVersion | null,
): AppError {
  return new AppError(409, staleMessage(thing, actorId, base, latest), undefined, { latest });
}

function staleMessage(thing: VersionedThing, actorId: string, base: number | null, latest: SavedVersion | null) {
  if (latest === null) return `This video has no ${thing} yet, so there is no version ${base} to build on`;
  if (base !== null && base > latest.number) {
    return `There is no version ${base} of this ${thing}: the newest is version ${latest.number}`;
  }
  const version = thing === "script" ? "Version" : "Packaging version";
  return `${version} ${latest.number} was saved by ${savedBy(latest.author, actorId)} while you were editing`;
}
