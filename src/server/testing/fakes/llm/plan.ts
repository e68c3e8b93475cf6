// A script plan the way a model that follows the planning prompt answers it: it reads the length
// ("about N words"), the "Roles:" line and the numbered "Selected topics" lines, then gives a hook and
// an intro first, a body section per topic with transitions between when the roles have them, and the
// call to action last. Like a careful model it makes the budgets add up to the length it was given,
// most of them going to the body sections.

export interface PlannedSectionAnswer {
  title: string;
  role: string;
  topics: number[];
  words: number;
}

/** How much of the length each role gets, relative to one body section. */
const WEIGHT: Record<string, number> = { hook: 0.25, intro: 0.4, body: 1, transition: 0.12, cta: 0.25 };

export function planFrom(prompt: string): { sections: PlannedSectionAnswer[] } {
  const words = Number(/about (\d+) words/i.exec(prompt)?.[1] ?? 1000);
  const roles = /^Roles: (.+)$/m.exec(prompt)?.[1].split(/,\s*/) ?? ["intro", "body"];
  const topicBlock = /Selected topics[^\n]*\n((?:\d+\. .*\n?)+)/.exec(prompt)?.[1] ?? "";
  const topics = [...topicBlock.matchAll(/^(\d+)\. (.*)$/gm)].map((m) => ({ number: Number(m[1]), title: m[2] }));
  const sections: PlannedSectionAnswer[] = [];
  const add = (title: string, role: string, numbers: number[] = []) =>
    sections.push({ title, role, topics: numbers, words: 0 });
  if (roles.includes("hook")) add("Hook", "hook");
  add("Intro", "intro");
  topics.forEach((topic, i) => {
    if (i > 0 && roles.includes("transition")) add(`On to ${topic.title}`, "transition");
    add(topic.title, "body", [topic.number]);
  });
  if (roles.includes("cta")) add("Call to action", "cta");
  const total = sections.reduce((sum, s) => sum + (WEIGHT[s.role] ?? 1), 0);
  for (const section of sections) section.words = Math.round((words * (WEIGHT[section.role] ?? 1)) / total);
  const last = sections.findLast((s) => s.role === "body") ?? sections.at(-1)!;
  last.words += words - sections.reduce((sum, s) => sum + s.words, 0);
  return { sections };
}
