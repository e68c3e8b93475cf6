import type { ChoiceSelectProps } from "./choices.ts";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./select.tsx";

/** Radix's Select of text choices, as SelectOnFirstUse loads it on first use: it mounts open. */
export default function ChoiceSelect({
  id,
  value,
  onValueChange,
  choices,
  className,
  defaultOpen,
}: ChoiceSelectProps & { defaultOpen: boolean }) {
  return (
    <Select value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <SelectTrigger id={id} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {choices.map((choice) => (
          <SelectItem key={choice.value} value={choice.value}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
