import type { Page } from "@playwright/test";
import { expect } from "../fixtures.ts";

/** A screen checked in every interface language (e2e/i18n/screens.spec.ts). */
export interface Screen {
  name: string;
  /** Signed out, or signed in as the first account (an admin). */
  as: "signed-out" | "admin";
  /** The address, or a function that seeds what the screen shows (through the API) and returns it. */
  path: string | ((page: Page, serverUrl: string) => Promise<string>);
  /** Waits until the screen shows what it will show (its data loaded, its catalogue applied). */
  ready: (page: Page) => Promise<void>;
}

export const heading = (page: Page) => expect(page.getByRole("heading", { level: 1 })).toBeVisible();
