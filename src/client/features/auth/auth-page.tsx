import { Clapperboard } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { useAuthSettings } from "./api/get-auth-settings.ts";
import { AcceptInvitation } from "./components/accept-invitation.tsx";
import { OpenSignUp } from "./components/open-sign-up.tsx";
import { SignInForm } from "./components/sign-in-form.tsx";

type AuthTab = "signin" | "signup";

/** spec §2 sign-in page: Sign In / Sign Up tabs, or the invitation form with ?invite=. */
export function AuthPage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const inviteToken = params.get("invite");
  // URLSearchParams has already decoded the address.
  const email = params.get("email")?.trim() || null;

  return (
    <main className="relative flex min-h-svh items-center justify-center overflow-hidden bg-muted/40 px-4 py-10">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/15 to-transparent dark:from-primary/10"
      />
      <div className="relative w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-2.5">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
            <Clapperboard className="size-5" aria-hidden="true" />
          </span>
          <span className="font-semibold text-xl tracking-tight">Scriptloom</span>
        </div>
        {inviteToken ? (
          <Card>
            <CardHeader className="text-center">
              <CardTitle>
                <h1 className="text-2xl tracking-tight">{t("Accept Invitation")}</h1>
              </CardTitle>
              <CardDescription>{t("Create your account to get started.")}</CardDescription>
            </CardHeader>
            <CardContent>
              <AcceptInvitation token={inviteToken} email={email} />
            </CardContent>
          </Card>
        ) : (
          <SignInOrSignUp email={email} />
        )}
      </div>
    </main>
  );
}

function SignInOrSignUp({ email }: { email: string | null }) {
  const { t } = useTranslation("auth");
  const settings = useAuthSettings();
  // Until the server answers, only Sign In is offered: an invitation-only app never flashes Sign Up.
  const allowSignup = settings.data?.allowSignup ?? false;
  const [tab, setTab] = useState<AuthTab>(email ? "signup" : "signin");
  const [signInEmail, setSignInEmail] = useState(email ?? "");
  const activeTab: AuthTab = allowSignup ? tab : "signin";

  return (
    <Card>
      <CardHeader className="text-center">
        <CardTitle>
          <h1 className="text-2xl tracking-tight">
            {activeTab === "signup" ? t("Create your account") : t("Welcome back")}
          </h1>
        </CardTitle>
        <CardDescription>
          {activeTab === "signup"
            ? t("Start writing scripts and organising your channels.")
            : allowSignup || settings.isPending
              ? t("Sign in to your account or create a new one.")
              : t("Sign in to your account. New accounts are by invitation only.")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={activeTab} onValueChange={(value) => setTab(value as AuthTab)}>
          {allowSignup && (
            <TabsList className="mb-4 grid w-full grid-cols-2">
              <TabsTrigger value="signin">{t("Sign In")}</TabsTrigger>
              <TabsTrigger value="signup">{t("Sign Up")}</TabsTrigger>
            </TabsList>
          )}
          <TabsContent value="signin">
            <SignInForm key={signInEmail} defaultEmail={signInEmail} />
          </TabsContent>
          {allowSignup && (
            <TabsContent value="signup">
              <OpenSignUp
                lockedEmail={email ?? undefined}
                onNeedsSignIn={(address) => {
                  setSignInEmail(address);
                  setTab("signin");
                }}
              />
            </TabsContent>
          )}
        </Tabs>
      </CardContent>
    </Card>
  );
}
