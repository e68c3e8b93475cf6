import type { Page } from "@playwright/test";
import { afterTwoFrames } from "../support/frames.ts";

/**
 * dnd-kit announces "Picked up" in the render that starts a drag and measures where the drop targets
 * are in effects after it: an arrow key pressed in between finds no target to its side and the card
 * stays where it is (seen under load). Two frames let those effects run, as a person's next key would.
 */
export const dropTargetsMeasured = (page: Page) => afterTwoFrames(page);
