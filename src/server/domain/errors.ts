import { NOT_FOUND } from "../../shared/not-found.ts";
import { conflict, notFound } from "../errors.ts";

export const channelNotFound = () => notFound(NOT_FOUND.channel);
export const folderNotFound = () => notFound(NOT_FOUND.folder);
export const videoNotFound = () => notFound(NOT_FOUND.video);

/** One YouTube channel is in the library once (spec §5), whatever address it was connected by. */
export const alreadyInLibrary = (name?: string) =>
  conflict(
    name === undefined
      ? "This YouTube channel is already in the library"
      : `This YouTube channel is already in the library as "${name}"`,
  );
