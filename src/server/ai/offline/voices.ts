import type { Tone } from "../../../shared/studio-values.ts";

/**
 * How each tone sounds in the offline writer. Templates use {topic} (the video's topic), {section}
 * (the topic of the current section), {next} (the next section), {audience} and {outcome}.
 */
export interface Voice {
  hook: string[];
  intro: string[];
  /** First sentence of a topic section. */
  opener: string[];
  /** Short lead-ins put before some body sentences, so the tone carries through the whole script. */
  leadIns: string[];
  transition: string[];
  cta: string[];
  outro: string[];
}

export const VOICES: Record<Tone, Voice> = {
  educational: {
    hook: [
      "By the end of this video, you will understand {topic} well enough to explain it to someone else.",
      "Most people learn {topic} in the wrong order, so let's fix that from the very first step.",
    ],
    intro: [
      "In this video we will go through {topic} one step at a time, with a clear example for each idea.",
      "Take notes as we go, because each part builds on the one before it.",
    ],
    opener: ["Let's start with {section}.", "The next lesson is {section}.", "Now we come to {section}."],
    leadIns: ["Here is the key idea:", "To put it simply,", "Note this down:", "In practice,"],
    transition: [
      "With that foundation in place, we can move on to {next}.",
      "Now that you understand this part, the next step is {next}.",
    ],
    cta: [
      "If this lesson helped you, subscribe so you don't miss the next one, and like the video so others can find it.",
      "Leave a comment with the question you still have about {topic}, and I will answer it.",
    ],
    outro: ["Review these steps once more this week, and you will remember them for good. See you in the next lesson."],
  },
  entertaining: {
    hook: [
      "Buckle up, because {topic} is about to get a lot more interesting than you expected.",
      "I tried to figure out {topic} so you don't have to, and it was quite a ride.",
    ],
    intro: [
      "We've got a packed show today, so grab a snack and let's get into {topic}.",
      "Stick around until the end, because the last part is my favourite.",
    ],
    opener: ["Round one: {section}.", "Next on the menu: {section}.", "And now, the main event: {section}."],
    leadIns: ["Here's where it gets fun:", "Plot twist:", "Picture this:", "And here's the best part:"],
    transition: [
      "But wait, there's more, because next up is {next}.",
      "Okay, that was a lot, and we're only getting started: time for {next}.",
    ],
    cta: [
      "If you had fun, smash that like button and subscribe for more, because the next one is even better.",
      "Tell me in the comments which part surprised you most about {topic}.",
    ],
    outro: ["That's a wrap on {topic}. Thanks for hanging out, and I'll catch you in the next one."],
  },
  inspirational: {
    hook: [
      "What would change for you if {topic} stopped being a goal and became part of who you are?",
      "Every expert in {topic} once stood exactly where you are standing right now.",
    ],
    intro: [
      "Today is about {topic}, and about the person you become by taking it seriously.",
      "Wherever you are starting from, this is your moment to begin.",
    ],
    opener: ["Let's look at {section}.", "Think about {section}.", "Here is where it begins to change: {section}."],
    leadIns: ["Imagine this:", "Remember,", "Here is the truth:", "Believe this:"],
    transition: [
      "And once you have that, you are ready for {next}.",
      "Every step builds on the last, and the next one is {next}.",
    ],
    cta: [
      "If this moved you, subscribe and join a community of people who are growing every week.",
      "Share in the comments one step you will take toward {topic} today, and let others cheer you on.",
    ],
    outro: ["You already have what it takes to begin. Take the first step today, and I'll see you on the journey."],
  },
  conversational: {
    hook: [
      "So, let's be honest: {topic} is one of those things everyone talks about, but hardly anyone explains well.",
      "You know that feeling when {topic} seems way more complicated than it should be? Let's fix that.",
    ],
    intro: [
      "Hey, welcome back! Today we're chatting about {topic}, and I'll keep it simple.",
      "Grab a coffee, get comfy, and let's talk it through together.",
    ],
    opener: ["So, let's talk about {section}.", "Okay, next thing: {section}.", "Alright, {section}."],
    leadIns: ["Honestly,", "You know what?", "Here's the thing:", "Between you and me,"],
    transition: ["So that's that. Now, let's chat about {next}.", "Cool. With that covered, let's get into {next}."],
    cta: [
      "If you liked hanging out, hit subscribe, and give the video a like so I know to make more like it.",
      "And tell me in the comments how {topic} is going for you, because I read them all.",
    ],
    outro: ["Anyway, that's my take on {topic}. Thanks for chatting with me, and I'll see you next time."],
  },
  professional: {
    hook: [
      "{topic} has a direct effect on results, and most teams underestimate it.",
      "In the next few minutes, you will get a practical framework for {topic} that you can apply immediately.",
    ],
    intro: [
      "This video gives a structured overview of {topic}, with practical recommendations for each area.",
      "The aim is clarity: what matters, why it matters, and what to do next.",
    ],
    opener: ["First area: {section}.", "The next area is {section}.", "Let us now address {section}."],
    leadIns: ["From a practical standpoint,", "In short,", "The key consideration is this:", "As a rule,"],
    transition: ["Having covered that, we turn to {next}.", "With this in place, the next area to address is {next}."],
    cta: [
      "If this overview was useful, subscribe for further practical guides, and like the video to support the channel.",
      "Share your own experience with {topic} in the comments, so others can learn from it.",
    ],
    outro: ["Apply these recommendations one at a time and measure the effect. Thank you for watching."],
  },
  humorous: {
    hook: [
      "If {topic} were easy, this video would be ten seconds long. Spoiler: it is not ten seconds long.",
      "Welcome to {topic}, where the rules are made up and the confusion is real, until today.",
    ],
    intro: [
      "Today we tackle {topic}, and I promise to keep it fun, mostly accurate, and shorter than my last haircut.",
      "No lab coat needed, just curiosity and a sense of humour.",
    ],
    opener: [
      "Exhibit A: {section}.",
      "Next victim: {section}.",
      "And now, the moment you've been mildly waiting for: {section}.",
    ],
    leadIns: ["Fun fact, or at least a fact:", "Brace yourself:", "True story:", "No, really:"],
    transition: [
      "And speaking of things nobody warned you about, here comes {next}.",
      "If you survived that, you're ready for {next}.",
    ],
    cta: [
      "If you laughed, or at least exhaled through your nose, subscribe and like the video, it helps more than you think.",
      "Drop your funniest {topic} story in the comments, so I feel less alone.",
    ],
    outro: ["That's it for {topic}. Go forth, be brilliant, and I'll see you in the next one."],
  },
};

/** Filled into templates: who the video is for and what they want, per niche, when no audience is given. */
export const NICHE_CONTEXT: Record<string, { audience: string; outcome: string }> = {
  "Technology & AI": { audience: "tech enthusiasts", outcome: "work smarter with the right tools" },
  "Business & Finance": {
    audience: "founders and people managing their money",
    outcome: "make better financial decisions",
  },
  "Health & Fitness": { audience: "people who want to get fit", outcome: "build a routine that lasts" },
  Gaming: { audience: "gamers", outcome: "play better and enjoy it more" },
  "Lifestyle & Vlog": { audience: "viewers who want a better everyday life", outcome: "make daily life simpler" },
  Education: { audience: "students and lifelong learners", outcome: "learn faster and remember more" },
  Entertainment: { audience: "entertainment fans", outcome: "get more out of what they watch" },
  "Food & Cooking": { audience: "home cooks", outcome: "cook with more confidence" },
  Travel: { audience: "travellers", outcome: "plan better trips" },
  Music: { audience: "musicians and music lovers", outcome: "make and enjoy better music" },
  Sports: { audience: "athletes and sports fans", outcome: "train and play smarter" },
  "DIY & Crafts": { audience: "makers and DIY fans", outcome: "finish projects they are proud of" },
};

export const DEFAULT_CONTEXT = { audience: "viewers", outcome: "get better results" };

export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => vars[key] ?? match);
}

/** Uppercases the first letter, so a filled template may start with a variable. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stable small number from a string, to vary choices deterministically between inputs. */
export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export const pick = <T>(items: readonly T[], index: number): T => items[index % items.length];
