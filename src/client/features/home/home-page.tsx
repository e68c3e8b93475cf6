import { BarChart3, FileText, FolderKanban } from "lucide-react";
import { useTranslation } from "react-i18next";
import { ApplicationCard } from "./components/application-card.tsx";

/** spec §2 applications dashboard. */
export function HomePage() {
  const { t } = useTranslation("home");
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col items-center px-4 py-10 sm:py-14">
      <div className="mb-10 text-center">
        <h1 className="font-bold text-3xl tracking-[0.2em] sm:text-4xl">{t("APPLICATIONS")}</h1>
        <p className="mt-2 text-muted-foreground">{t("Select the application needed")}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-6">
        <ApplicationCard
          title={t("CONTENT")}
          features={[t("Script writing"), t("Headline generation")]}
          icon={FileText}
          to="/content-studio"
        />
        <ApplicationCard
          title={t("CONTENT LIBRARY")}
          features={[t("Video management"), t("Analytics")]}
          icon={FolderKanban}
          tag={t("Channel stats")}
          to="/content-library"
        />
        {/* spec §1: ACQUISITION has no behaviour: greyed out and not clickable. */}
        <ApplicationCard
          title={t("ACQUISITION")}
          features={[t("Analytics"), t("Market research"), t("M&A")]}
          icon={BarChart3}
        />
      </div>
    </div>
  );
}
