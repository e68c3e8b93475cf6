import { CircleAlert, KeyRound, Send } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { useTakenSearchParams } from "@/hooks/use-taken-search-params.ts";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import type { VideoDetail } from "../../../../shared/schemas/video.ts";
import { useGrantPublishingAccess, usePublishingState } from "../api/publishing.ts";
import { ApplyToYouTube } from "./apply-to-youtube.tsx";
import { ReleaseSection } from "./release-section.tsx";
import { ThumbnailSection } from "./thumbnail-section.tsx";
import { UploadSection } from "./upload-section.tsx";

/** The video page's "Publish" tab: what this member may do on YouTube for the video, and why not. */
export function PublishTab({ video }: { video: Pick<VideoDetail, "id"> }) {
  const { t } = useTranslation("publishing");
  const state = usePublishingState(video.id);
  // Why "Grant publishing access" did not finish: the server comes back here with ?connect_error=<message>.
  const grantFailure = useTakenSearchParams("connect_error").connect_error;
  const grant = useGrantPublishingAccess();
  // A finished upload stays on screen (its outcome, an audit lock) after the video is on YouTube.
  const [uploadedHere, setUploadedHere] = useState(false);
  // Stays busy after success: the browser is leaving for Google.
  const granting = grant.isPending || grant.isSuccess;

  const startGrant = () =>
    grant.mutate(video.id, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(t("Could not start Google sign-in"), { description: errorMessage(error) }),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Send className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Publish")}</h2>
        </CardTitle>
        <CardDescription>{t("Put this video's packaging on YouTube, straight from here.")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {state.isPending ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
            <Spinner aria-hidden="true" role="presentation" />
            {t("Checking what you can publish...")}
          </p>
        ) : state.isError ? (
          <div className="flex flex-wrap items-center gap-3">
            <p role="alert" className="text-destructive text-sm">
              {t("Failed to load publishing: {error}", { error: errorMessage(state.error) })}
            </p>
            <Button variant="outline" onClick={() => state.refetch()}>
              {t("Retry")}
            </Button>
          </div>
        ) : (
          <>
            {state.data.unavailable && (
              <p
                role="note"
                data-testid="publishing-unavailable"
                className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
                <span>{state.data.unavailable}</span>
              </p>
            )}
            {grantFailure && !state.data.publishingAccess && (
              <p role="alert" data-testid="grant-failure" className="text-destructive text-sm">
                {t("Publishing access was not granted. {reason}", { reason: grantFailure })}
              </p>
            )}
            {state.data.canGrantAccess && !state.data.publishingAccess && (
              <Button onClick={startGrant} disabled={granting} className="w-full sm:w-fit">
                {granting ? <Spinner aria-hidden="true" role="presentation" /> : <KeyRound aria-hidden="true" />}
                {granting ? t("Redirecting to Google...") : t("Grant publishing access")}
              </Button>
            )}
            {(state.data.mayUpload || uploadedHere) && (
              <UploadSection
                videoId={video.id}
                meantAsShort={state.data.meantAsShort}
                onDone={() => setUploadedHere(true)}
              />
            )}
            {state.data.mayPublish && <ApplyToYouTube videoId={video.id} state={state.data} />}
            {state.data.mayPublish && <ReleaseSection videoId={video.id} state={state.data} />}
            <ThumbnailSection videoId={video.id} state={state.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
