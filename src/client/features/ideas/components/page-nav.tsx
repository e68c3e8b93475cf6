import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";

/** Previous / Next through a list paged on the server, with where the member is. */
export function PageNav({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation("ideas");
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("Previous")}
      </Button>
      <span className="text-sm">{t("Page {page} of {pages}", { page, pages })}</span>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("Next")}
      </Button>
    </nav>
  );
}
