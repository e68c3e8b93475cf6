// What the double's "model" writes as text: natural English in paragraphs, with commas, apostrophes,
// quotes, a question now and then, numbers (3.5, 1,000, 20%) and em dashes, so token boundaries fall
// inside words and before punctuation the way they do in real answers.
import { type DoubleLanguage, SENTENCES as OTHER_SENTENCES, writesWithoutSpaces } from "./languages.ts";
import { between, pick } from "./seed.ts";

/** Slots: {S} the subject, {N} a small number, {W} a number word, {P} a percentage, {D} a decimal, {K} thousands. */
const SENTENCES = [
  "Most people come to {S} expecting it to be complicated, but it's simpler than it looks.",
  "Here's the thing: you don't need expensive gear to get real results.",
  "Think about the last time you tried something new — did it work the first time?",
  "In one small survey, about {P} of beginners said they'd given up within {N} weeks.",
  "That isn't failure; it's feedback, and it's the most useful kind there is.",
  "A good rule of thumb is to spend {D} hours a week on it and no more.",
  '"Start small," one viewer wrote to me, "and then keep going."',
  "If you've ever wondered why some people make {S} look easy, the honest answer is practice.",
  "After more than {K} hours of trying things out, the pattern is pretty clear.",
  "So why does this matter so much?",
  "The first step is to decide what you actually want from {S}, and to write it down.",
  "It's tempting to skip ahead, but the basics are where most of the gains hide.",
  "Let's be honest — nobody gets this right on day one.",
  "You'll notice the difference within {N} days if you stick with it.",
  "What happens if you get it wrong?",
  "Usually nothing dramatic: you adjust, you try again, and you learn a little more each time.",
  "Roughly {P} of the effort goes into preparation, and that's where I'd focus first.",
  "Don't worry about perfection; worry about showing up.",
  "The numbers back this up, with costs falling about {D} times over the last decade.",
  "One mistake I see all the time is doing too much at once.",
  "Pick one thing, do it well, and only then move on to the next.",
  'People often ask me, "Is it really worth it?"',
  "For most of us the answer is yes — as long as the expectations are realistic.",
  "Keep a simple log, even if it's just a few lines, because it shows you what's working.",
  "A budget of around {K} dollars goes a long way if you spend it carefully.",
  "There's no single right way to approach {S}, and that's part of the fun.",
  "Try this for {W} weeks and see how it feels.",
  "It won't always go to plan, and that's fine.",
  "The people who stick with {S} aren't more talented; they're more consistent.",
  "Small wins add up faster than you'd think.",
  "Ask yourself what you'd do differently if you started again tomorrow.",
  "In the end, it's about building habits that last — not chasing quick fixes.",
  "It sounds counterintuitive, but doing less often gets you further.",
  "Procrastination isn't laziness; it's usually a sign the first step is too big.",
  "The unglamorous part — the daily tinkering — is where the real progress happens.",
  "Perfectionism is the quickest way to overcomplicate something simple.",
  "Unsurprisingly, overthinking {S} only slows you down.",
  "A little dabbling early on tells you more than any checklist could.",
];

const NUMBER_WORDS = ["two", "three", "four", "five", "six"];
const THOUSANDS = ["1,000", "1,500", "2,500", "10,000"];

function fill(template: string, subject: string, next: () => number): string {
  return template
    .replaceAll("{S}", subject)
    .replaceAll("{N}", String(between(2, 9, next)))
    .replaceAll("{W}", pick(NUMBER_WORDS, next))
    .replaceAll("{P}", `${between(1, 9, next) * 10}%`)
    .replaceAll("{D}", `${between(1, 4, next)}.5`)
    .replaceAll("{K}", pick(THOUSANDS, next));
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * How the model judges "about N characters" in a language written without spaces: every character it
 * wrote, punctuation included, as a Japanese manuscript page counts them (one square each).
 */
export const countCharacters = (text: string) => [...text.replace(/\s+/g, "")].length;

/** The double's own sense of a length in `language`: words, or characters where words have no spaces. */
export const lengthIn = (language: DoubleLanguage) => (writesWithoutSpaces(language) ? countCharacters : countWords);

/** Sentences in a shuffled order that only repeats once every sentence was used. */
function sentenceSource(subject: string, next: () => number, language: DoubleLanguage): () => string {
  const sentences = language === "en" ? SENTENCES : OTHER_SENTENCES[language];
  let deck: string[] = [];
  return () => {
    if (deck.length === 0) deck = [...sentences].sort(() => next() - 0.5);
    return fill(deck.pop()!, subject, next);
  };
}

/**
 * About `words` words of prose (characters, in a language written without spaces) in paragraphs of three
 * to five sentences, ending at a sentence end: a sentence is added while that brings the count closer to
 * `words`, and never past `cap`.
 */
export function writeProse(
  words: number,
  subject: string,
  next: () => number,
  cap = Number.POSITIVE_INFINITY,
  language: DoubleLanguage = "en",
): string {
  const nextSentence = sentenceSource(subject, next, language);
  const countWords = lengthIn(language);
  const paragraphs: string[][] = [[]];
  let count = 0;
  let paragraphLength = between(3, 5, next);
  for (;;) {
    const sentence = nextSentence();
    const length = countWords(sentence);
    const closer = Math.abs(count + length - words) < Math.abs(count - words);
    if ((count > 0 && !closer) || count + length > cap) break;
    let paragraph = paragraphs.at(-1)!;
    if (paragraph.length >= paragraphLength) {
      paragraph = [];
      paragraphs.push(paragraph);
      paragraphLength = between(3, 5, next);
    }
    paragraph.push(sentence);
    count += length;
  }
  return paragraphs
    .filter((p) => p.length)
    .map((p) => p.join(writesWithoutSpaces(language) ? "" : " "))
    .join("\n\n");
}

/** A phrase test code can search for: it appears in every reasoning text and never in an answer. */
export const REASONING_MARKER = "Let me think about";

/** Plausible thinking before an answer, as reasoning models write it (never part of the answer). */
export function writeReasoning(task: string, next: () => number): string {
  const openings = ["Okay, so", "Alright,", "Hmm, so"];
  const middles = [
    "I should keep the structure simple and make every part earn its place.",
    "Maybe start with a concrete example, then the general point — no, the general point first, then the example.",
    "The instructions say to stay close to the requested length, so I'll keep an eye on that.",
    "I need to avoid repeating what came before and not add anything that wasn't asked for.",
    "Wait, there's also the audience to consider; they probably know the basics already.",
  ];
  const chosen = [...middles].sort(() => next() - 0.5).slice(0, between(2, 4, next));
  return [
    `${pick(openings, next)} the request is ${task}.`,
    `${REASONING_MARKER} what the answer needs here.`,
    ...chosen,
    "Right, I think that covers it. Let me write the answer now.",
  ].join(" ");
}
