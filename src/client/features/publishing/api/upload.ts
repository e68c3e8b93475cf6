import { api, unwrap } from "@/lib/api.ts";
import type { StartUploadInput, UploadState } from "../../../../shared/schemas/publishing.ts";

export const startUpload = (videoId: string, input: StartUploadInput): Promise<UploadState> =>
  unwrap(api.api.videos[":id"].publishing.uploads.$post({ param: { id: encodeURIComponent(videoId) }, json: input }));

/** Asks the server, which asks YouTube, how much of the upload arrived. */
export const getUpload = (uploadId: string): Promise<UploadState> =>
  unwrap(api.api.publishing.uploads[":uploadId"].$get({ param: { uploadId: encodeURIComponent(uploadId) } }));

/** Sends one slice of the file; the server streams it on to YouTube and answers YouTube's count. */
export const sendChunk = (uploadId: string, offset: number, slice: Blob, signal: AbortSignal) =>
  unwrap(
    api.api.publishing.uploads[":uploadId"].chunks.$put(
      { param: { uploadId: encodeURIComponent(uploadId) }, query: { offset: String(offset) } },
      {
        init: {
          body: slice,
          signal,
          headers: { "content-type": "application/octet-stream", accept: "application/json" },
        },
      },
    ),
  );
