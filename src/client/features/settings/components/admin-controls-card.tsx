import { Mail, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";

export function AdminControlsCard() {
  const { t } = useTranslation("settings");
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Admin Controls")}</h2>
        </CardTitle>
        <CardDescription>{t("Manage users, roles and channels.")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/admin">
            <ShieldCheck aria-hidden="true" />
            {t("Open Admin Panel")}
          </Link>
        </Button>
        {/* spec §2: 'Email Settings' is shown but has no behaviour. */}
        <Button type="button" variant="outline">
          <Mail aria-hidden="true" />
          {t("Email Settings")}
        </Button>
      </CardContent>
    </Card>
  );
}
