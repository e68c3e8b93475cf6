import { useEffect, useState } from "react";
import { MP4_SLICE_BYTES, readMp4Video } from "../../../../shared/mp4-dimensions.ts";
import type { RuleMessage } from "../../../../shared/rule-message.ts";
import { shortFileProblem } from "../../../../shared/shorts-rules.ts";

/**
 * The chosen file's size and length from its own header: the first and last few megabytes (`moov` is
 * at the start of a fast-started file, at the end of one straight from a camera), never the whole file.
 */
async function readVideoHeader(file: Blob) {
  const headEnd = Math.min(file.size, MP4_SLICE_BYTES);
  const head = new Uint8Array(await file.slice(0, headEnd).arrayBuffer());
  const tail =
    file.size > headEnd
      ? new Uint8Array(await file.slice(Math.max(headEnd, file.size - MP4_SLICE_BYTES)).arrayBuffer())
      : undefined;
  return readMp4Video({ size: file.size, head, tail });
}

export type ShortFileCheck =
  | { status: "idle" }
  | { status: "checking" }
  | { status: "checked"; problem: RuleMessage | null; unreadable: boolean };

/**
 * For a video meant as a Short: whether the chosen file would be one on YouTube (square or vertical,
 * up to 3 minutes), read before the upload starts. Nothing is checked for other videos.
 */
export function useShortFileProblem(file: File | null, meantAsShort: boolean): ShortFileCheck {
  const [check, setCheck] = useState<ShortFileCheck>({ status: "idle" });
  useEffect(() => {
    if (!file || !meantAsShort) {
      setCheck({ status: "idle" });
      return;
    }
    let current = true;
    setCheck({ status: "checking" });
    readVideoHeader(file)
      // A file the browser could not read is one whose size is unknown: said as such, never hidden.
      .catch(() => null)
      .then((info) => {
        if (current) setCheck({ status: "checked", problem: shortFileProblem(info), unreadable: info === null });
      });
    return () => {
      current = false;
    };
  }, [file, meantAsShort]);
  return check;
}
