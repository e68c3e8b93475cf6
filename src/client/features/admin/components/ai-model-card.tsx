import { CircleAlert, CircleCheck, FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import type { AiModelCheck } from "../../../../shared/schemas/admin.ts";
import { useAiModel } from "../api/get-ai-model.ts";
import { useTestAiModel } from "../api/test-ai-model.ts";

/**
 * The admin panel's "AI model": provider, model and endpoint, and "Test the model", which runs one short
 * structured call and one streamed call and shows what they showed — or the provider's own error.
 */
export function AiModelCard() {
  const { t } = useTranslation("admin");
  const model = useAiModel();
  const check = useTestAiModel();
  const data = model.data;
  if (!data) return null;
  const offline = data.endpoint === null;
  return (
    <Card className="gap-3" data-testid="ai-model">
      <CardHeader>
        <CardTitle className="text-base">{t("AI model")}</CardTitle>
        <CardDescription>
          {offline
            ? t(
                "The studio uses the offline writer, a built-in template writer. Set AI_PROVIDER to write with a model.",
              )
            : t("What the studio writes with. Test it before members rely on it.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t("Provider")}</dt>
          <dd data-testid="ai-model-label">{data.label}</dd>
          {!offline && (
            <>
              <dt className="text-muted-foreground">{t("Endpoint")}</dt>
              <dd className="break-all font-mono text-xs leading-5">{data.endpoint}</dd>
              <dt className="text-muted-foreground">{t("Time-out")}</dt>
              <dd>
                {t("{seconds} s without a token", { seconds: data.timeoutSeconds })}
                {data.startsMidThought ? t("; answers read as starting mid-thought") : ""}
              </dd>
            </>
          )}
        </dl>
        {!offline && (
          <div>
            <Button variant="outline" onClick={() => check.mutate()} disabled={check.isPending}>
              {check.isPending ? (
                <Spinner aria-hidden="true" role="presentation" />
              ) : (
                <FlaskConical aria-hidden="true" />
              )}
              {check.isPending ? t("Testing the model…") : t("Test the model")}
            </Button>
          </div>
        )}
        <div aria-live="polite">
          {check.isError && (
            <p role="alert" className="text-destructive text-sm">
              {errorMessage(check.error, t("The test could not be run."))}
            </p>
          )}
          {check.data && <CheckResult result={check.data} />}
        </div>
      </CardContent>
    </Card>
  );
}

function CheckResult({ result }: { result: AiModelCheck }) {
  const { t } = useTranslation("admin");
  const { structured, stream } = result;
  return (
    <ul className="grid gap-2 text-sm" data-testid="ai-model-check">
      <Line ok={structured.ok} label={t("Structured output")}>
        {structured.ok
          ? structured.json === "native"
            ? t("works, {ms, number} ms", { ms: structured.ms })
            : t("works after repair (the model wraps its JSON), {ms, number} ms", { ms: structured.ms })
          : structured.error}
      </Line>
      <Line ok={stream.ok} label={t("Streaming")}>
        {stream.ok
          ? [
              stream.firstTokenMs !== null && t("first token after {ms, number} ms", { ms: stream.firstTokenMs }),
              stream.tokensPerSecond !== null && t("{rate} tokens a second", { rate: stream.tokensPerSecond }),
              stream.thinks ? t("the model thinks before it answers") : t("no thinking"),
            ]
              .filter(Boolean)
              .join(t(", "))
          : stream.error}
      </Line>
      {stream.needsUnopened && (
        <Line ok={false} label={t("Reasoning")}>
          {t(
            "The model's answers start mid-thought (only a closing think tag appears): set AI_REASONING=unopened and restart, or its thinking reaches scripts.",
          )}
        </Line>
      )}
    </ul>
  );
}

function Line({ ok, label, children }: { ok: boolean; label: string; children: React.ReactNode }) {
  const { t } = useTranslation("admin");
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <li className="flex items-start gap-2">
      <Icon
        className={ok ? "mt-0.5 size-4 shrink-0 text-primary" : "mt-0.5 size-4 shrink-0 text-destructive"}
        aria-hidden="true"
      />
      <span>
        <span className="font-medium">{t("{label}: ", { label })}</span>
        <span className={ok ? undefined : "text-destructive"}>{children}</span>
        <span className="sr-only">{ok ? t(" (passed)") : t(" (failed)")}</span>
      </span>
    </li>
  );
}
