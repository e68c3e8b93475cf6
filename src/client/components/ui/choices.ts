/** A select's text choice: what it sets, and what it says. */
export interface Choice {
  value: string;
  label: string;
}

/** A select of text choices (SelectOnFirstUse, and the Radix Select it loads). */
export interface ChoiceSelectProps {
  /** The button's id, for its label's `htmlFor`. */
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: Choice[];
  className?: string;
}
