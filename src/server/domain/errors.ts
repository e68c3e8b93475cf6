import { msg } from "../../shared/message.ts";
import { NOT_FOUND } from "../../shared/not-found.ts";
import { conflict, forbidden, notFound } from "../errors.ts";

export const channelNotFound = () => notFound(NOT_FOUND.channel);
export const folderNotFound = () => notFound(NOT_FOUND.folder);
export const videoNotFound = () => notFound(NOT_FOUND.video);

/** One YouTube channel is in the library once (spec §5), whatever address it was connected by. */
export const alreadyInLibrary = (name?: string) =>
  name === undefined
    ? conflict(msg("This YouTube channel is already in the library"))
    : conflict(msg('This YouTube channel is already in the library as "{name}"'), { name });

const DELETE_FORBIDDEN = {
  channel: msg("Only admins, moderators and the creator can delete this channel"),
  folder: msg("Only admins, moderators and the creator can delete this folder"),
  video: msg("Only admins, moderators and the creator can delete this video"),
};
/** 403 for a member who may not delete the item (canDeleteLibraryItem, src/shared/library-rules.ts). */
export const deleteForbidden = (item: keyof typeof DELETE_FORBIDDEN) => forbidden(DELETE_FORBIDDEN[item]);
