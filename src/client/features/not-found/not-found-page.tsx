import { Compass } from "lucide-react";
import { Trans, useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button.tsx";

/** spec §2: any other path shows this page. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const { t } = useTranslation("not-found");
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 bg-muted/40 px-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <p className="font-bold text-6xl tracking-tight">404</p>
      <h1 className="font-semibold text-xl">{t("Oops! Page not found")}</h1>
      <p className="max-w-sm break-all text-muted-foreground text-sm">
        <Trans
          t={t}
          i18nKey="Nothing lives at <code>{pathname}</code>."
          values={{ pathname }}
          components={{ code: <code className="rounded bg-muted px-1 py-0.5" /> }}
        />
      </p>
      <Button asChild className="mt-2">
        <Link to="/">{t("Return to Home")}</Link>
      </Button>
    </main>
  );
}
