import { Check, Copy, KeyRound, Trash2 } from "lucide-react";
import { type FormEvent, type MouseEvent, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { LoadError } from "@/components/load-error.tsx";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog.tsx";
import { Badge } from "@/components/ui/badge.tsx";
import { Button, buttonVariants } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Checkbox } from "@/components/ui/checkbox.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { SelectOnFirstUse } from "@/components/ui/select-on-first-use.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { showFailure } from "@/lib/failure-toast.tsx";
import { formatDate, formatRelativeTime } from "@/lib/format-date.ts";
import { toast } from "@/lib/toast.ts";
import {
  type AccessToken,
  ADMIN_SCOPES,
  createAccessTokenSchema,
  DEFAULT_TOKEN_DAYS,
  SCOPE_LABELS,
  TOKEN_EXPIRY_CHOICES,
  TOKEN_NAME_MAX,
  TOKEN_SCOPES,
  type TokenScope,
} from "../../../../shared/schemas/access-tokens.ts";
import { useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from "../api/access-tokens.ts";

const NEVER = "never";
/**
 * Decision 044: personal access tokens for the member's tools (an assistant over MCP, n8n, a script).
 * A token is shown once, right after it is made; afterwards only its name, scopes and dates are.
 */
export function AccessTokensCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation("settings");
  const tokens = useAccessTokens();
  const [shown, setShown] = useState<{ name: string; token: string } | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Access tokens")}</h2>
        </CardTitle>
        <CardDescription>
          <Trans
            t={t}
            i18nKey="Let your AI assistant or an automation use Scriptloom as you, within the scopes you choose. Send a token as <code>Authorization: Bearer …</code>, or connect an MCP client to <code>/mcp</code>."
            components={{ code: <code /> }}
          />
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <NewTokenForm isAdmin={isAdmin} onCreated={setShown} />
        {shown && <ShownOnce {...shown} onDone={() => setShown(null)} />}
        <section aria-labelledby="access-tokens-list" className="grid gap-3">
          <h3 id="access-tokens-list" className="font-medium text-sm">
            {t("Your tokens")}
          </h3>
          {tokens.isPending ? (
            <div className="grid gap-2" role="status" aria-label={t("Loading access tokens")}>
              <Skeleton className="h-12" />
            </div>
          ) : tokens.isError ? (
            <LoadError
              title={t("Failed to load your access tokens")}
              error={tokens.error}
              onRetry={() => tokens.refetch()}
            />
          ) : tokens.data.tokens.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("No access tokens yet.")}</p>
          ) : (
            <ul className="grid gap-2" data-testid="access-token-list">
              {tokens.data.tokens.map((token) => (
                <TokenRow key={token.id} token={token} />
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

function NewTokenForm({
  isAdmin,
  onCreated,
}: {
  isAdmin: boolean;
  onCreated: (shown: { name: string; token: string }) => void;
}) {
  const { t } = useTranslation("settings");
  const create = useCreateAccessToken();
  const [name, setName] = useState("");
  const [expiry, setExpiry] = useState(String(DEFAULT_TOKEN_DAYS));
  const [scopes, setScopes] = useState<TokenScope[]>(["read"]);
  const [error, setError] = useState<string | null>(null);
  const expiryChoices = [
    ...TOKEN_EXPIRY_CHOICES.map((days) => ({ value: String(days), label: t("{days, number} days", { days }) })),
    { value: NEVER, label: t("No expiry") },
  ];
  // What each scope lets a token do, in the member's language (SCOPE_LABELS holds the English).
  const scopeLabels: Record<TokenScope, string> = {
    read: t("Read everything the member can see"),
    "write:ideas": t("Create and change ideas and niches"),
    "write:scripts": t("Write scripts and use the studio"),
    "write:videos": t("Change channels, folders, videos, the board and packaging"),
    review: t("Comment, suggest, request and decide reviews"),
    admin: t("Admin operations (members, invitations, AI model)"),
  };
  const offered = TOKEN_SCOPES.filter((scope) => isAdmin || !ADMIN_SCOPES.includes(scope));

  const toggle = (scope: TokenScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createAccessTokenSchema.safeParse({
      name,
      scopes,
      expiresInDays: expiry === NEVER ? null : Number(expiry),
    });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? t(message, { ns: "server" }) : t("Check the form"));
      return;
    }
    setError(null);
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        onCreated({ name: answer.accessToken.name, token: answer.token });
        setName("");
        toast.success(t("Token ''{name}'' created", { name: answer.accessToken.name }));
      },
      onError: (failure) => showFailure(t("Failed to create the access token"), failure),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t("New access token")}>
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <div className="grid gap-2">
          <Label htmlFor="token-name">{t("Name")}</Label>
          <Input
            id="token-name"
            value={name}
            maxLength={TOKEN_NAME_MAX}
            placeholder={t("e.g. n8n, Claude on my laptop")}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? "token-form-error" : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="token-expiry">{t("Expires after")}</Label>
          <SelectOnFirstUse id="token-expiry" value={expiry} onValueChange={setExpiry} choices={expiryChoices} />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">{t("Scopes")}</legend>
        {offered.map((scope) => {
          const id = `token-scope-${scope.replace(":", "-")}`;
          return (
            <div key={scope} className="flex items-start gap-2">
              <Checkbox
                id={id}
                checked={scopes.includes(scope)}
                onCheckedChange={(on) => toggle(scope, on === true)}
                className="mt-0.5"
              />
              <Label htmlFor={id} className="grid gap-0.5 font-normal">
                <span className="font-medium font-mono text-xs">{scope}</span>
                <span className="text-muted-foreground text-sm">{scopeLabels[scope] ?? SCOPE_LABELS[scope]}</span>
              </Label>
            </div>
          );
        })}
      </fieldset>
      {error && (
        <p id="token-form-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      <Button type="submit" className="w-fit" disabled={create.isPending}>
        {create.isPending && <Spinner aria-hidden="true" role="presentation" />}
        {t("Create token")}
      </Button>
    </form>
  );
}

/** The token's text, this once: copied from here, it is never shown again. */
function ShownOnce({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const { t } = useTranslation("settings");
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(token).then(
      () => setCopied(true),
      () => toast.error(t("Copying failed: select the token and copy it yourself")),
    );
  return (
    <div role="region" aria-labelledby="token-shown-title" className="grid gap-3 rounded-lg border border-primary p-4">
      <h3 id="token-shown-title" className="font-medium">
        {t("Your new token ''{name}''", { name })}
      </h3>
      <p className="text-muted-foreground text-sm">{t("Copy it now: you won't be able to see it again.")}</p>
      <Input
        readOnly
        value={token}
        aria-label={t("Token ''{name}''", { name })}
        data-testid="new-access-token"
        className="font-mono text-xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t("Copied") : t("Copy")}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("Done")}
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token }: { token: AccessToken }) {
  const { t } = useTranslation("settings");
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= Date.now();
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-lg border p-3" data-testid="access-token">
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="break-words font-medium">{token.name}</p>
        <div className="flex flex-wrap gap-1">
          {token.scopes.map((scope) => (
            <Badge key={scope} variant="secondary" className="font-mono">
              {scope}
            </Badge>
          ))}
        </div>
        <p className="text-muted-foreground text-xs">
          {token.lastUsedAt ? t("Last used {when}", { when: formatRelativeTime(token.lastUsedAt) }) : t("Never used")} ·{" "}
          {token.expiresAt === null
            ? t("No expiry")
            : expired
              ? t("Expired {date}", { date: formatDate(token.expiresAt) })
              : t("Expires {date}", { date: formatDate(token.expiresAt) })}
        </p>
      </div>
      <RevokeButton token={token} />
    </li>
  );
}

function RevokeButton({ token }: { token: AccessToken }) {
  const { t } = useTranslation("settings");
  const [open, setOpen] = useState(false);
  const revoke = useRevokeAccessToken();
  const confirm = (event: MouseEvent) => {
    event.preventDefault(); // open until the server answers
    revoke.mutate(token.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setOpen(false);
      },
      onError: (failure) => showFailure(t("Failed to revoke the token"), failure),
    });
  };
  return (
    <AlertDialog open={open} onOpenChange={(next) => !revoke.isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("Revoke token ''{name}''", { name: token.name })}>
          <Trash2 aria-hidden="true" />
          {t("Revoke")}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("Revoke token ''{name}''?", { name: token.name })}</AlertDialogTitle>
          <AlertDialogDescription>
            {t("Whatever uses it stops working at once. This can't be undone: you would make a new token instead.")}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>{t("Cancel")}</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            onClick={confirm}
            disabled={revoke.isPending}
          >
            {revoke.isPending && <Spinner aria-hidden="true" role="presentation" />}
            {t("Revoke token")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
