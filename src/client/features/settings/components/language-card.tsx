import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.tsx";
import { Label } from "@/components/ui/label.tsx";
import { SelectOnFirstUse } from "@/components/ui/select-on-first-use.tsx";
import { errorMessage } from "@/lib/api.ts";
import { activeLanguage, changeLanguage } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import {
  INTERFACE_LANGUAGE_NAMES,
  INTERFACE_LANGUAGES,
  isInterfaceLanguage,
} from "../../../../shared/interface-language.ts";
import { useUpdateProfile } from "../api/update-profile.ts";

// Each language by its own name, as someone who reads only that language looks for it.
const choices = INTERFACE_LANGUAGES.map((language) => ({ value: language, label: INTERFACE_LANGUAGE_NAMES[language] }));

/**
 * Settings → Language (decision 040): the interface switches at once, and the choice is kept on the
 * member's profile, so every device they sign in on starts in it.
 */
export function LanguageCard() {
  const { t, i18n } = useTranslation("settings");
  const update = useUpdateProfile();
  const current = isInterfaceLanguage(i18n.language) ? i18n.language : activeLanguage();

  const onChange = async (value: string) => {
    if (!isInterfaceLanguage(value) || value === current) return;
    await changeLanguage(value);
    update.mutate(
      { language: value },
      {
        onSuccess: () =>
          toast.success(t("The interface is now in {language}", { language: INTERFACE_LANGUAGE_NAMES[value] })),
        onError: (error) => toast.error(t("Could not save your language"), { description: errorMessage(error) }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Languages className="size-5 text-primary" aria-hidden="true" />
          <h2>{t("Language")}</h2>
        </CardTitle>
        <CardDescription>{t("The language of Scriptloom's screens, on every device you sign in on.")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Label htmlFor="interface-language">{t("Interface language")}</Label>
        <SelectOnFirstUse
          id="interface-language"
          value={current}
          onValueChange={(value) => void onChange(value)}
          choices={choices}
          className="w-full sm:w-64"
        />
      </CardContent>
    </Card>
  );
}
