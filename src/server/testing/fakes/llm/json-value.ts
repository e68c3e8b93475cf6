// A structured answer: a value valid against the JSON schema the request sent, with strings a model
// could have written about the subject (not "Sample x"), so what the app shows reads like a real answer.
import { between, pick } from "./seed.ts";

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  description?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
}

const IDEAS = [
  "what beginners get wrong first",
  "the one habit that changes everything",
  "a simple routine for busy weeks",
  "tools worth paying for",
  "the myths that waste your time",
  "how to measure real progress",
  "mistakes that cost the most",
  "a five-minute daily check",
  "when to ask for help",
  "what experts do differently",
  "the budget version that still works",
  "how to stay motivated after month one",
];

const QUESTIONS = [
  "How long does it take to see results?",
  "Is it worth it for a complete beginner?",
  "What does it cost to get started?",
  "What is the most common mistake?",
  "Can you do it with no special equipment?",
  "How often should you practise?",
];

const QUALIFIERS = [" at home", " on a budget", " for beginners", " step by step", " this year", " in practice"];

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase());

interface Context {
  subject: string;
  next: () => number;
  root: JsonSchema;
  /** Strings handed out so far, so list items stay distinct. */
  used: Set<string>;
  /** The last time stamp handed out, so chapter-like seconds go forward. */
  lastSeconds: number;
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (!ref?.startsWith("#/")) return schema;
  let target: unknown = root;
  for (const key of ref.slice(2).split("/")) target = (target as Record<string, unknown>)?.[key];
  return resolve((target as JsonSchema) ?? {}, root);
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== "null") ?? schema.type[0];
  if (schema.type) return schema.type;
  if (schema.properties) return "object";
  if (schema.items) return "array";
  return undefined;
}

function stringFor(name: string, schema: JsonSchema, context: Context): string {
  const { subject, next } = context;
  const hint = `${name} ${schema.description ?? ""}`.toLowerCase();
  let text: string;
  // One word of letters or digits, as a hashtag pattern asks (or as a model writes hashtags when the
  // provider's SDK strips the pattern from the schema, as @ai-sdk/anthropic's sanitizer does).
  const oneWord = (schema.pattern !== undefined && /^\^\[[^\]]*\]\+\$$/.test(schema.pattern)) || /hashtag/i.test(name);
  if (oneWord) {
    text = titleCase(`${subject} ${pick(["tips", "guide", "basics", "explained"], next)}`).replace(
      /[^\p{L}\p{N}_]/gu,
      "",
    );
  } else if (/question/.test(hint)) {
    text = pick(QUESTIONS, next);
  } else if (/summary|description|overview/.test(hint)) {
    text = `A practical look at ${subject}: what works, what doesn't, and how to start this week. It's built around real examples rather than theory.`;
  } else if (/hook|opening/.test(hint)) {
    text = `What if everything you've heard about ${subject} is only half the story?`;
  } else if (/title|heading|name/.test(hint)) {
    text = titleCase(`${subject}: ${pick(IDEAS, next)}`);
  } else if (/keyword|tag|search/.test(hint)) {
    text = `${subject} ${pick(["for beginners", "tips", "guide", "mistakes", "step by step"], next)}`.toLowerCase();
  } else if (/aim|emotion|goal/.test(hint)) {
    text = pick(["curiosity", "saves you time", "fear of missing out", "quick win"], next);
  } else if (/text|thumbnail/.test(hint)) {
    text = pick(["Stop doing this", "Nobody tells you this", "Do this first", "The real reason"], next);
  } else {
    text = capitalise(`${pick(IDEAS, next)} in ${subject}`);
  }
  // A list's items stay distinct, each still in its own form (a question keeps its "?", a hashtag stays one word).
  for (let n = 0; context.used.has(text); n++) {
    const qualifier = QUALIFIERS[n % QUALIFIERS.length] + (n >= QUALIFIERS.length ? ` ${n}` : "");
    const base = text;
    text = /\?$/.test(base)
      ? base.replace(/\?$/, `${qualifier}?`)
      : oneWord
        ? base + titleCase(qualifier).replace(/[^\p{L}\p{N}_]/gu, "")
        : base + qualifier;
  }
  context.used.add(text);
  if (schema.maxLength !== undefined && text.length > schema.maxLength) {
    text = text.slice(0, schema.maxLength).replace(/\s+\S*$/, "") || text.slice(0, schema.maxLength);
  }
  while (schema.minLength !== undefined && text.length < schema.minLength) text += " and more";
  return text;
}

function numberFor(name: string, schema: JsonSchema, integer: boolean, index: number, context: Context): number {
  const { next } = context;
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 1000);
  let value: number;
  if (/second/i.test(name))
    value = context.lastSeconds = index === 0 ? 0 : context.lastSeconds + between(45, 150, next);
  else if (/word/i.test(name)) value = between(8, 30, next) * 10;
  else value = between(1, 10, next);
  value = Math.min(Math.max(value, low), high);
  return integer ? Math.round(value) : value;
}

export function valueFor(schema: JsonSchema, name: string, context: Context, index = 0): unknown {
  const resolved = resolve(schema, context.root);
  if (resolved.const !== undefined) return resolved.const;
  if (resolved.enum?.length) return pick(resolved.enum, context.next);
  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches?.length) {
    const branch = branches.find((b) => typeOf(resolve(b, context.root)) !== "null") ?? branches[0];
    return valueFor(branch, name, context, index);
  }
  if (resolved.allOf?.length) return valueFor(Object.assign({}, ...resolved.allOf), name, context, index);
  switch (typeOf(resolved)) {
    case "object":
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, child]) => [key, valueFor(child, key, context, index)]),
      );
    case "array": {
      // Anthropic's constrained decoder takes no minItems/maxItems: the AI SDK moves them into the
      // description ("min items: 5; max items: 8.", @ai-sdk/anthropic sanitize-json-schema.ts), and the
      // model follows what the description asks, as it does any instruction.
      const stated = (key: string) => {
        const found = new RegExp(`${key}: (\\d+)`).exec(resolved.description ?? "")?.[1];
        return found === undefined ? undefined : Number(found);
      };
      const min = resolved.minItems ?? stated("min items") ?? 0;
      const max = resolved.maxItems ?? stated("max items") ?? Math.max(min, 6);
      const count = Math.min(Math.max(between(3, 6, context.next), min), max);
      return Array.from({ length: count }, (_, i) => valueFor(resolved.items ?? {}, name, context, i));
    }
    case "integer":
      return numberFor(name, resolved, true, index, context);
    case "number":
      return numberFor(name, resolved, false, index, context);
    case "boolean":
      return true;
    case "null":
      return null;
    default:
      return stringFor(name, resolved, context);
  }
}

/** A value for the whole schema. */
export function sampleSchema(schema: JsonSchema, subject: string, next: () => number): unknown {
  return valueFor(schema, "answer", { subject, next, root: schema, used: new Set(), lastSeconds: 0 });
}
