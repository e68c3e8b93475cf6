// Issue 13 item 7: @mentions in notes. A mention is stored in the note's text as `@[Name](user-id)`:
// the id is what the server notifies (a name can change or be shared by two members), the name is
// what a reader sees. Notes stay plain text: the client renders these segments as text, never HTML.

/** A member's name in a mention holds no brackets or line breaks (they would end the token). */
const MENTION = /@\[([^\]\n\r]{1,100})\]\(([A-Za-z0-9_-]{1,100})\)/g;

export type NoteSegment = { text: string } | { mention: { name: string; userId: string } };

/** The token a mention of this member inserts into a note. */
export function mentionToken(member: { id: string; name: string }): string {
  const name = member.name.replace(/[[\]\n\r]/g, " ").trim() || "member";
  return `@[${name.slice(0, 100)}](${member.id})`;
}

/** The ids a note mentions, each once, in order. */
export function mentionedUserIds(content: string): string[] {
  const ids = new Set<string>();
  for (const match of content.matchAll(MENTION)) ids.add(match[2]);
  return [...ids];
}

/** The note as text and mentions, in order (what the notes list renders). */
export function noteSegments(content: string): NoteSegment[] {
  const segments: NoteSegment[] = [];
  let last = 0;
  for (const match of content.matchAll(MENTION)) {
    const index = match.index ?? 0;
    if (index > last) segments.push({ text: content.slice(last, index) });
    segments.push({ mention: { name: match[1], userId: match[2] } });
    last = index + match[0].length;
  }
  if (last < content.length) segments.push({ text: content.slice(last) });
  return segments;
}

/** The note with each mention as `@Name` (mails, the activity log). */
export function plainNote(content: string): string {
  return content.replace(MENTION, (_token, name: string) => `@${name}`);
}
