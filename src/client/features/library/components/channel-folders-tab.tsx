import { FolderOpen, FolderPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useFolders } from "@/api/get-folders.ts";
import { LoadError } from "@/components/load-error.tsx";
import { Button } from "@/components/ui/button.tsx";
import { Skeleton } from "@/components/ui/skeleton.tsx";
import { useErrorToast } from "../hooks/use-error-toast.ts";
import { EmptyState } from "./empty-state.tsx";
import { FolderCard } from "./folder-card.tsx";

/** spec §2: all of a channel's folders, newest month first. */
export function ChannelFoldersTab({ channelId, onAddFolder }: { channelId: string; onAddFolder: () => void }) {
  const { t } = useTranslation("library");
  const folders = useFolders(channelId);
  useErrorToast(folders.error, t("Failed to load folders"));
  const list = folders.data?.folders;

  return (
    <section className="grid gap-4" aria-labelledby="folders-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="folders-heading" className="font-semibold text-lg">
            {list ? t("Folders ({n, number})", { n: list.length }) : t("Folders")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("Newest month first")}</p>
        </div>
        <Button onClick={onAddFolder}>
          <FolderPlus aria-hidden="true" />
          {t("Add Folder")}
        </Button>
      </div>
      {folders.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-label={t("Loading folders")}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : folders.isError ? (
        <LoadError title={t("Failed to load folders")} error={folders.error} onRetry={() => folders.refetch()} />
      ) : list && list.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("Folders")}>
          {list.map((folder) => (
            <li key={folder.id} className="grid">
              <FolderCard folder={folder} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={FolderOpen}
          title={t("No folders yet")}
          description={t("Create your first folder to organize videos")}
          action={
            <Button variant="outline" onClick={onAddFolder}>
              <FolderPlus aria-hidden="true" />
              {t("Add Folder")}
            </Button>
          }
        />
      )}
    </section>
  );
}
