import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Spinner } from "@/components/ui/spinner.tsx";
import { errorMessage } from "@/lib/api.ts";
import { toast } from "@/lib/toast.ts";
import type { Niche } from "../../../../shared/schemas/ideas.ts";
import { useCreateNiche } from "../api/create-niche.ts";
import { useWatchChannel } from "../api/watch-channel.ts";

/** "New niche" and, for the chosen niche, "Watch channel" with the channels it watches. */
export function NicheControls({ niche, onCreated }: { niche: Niche | null; onCreated: (id: string) => void }) {
  const { t } = useTranslation("ideas");
  const id = useId();
  const createNiche = useCreateNiche();
  const watch = useWatchChannel();
  const [name, setName] = useState("");
  const [address, setAddress] = useState("");

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    createNiche.mutate(name.trim(), {
      onSuccess: (created) => {
        toast.success(t('Niche "{name}" created', { name: created.name }));
        setName("");
        onCreated(created.id);
      },
      onError: (error) => toast.error(t("Failed to create the niche"), { description: errorMessage(error) }),
    });
  };

  const onWatch = (event: FormEvent) => {
    event.preventDefault();
    if (!niche || !address.trim()) return;
    watch.mutate(
      { nicheId: niche.id, address: address.trim() },
      {
        onSuccess: () => {
          toast.success(t("Channel watched: its uploads are being read"));
          setAddress("");
        },
        onError: (error) => toast.error(t("Failed to watch the channel"), { description: errorMessage(error) }),
      },
    );
  };

  return (
    <div className="grid gap-4 rounded-xl border p-4 lg:grid-cols-2">
      <form onSubmit={onCreate} className="grid gap-1.5">
        <Label htmlFor={`${id}-niche`}>{t("New niche")}</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-niche`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={t("Woodworking")}
            autoComplete="off"
          />
          <Button type="submit" variant="outline" disabled={createNiche.isPending || !name.trim()}>
            {createNiche.isPending ? <Spinner aria-hidden="true" role="presentation" /> : <Plus aria-hidden="true" />}
            {t("Create")}
          </Button>
        </div>
      </form>
      {niche && (
        <form onSubmit={onWatch} className="grid gap-1.5">
          <Label htmlFor={`${id}-watch`}>{t("Watch channel in {niche}", { niche: niche.name })}</Label>
          <div className="flex gap-2">
            <Input
              id={`${id}-watch`}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              placeholder={t("https://www.youtube.com/@channel, @handle or UC…")}
              autoComplete="off"
            />
            <Button type="submit" disabled={watch.isPending || !address.trim()}>
              {watch.isPending && <Spinner aria-hidden="true" role="presentation" />}
              {t("Watch channel")}
            </Button>
          </div>
        </form>
      )}
      {niche && (
        <p className="text-muted-foreground text-sm lg:col-span-2" data-testid="watched-channels">
          {niche.channels.length === 0
            ? t("No channel watched in this niche yet.")
            : t("Watching: {channels}", {
                channels: niche.channels
                  .map((c) =>
                    c.lastReadAt
                      ? t("{title} ({uploads, plural, one {# upload} other {# uploads}})", {
                          title: c.title,
                          uploads: c.uploads,
                        })
                      : t("{title} (being read)", { title: c.title }),
                  )
                  .join(", "),
              })}
        </p>
      )}
    </div>
  );
}
