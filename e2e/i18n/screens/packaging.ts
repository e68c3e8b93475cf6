// The packaging feature's screens, checked in every interface language (e2e/i18n/screens.spec.ts).
import type { Screen } from "../screen.ts";

export const packagingScreens: Screen[] = [];
