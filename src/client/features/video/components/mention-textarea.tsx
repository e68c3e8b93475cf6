import {
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { useMembers } from "@/api/get-members.ts";
import { Textarea } from "@/components/ui/textarea.tsx";
import { cn } from "@/lib/cn.ts";
import { useSessionUser } from "@/lib/session.ts";
import { mentionToken } from "../../../../shared/mentions.ts";
import type { Member } from "../../../../shared/schemas/production.ts";

const MAX_SUGGESTIONS = 8;

/** The `@query` that ends just before the caret, if the caret is in one. */
function mentionQueryAt(value: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@[\]()]{0,30})$/.exec(value.slice(0, caret));
  if (!match) return null;
  return { start: caret - match[2].length - 1, query: match[2] };
}

/**
 * Issue 13 item 7: a note's textarea that suggests workspace members after `@`. The textarea keeps
 * its textbox role and points at the open list (aria-controls, aria-activedescendant,
 * aria-autocomplete), the list is a listbox of options; ↑/↓ move, Enter or Tab inserts the member
 * as `@[Name](id)`, Esc closes. A polite live region says how many members match and what was
 * inserted.
 */
export function MentionTextarea({
  value,
  onValueChange,
  ref,
  ...props
}: Omit<ComponentProps<typeof Textarea>, "value" | "onChange"> & {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation("video");
  const id = useId();
  const listId = `${id}-mentions`;
  const members = useMembers();
  const { user } = useSessionUser();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  // The `@` the member dismissed with Esc: the list stays closed until they type another.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");
  // Where the caret goes once the inserted mention is on screen. Placed in the commit itself, before the
  // browser handles the next key: a frame later, keys typed right after Enter landed before the caret.
  const caretAfterMention = useRef<{ value: string; at: number } | null>(null);
  useLayoutEffect(() => {
    const pending = caretAfterMention.current;
    if (!pending || pending.value !== value || !area.current) return;
    caretAfterMention.current = null;
    area.current.focus();
    area.current.setSelectionRange(pending.at, pending.at);
  });

  const mention = mentionQueryAt(value, caret);
  const suggestions = useMemo(() => {
    if (!mention) return [];
    const q = mention.query.toLowerCase();
    return (members.data?.members ?? [])
      .filter((m) => m.id !== user?.id)
      .filter((m) => m.name.toLowerCase().includes(q) || m.email.toLowerCase().startsWith(q))
      .slice(0, MAX_SUGGESTIONS);
  }, [mention, members.data, user?.id]);
  const open = mention !== null && mention.start !== dismissedAt && suggestions.length > 0;
  const activeIndex = Math.min(active, suggestions.length - 1);
  const optionId = (index: number) => `${id}-mention-${index}`;

  const track = (target: HTMLTextAreaElement) => {
    setCaret(target.selectionStart ?? target.value.length);
  };

  const choose = (member: Member) => {
    if (!mention) return;
    const token = `${mentionToken(member)} `;
    const next = value.slice(0, mention.start) + token + value.slice(caret);
    const at = mention.start + token.length;
    onValueChange(next);
    setCaret(at);
    setActive(0);
    setAnnouncement(t("Mentioned {name}", { name: member.name }));
    caretAfterMention.current = { value: next, at };
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((activeIndex + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      choose(suggestions[activeIndex]);
    } else if (event.key === "Escape") {
      // Closes the list only (a dialog around it stays open).
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(mention?.start ?? null);
      setAnnouncement(t("Suggestions closed"));
    }
  };

  const status = open
    ? t("{n, plural, one {# member} other {# members}} found: {name}. Up and down to choose, Enter to mention.", {
        n: suggestions.length,
        name: suggestions[activeIndex]?.name ?? "",
      })
    : announcement;

  return (
    <div className="relative">
      <Textarea
        {...props}
        ref={(node) => {
          area.current = node;
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }}
        value={value}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          track(event.target);
          // Leaving the dismissed `@` (deleting it, typing a space) lets the next one open the list.
          if (!mentionQueryAt(event.target.value, event.target.selectionStart ?? 0)) setDismissedAt(null);
          setActive(0);
          if (announcement) setAnnouncement("");
        }}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => {
          if (!["ArrowDown", "ArrowUp", "Enter", "Tab", "Escape"].includes(event.key) || !open)
            track(event.currentTarget);
        }}
        onClick={(event) => track(event.currentTarget)}
      />
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-label={t("Mention a member")}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {suggestions.map((member, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works in the textarea (aria-activedescendant)
            <div
              key={member.id}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the textarea.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(member)}
              className={cn(
                "flex cursor-pointer flex-col rounded-sm px-2 py-1.5 text-sm",
                index === activeIndex && "bg-accent text-accent-foreground",
              )}
            >
              <span className="font-medium">{member.name}</span>
              <span
                className={cn("text-xs", index === activeIndex ? "text-accent-foreground" : "text-muted-foreground")}
              >
                {member.email}
              </span>
            </div>
          ))}
        </div>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {status}
      </p>
    </div>
  );
}
