import type { KeyboardEvent } from "react";

/**
 * Keys of a small form that sits inside the save form: Enter submits it instead of saving the script,
 * and Escape closes it without closing the dialog around it.
 */
export function inlineFormKeys(submit: () => void, close: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      submit();
    } else if (event.key === "Escape") {
      event.stopPropagation();
      close();
    }
  };
}
