import { Link2, LogIn } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs.tsx";
import { useYouTubeStatus } from "../api/get-youtube-status.ts";
import { ConnectByUrlForm } from "./connect-by-url-form.tsx";
import { ConnectWithGoogle } from "./connect-with-google.tsx";

type ConnectTab = "google" | "url";

/** spec §2 Connect dialog: tabs 'Google Auth' and 'Channel URL'. */
export function ConnectChannelDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("youtube");
  const status = useYouTubeStatus();
  const [tab, setTab] = useState<ConnectTab>("url");
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // Each time it opens, start on the tab that can work: Google when configured, the URL form otherwise.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setTab(status.data?.googleConfigured ? "google" : "url");
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("Connect Channel")}</DialogTitle>
          <DialogDescription>{t("Add a YouTube channel to the library.")}</DialogDescription>
        </DialogHeader>
        <Tabs value={tab} onValueChange={(value) => setTab(value as ConnectTab)} className="gap-4">
          <TabsList className="w-full">
            <TabsTrigger value="google">
              <LogIn aria-hidden="true" />
              {t("Google Auth")}
            </TabsTrigger>
            <TabsTrigger value="url">
              <Link2 aria-hidden="true" />
              {t("Channel URL")}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="google">
            <ConnectWithGoogle status={status} />
          </TabsContent>
          <TabsContent value="url">
            <ConnectByUrlForm onBusyChange={setBusy} onConnected={() => onOpenChange(false)} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
