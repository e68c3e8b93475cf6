import { IdCard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { ROLE_LABELS } from "@/lib/role-badge.ts";
import type { Role } from "../../../../shared/roles.ts";
import { formatMemberSince } from "./format-member-since.ts";

export function AccountInformationCard({ role, createdAt }: { role: Role; createdAt: string | Date | null }) {
  const { t } = useTranslation("settings");
  const rows = [
    {
      term: t("Status"),
      value: (
        <Badge variant="outline" className="gap-1.5 border-emerald-500/40 text-emerald-700 dark:text-emerald-400">
          <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
          {t("Active")}
        </Badge>
      ),
    },
    { term: t("Member Since"), value: formatMemberSince(createdAt) ?? t("Unknown") },
    { term: t("Account Type"), value: t(ROLE_LABELS[role]) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <IdCard className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Account Information")}</h2>
        </CardTitle>
        <CardDescription>{t("Details of your Scriptloom account.")}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y text-sm">
          {rows.map((row) => (
            <div key={row.term} className="flex items-center justify-between gap-4 py-2.5 first:pt-0 last:pb-0">
              <dt className="text-muted-foreground">{row.term}</dt>
              <dd className="font-medium">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
