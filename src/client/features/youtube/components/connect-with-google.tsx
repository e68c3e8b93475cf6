import type { UseQueryResult } from "@tanstack/react-query";
import { ChartLine, CircleAlert, LogIn, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import type { YouTubeStatus } from "../api/get-youtube-status.ts";
import { useStartGoogleSignIn } from "../api/start-google-sign-in.ts";
import { googleConnectError } from "../google-connect-error.ts";

/**
 * The 'Google Auth' tab: Google sign-in with read-only YouTube access, returning to the library
 * with ?connect=youtube. While Google sign-in is not configured the tab says so (ARCHITECTURE §1).
 */
export function ConnectWithGoogle({ status }: { status: UseQueryResult<YouTubeStatus> }) {
  const { t } = useTranslation("youtube");
  const start = useStartGoogleSignIn();
  const configured = status.data?.googleConfigured === true;
  // Stays busy after success: the browser is leaving for Google.
  const busy = start.isPending || start.isSuccess;
  // Issue 14: a sign-in made before Scriptloom asked for YouTube Analytics keeps working; the same
  // consent again adds the Analytics scope.
  const needsAnalytics = status.data?.googleConnected === true && !status.data.analyticsGranted;

  const signIn = () =>
    start.mutate(undefined, {
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => toast.error(t("Error"), { description: `${googleConnectError()} ${errorMessage(error)}` }),
    });

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">
        {t(
          "Sign in with the Google account that owns your channels. Scriptloom asks for read-only access to YouTube and YouTube Analytics (watch time, retention, daily views) and adds each of your channels to the library.",
        )}
      </p>
      <p className="flex items-center gap-2 text-muted-foreground text-xs">
        <ShieldCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
        {t("Read-only: Scriptloom never changes anything on YouTube.")}
      </p>
      {status.isPending ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
          <Spinner aria-hidden="true" role="presentation" />
          {t("Checking whether Google sign-in is available...")}
        </p>
      ) : (
        !configured && (
          <p
            role="note"
            data-testid="google-not-configured"
            className="flex gap-2 rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden="true" />
            <span>
              {status.isError
                ? t("Google sign-in is unavailable: {reason}", { reason: errorMessage(status.error) })
                : t(
                    "Google sign-in is not configured on this server. An administrator can enable it by setting GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. You can still connect a channel by its URL.",
                  )}
            </span>
          </p>
        )
      )}
      {configured && needsAnalytics && (
        <p role="note" data-testid="analytics-not-granted" className="flex gap-2 rounded-lg border p-3 text-sm">
          <ChartLine className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            {t(
              "Your Google sign-in does not include YouTube Analytics. Your channels keep syncing; grant analytics access to add watch time, retention curves and daily views to their dashboards.",
            )}
          </span>
        </p>
      )}
      <Button onClick={signIn} disabled={!configured || busy} className="w-full sm:w-fit">
        {busy ? <Spinner aria-hidden="true" role="presentation" /> : <LogIn aria-hidden="true" />}
        {busy ? t("Redirecting to Google...") : needsAnalytics ? t("Grant analytics access") : t("Connect with Google")}
      </Button>
    </div>
  );
}
