import { CircleAlert, ImageUp, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import type { RuleMessage } from "../../../../shared/rule-message.ts";
import type { PublishingState } from "../../../../shared/schemas/publishing.ts";
import { readImageHeader, THUMBNAIL_PREVIEWS, thumbnailProblem } from "../../../../shared/thumbnail-rules.ts";
import { useSaveThumbnail, useSetThumbnailOnYouTube } from "../api/thumbnail.ts";
import { useCostLine } from "./apply-to-youtube.tsx";

/** Checks a chosen file with YouTube's rules before sending it (the server checks again). */
async function problemOf(file: File): Promise<RuleMessage | null> {
  if (file.size > 2 * 1024 * 1024) return thumbnailProblem(file.size, null);
  return thumbnailProblem(file.size, readImageHeader(new Uint8Array(await file.arrayBuffer())));
}

/** The thumbnail image: upload (any member), previews at YouTube's sizes with the text over it, set on YouTube. */
export function ThumbnailSection({ videoId, state }: { videoId: string; state: PublishingState }) {
  const { t } = useTranslation("publishing");
  const costLine = useCostLine();
  // The preview sizes' names (THUMBNAIL_PREVIEWS), one key each.
  const previewName: Record<(typeof THUMBNAIL_PREVIEWS)[number]["name"], string> = {
    "Search results": t("Search results"),
    Home: t("Home"),
    Mobile: t("Mobile"),
  };
  const input = useRef<HTMLInputElement>(null);
  const save = useSaveThumbnail();
  const setOnYouTube = useSetThumbnailOnYouTube();
  const [problem, setProblem] = useState<string | null>(null);
  const thumbnail = state.thumbnail;
  const src = thumbnail
    ? `/api/videos/${encodeURIComponent(videoId)}/publishing/thumbnail?v=${thumbnail.uploadedAt}`
    : null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const found = await problemOf(file);
    // The rule's text is a "server" catalogue key (msg() in src/shared), found through fallbackNS.
    setProblem(found ? t(found.text, { ...found.values }) : null);
    if (found) return;
    save.mutate(
      { videoId, file },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
    if (input.current) input.current.value = "";
  };

  const sendToYouTube = () =>
    setOnYouTube.mutate(videoId, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(t("The thumbnail was not set"), { description: errorMessage(error) }),
    });

  return (
    <section aria-labelledby="thumbnail-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="thumbnail-heading" className="font-semibold">
          {t("Thumbnail")}
        </h3>
        <p className="text-muted-foreground text-sm">
          {t("JPEG or PNG, at most 2 MB, at least 640 pixels wide, 16:9 (1280×720 is YouTube's recommendation).")}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {/* The picker opens from a real button (focus ring, Enter and Space); the input itself stays out of the tab order. */}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          aria-label={t("Thumbnail image file")}
          tabIndex={-1}
          className="hidden"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={save.isPending}>
          {save.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <ImageUp aria-hidden="true" />}
          {save.isPending ? t("Uploading...") : thumbnail ? t("Replace thumbnail image") : t("Upload thumbnail image")}
        </Button>
        {thumbnail && (
          <span className="text-muted-foreground text-xs" data-testid="thumbnail-summary">
            {thumbnail.setOnYouTubeAt
              ? t("{width}×{height} · set on YouTube", { width: thumbnail.width, height: thumbnail.height })
              : t("{width}×{height} · not on YouTube yet", { width: thumbnail.width, height: thumbnail.height })}
          </span>
        )}
      </div>
      {problem && (
        <p role="alert" className="flex gap-2 text-destructive text-sm">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {problem}
        </p>
      )}
      {src && (
        <ul aria-label={t("Previews at YouTube's sizes")} className="flex flex-wrap items-end gap-4">
          {THUMBNAIL_PREVIEWS.map((preview) => (
            <li key={preview.name} className="grid gap-1">
              <div
                className="relative overflow-hidden rounded-md bg-muted"
                style={{ width: preview.width, height: preview.height }}
              >
                <img
                  src={src}
                  alt=""
                  width={preview.width}
                  height={preview.height}
                  className="size-full object-cover"
                />
                {state.thumbnailText && (
                  <span
                    className="absolute inset-x-1 bottom-1 rounded bg-black/70 px-1 font-extrabold text-white uppercase leading-tight"
                    style={{ fontSize: Math.max(10, Math.round(preview.height / 7)) }}
                  >
                    {state.thumbnailText}
                  </span>
                )}
              </div>
              <span className="text-muted-foreground text-xs">
                {t("{name} ({width}×{height})", {
                  name: previewName[preview.name],
                  width: preview.width,
                  height: preview.height,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {thumbnail && state.mayPublish && (
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={sendToYouTube} disabled={setOnYouTube.isPending}>
            {setOnYouTube.isPending ? (
              <Spinner aria-hidden="true" role="presentation" />
            ) : (
              <Upload aria-hidden="true" />
            )}
            {setOnYouTube.isPending ? t("Setting...") : t("Set thumbnail on YouTube")}
          </Button>
          <span className="text-muted-foreground text-xs">{costLine(state.costs.thumbnail, state)}</span>
        </div>
      )}
    </section>
  );
}
