/**
 * The card pattern: the title is the one link, stretched over the whole card, so the card is one
 * tab stop and its own buttons (menu, external link) stay separate controls above it.
 */
export const CARD_CLASS =
  "relative gap-3 py-4 transition-[border-color,box-shadow] hover:border-primary/40 hover:shadow-md has-[[data-card-link]:focus-visible]:ring-[3px] has-[[data-card-link]:focus-visible]:ring-ring/50";

export const CARD_LINK_CLASS =
  "outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-primary";
