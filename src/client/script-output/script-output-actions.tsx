import { DownloadMenu } from "./download-menu.tsx";
import { TeleprompterButton } from "./teleprompter/teleprompter-button.tsx";

interface ScriptOutputActionsProps {
  text: string;
  /** The video's title when the script belongs to one: it names the downloads and the teleprompter. */
  title?: string | null;
  /** The channel's speaking rate for the teleprompter; 150 words a minute when not given. */
  wordsPerMinute?: number;
  /** The script's language (BCP 47): the teleprompter times it in its unit, the .docx sets its direction. */
  language?: string;
}

/** What a finished script goes out as (issue 10 §6–7): the teleprompter and the downloads. */
export function ScriptOutputActions({ text, title, wordsPerMinute, language }: ScriptOutputActionsProps) {
  const empty = text.trim().length === 0;
  return (
    <div className="flex flex-wrap gap-2">
      <TeleprompterButton
        text={text}
        title={title}
        wordsPerMinute={wordsPerMinute}
        language={language}
        disabled={empty}
      />
      <DownloadMenu text={text} title={title} disabled={empty} />
    </div>
  );
}
