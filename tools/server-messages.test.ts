// Every message the server says to a member goes through the catalogue (decision 040): extraction
// collects only `msg("…")`, so an error or an answer built from a bare string would reach every
// member in English. This scans the server's code for the places such text is written: the error
// helpers and AppError (with its subclasses), and the `message:` of an answer or an issue.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const serverDir = path.join(root, "src/server");

/**
 * Places whose text no member reads, or which another change owns, with the reason: a whole file, or
 * only its lines holding `line` (not a line number, so an edit above it doesn't unlist it).
 */
const ALLOWED: { file: string; line?: string; reason: string }[] = [
  { file: "src/server/config.ts", reason: "environment validation, read by the operator in the start-up log" },
  {
    file: "src/server/app.ts",
    line: "No API operation at",
    reason: "a programmer calling a path that isn't in the API",
  },
  { file: "src/server/app.ts", line: "answers POST requests only", reason: "an MCP client's programmer, not a member" },
  { file: "src/server/features/health/routes.ts", reason: "the health check, read by monitors and operators" },
  {
    file: "src/server/features/admin/ai-model.ts",
    line: "not the JSON asked for",
    reason: "the model check's diagnosis, beside the provider's own English errors",
  },
  {
    file: "src/server/webhooks/deliver.ts",
    reason: "a delivery's diagnosis in the webhook log, beside Node's own network errors (English)",
  },
];

const allowed = (file: string, text: string) =>
  ALLOWED.some((entry) => entry.file === file && (entry.line === undefined || text.includes(entry.line)));

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : serverFiles(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

/** Every class that extends AppError, so `new YouTubeApiError(502, "…")` is caught as AppError's is. */
function errorClasses(sources: string[]): string[] {
  const names = new Set(["AppError"]);
  for (const source of sources) {
    for (const match of source.matchAll(/class (\w+) extends AppError\b/g)) names.add(match[1]);
  }
  return [...names];
}

/**
 * A message written as a bare string or template literal, where `msg("…")` (or `say(c, msg("…"))`)
 * belongs: an error helper's or error class's message (after the class's status), or an answer's `message`.
 */
function bareMessagePatterns(classes: string[]): RegExp[] {
  const quote = "[\"'`]";
  return [
    new RegExp(`\\b(badRequest|unauthorized|forbidden|notFound|conflict)\\(\\s*${quote}`, "g"),
    new RegExp(`\\bnew (${classes.join("|")})\\(\\s*\\d+,\\s*${quote}`, "g"),
    new RegExp(`\\bmessage:\\s*${quote}`, "g"),
    // An answer's `{ error }` written by hand rather than thrown (a body limit, a shutdown).
    new RegExp(`\\berror:\\s*${quote}`, "g"),
    // A Google sign-in that failed: its message goes back to the page where the sign-in started.
    new RegExp(`\\bnew GoogleSignInError\\(\\s*${quote}`, "g"),
    // An answer's message chosen by a ternary: `const message = approved ? "…" : "…"`.
    new RegExp(`\\bconst message =[^;]*[?:]\\s*${quote}`, "g"),
  ];
}

function bareMessages(): string[] {
  const files = serverFiles(serverDir);
  const sources = files.map((file) => readFileSync(file, "utf8"));
  const patterns = bareMessagePatterns(errorClasses(sources));
  const found: string[] = [];
  files.forEach((file, i) => {
    const relative = path.relative(root, file);
    const lines = sources[i].split("\n");
    for (const pattern of patterns) {
      for (const match of sources[i].matchAll(pattern)) {
        const line = sources[i].slice(0, match.index).split("\n").length;
        const text = lines
          .slice(line - 1, line + 2)
          .join(" ")
          .trim();
        if (!allowed(relative, text)) found.push(`${relative}:${line}: ${lines[line - 1].trim()}`);
      }
    }
  });
  return found.sort();
}

describe("the server's messages to members", () => {
  it("are all marked for the catalogue with msg(), never written as bare text", () => {
    expect(bareMessages()).toEqual([]);
  });

  it("allow only places that exist", () => {
    for (const { file, line } of ALLOWED) {
      const source = readFileSync(path.join(root, file), "utf8");
      expect(line === undefined || source.includes(line), `${file}: ${line}`).toBe(true);
    }
  });
});
