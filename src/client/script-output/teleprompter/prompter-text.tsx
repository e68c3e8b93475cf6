import { Fragment, memo } from "react";
import { useTranslation } from "react-i18next";
import type { PrompterBlock } from "./prompter-script.ts";

/**
 * The script laid out for reading: each word read aloud is a span numbered across the script (the
 * teleprompter measures where each line starts), section labels are cues in another colour and size.
 * Memoised: the text moves by a transform every frame and must not re-render with the clock.
 */
export const PrompterText = memo(function PrompterText({
  blocks,
  separator,
}: {
  blocks: readonly PrompterBlock[];
  separator: " " | "";
}) {
  const { t } = useTranslation("common");
  // dir="auto": each paragraph reads in the direction of its first letter (Arabic, Hebrew, Urdu right to
  // left), and English quoted inside it keeps its own order.
  return blocks.map((block, blockIndex) =>
    block.kind === "cue" ? (
      <p
        key={`cue-${blockIndex}`}
        dir="auto"
        data-cue=""
        className="mt-[1.2em] mb-[0.5em] font-semibold text-[0.5em] uppercase"
      >
        <span className="sr-only">{t("Section:")} </span>
        <span className="rounded-md border-2 border-amber-300/70 px-[0.6em] py-[0.15em] text-amber-300 tracking-widest">
          {block.text}
        </span>
      </p>
    ) : (
      <p key={`words-${block.firstWord}`} dir="auto" className="mb-[0.9em]">
        {block.words.map((word, i) => (
          <Fragment key={block.firstWord + i}>
            <span data-word={block.firstWord + i}>{word}</span>
            {separator}
          </Fragment>
        ))}
      </p>
    ),
  );
});
