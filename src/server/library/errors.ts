import { conflict, notFound } from "../errors.ts";

export const channelNotFound = () => notFound("Channel not found");
export const folderNotFound = () => notFound("Folder not found");
export const videoNotFound = () => notFound("Video not found");

/** One YouTube channel is in the library once (spec §5), whatever address it was connected by. */
export const alreadyInLibrary = (name?: string) =>
  conflict(
    name === undefined
      ? "This YouTube channel is already in the library"
      : `This YouTube channel is already in the library as "${name}"`,
  );
