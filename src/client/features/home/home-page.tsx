import { BarChart3, FileText, FolderKanban } from "lucide-react";
import { ApplicationCard } from "./components/application-card.tsx";

/** spec §2 applications dashboard. */
export function HomePage() {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col items-center px-4 py-10 sm:py-14">
      <div className="mb-10 text-center">
        <h1 className="font-bold text-3xl tracking-[0.2em] sm:text-4xl">APPLICATIONS</h1>
        <p className="mt-2 text-muted-foreground">Select the application needed</p>
      </div>
      <div className="flex flex-wrap justify-center gap-6">
        <ApplicationCard
          title="CONTENT"
          features={["Script writing", "Headline generation"]}
          icon={FileText}
          to="/content-studio"
        />
        <ApplicationCard
          title="CONTENT LIBRARY"
          features={["Video management", "Analytics"]}
          icon={FolderKanban}
          tag="Channel stats"
          to="/content-library"
        />
        {/* spec §1: ACQUISITION has no behaviour: greyed out and not clickable. */}
        <ApplicationCard title="ACQUISITION" features={["Analytics", "Market research", "M&A"]} icon={BarChart3} />
      </div>
    </div>
  );
}
