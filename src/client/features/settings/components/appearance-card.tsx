import { Moon, Palette, Sun } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { Switch } from "@/components/ui/switch.tsx";
import { cn } from "@/lib/cn.ts";
import { setTheme, type Theme, useTheme } from "@/lib/theme.ts";
import { toast } from "@/lib/toast.ts";

export function AppearanceCard() {
  const { t } = useTranslation("settings");
  const theme = useTheme();
  const dark = theme === "dark";

  const onToggle = (checked: boolean) => {
    setTheme(checked ? "dark" : "light");
    toast.success(checked ? t("Switched to dark mode") : t("Switched to light mode"));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Palette className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Appearance")}</h2>
        </CardTitle>
        <CardDescription>{t("Choose how Scriptloom looks on this device.")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center justify-between gap-4">
          <div className="grid gap-1">
            <Label htmlFor="dark-mode" className="flex items-center gap-2">
              {dark ? <Moon className="size-4" aria-hidden="true" /> : <Sun className="size-4" aria-hidden="true" />}
              {t("Dark Mode")}
            </Label>
            <p className="text-muted-foreground text-xs">
              {t("Saved on this device; follows your system until you choose.")}
            </p>
          </div>
          <Switch id="dark-mode" checked={dark} onCheckedChange={onToggle} />
        </div>
        <ThemePreview theme={theme} />
      </CardContent>
    </Card>
  );
}

/** A miniature of the app in the current theme. */
function ThemePreview({ theme }: { theme: Theme }) {
  const { t } = useTranslation("settings");
  const dark = theme === "dark";
  return (
    <figure className="grid gap-2">
      <div
        aria-hidden="true"
        className={cn(
          "flex h-28 overflow-hidden rounded-lg border",
          dark ? "border-neutral-700 bg-neutral-900" : "border-neutral-200 bg-white",
        )}
      >
        <div className={cn("flex w-10 flex-col items-center gap-2 py-3", dark ? "bg-neutral-800" : "bg-neutral-100")}>
          <span className="size-4 rounded bg-violet-500" />
          {[0, 1, 2].map((i) => (
            <span key={i} className={cn("size-3 rounded-sm", dark ? "bg-neutral-600" : "bg-neutral-300")} />
          ))}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3">
          <span className={cn("h-2.5 w-24 rounded-full", dark ? "bg-neutral-500" : "bg-neutral-400")} />
          <span className={cn("h-2 w-36 rounded-full", dark ? "bg-neutral-700" : "bg-neutral-200")} />
          <div className="mt-auto flex gap-2">
            {[0, 1].map((i) => (
              <span
                key={i}
                className={cn(
                  "h-8 flex-1 rounded-md border",
                  dark ? "border-neutral-700 bg-neutral-800" : "border-neutral-200 bg-neutral-50",
                )}
              />
            ))}
            <span className={cn("h-8 w-12 rounded-md", dark ? "bg-violet-400" : "bg-violet-600")} />
          </div>
        </div>
      </div>
      <figcaption className="text-muted-foreground text-xs">
        {dark ? t("Preview: dark theme") : t("Preview: light theme")}
      </figcaption>
    </figure>
  );
}
