// The built server as decision 009 wants it at start (the global setup builds it when stale): what V8
// holds of its code, and which packages wait for the first request that needs them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PRODUCTION_ENTRY } from "../../tools/production-server.ts";

const entry = path.resolve(import.meta.dirname, "../..", PRODUCTION_ENTRY);

/** The entry and every chunk it imports statically: what a start loads, before any `import()`. */
function startupChunks(file = entry, seen = new Map<string, string>()): Map<string, string> {
  if (seen.has(file)) return seen;
  const code = readFileSync(file, "utf8");
  seen.set(file, code);
  for (const [, chunk] of code.matchAll(/^(?:import|export)\b[^;]*?\bfrom "(\.\/[^"]+)";/gm)) {
    startupChunks(path.resolve(path.dirname(file), chunk), seen);
  }
  return seen;
}

/** The packages whose modules a chunk holds, from the bundler's `// node_modules/<package>/…` headers. */
function bundledPackages(code: string): Set<string> {
  const packages = new Set<string>();
  for (const [, name] of code.matchAll(/^\/\/ (?:\.\.\/)*(?:[\w.-]+\/)*node_modules\/((?:@[\w.-]+\/)?[\w.-]+)\//gm)) {
    packages.add(name);
  }
  return packages;
}

describe("the server build", () => {
  const chunks = startupChunks();

  it("is ASCII at start, so V8 holds its source one byte a character", () => {
    for (const [file, code] of chunks) {
      const outside = /[^\t\n\r\x20-\x7e]/.exec(code);
      expect(outside && `${path.basename(file)}: ${code.slice(outside.index - 60, outside.index + 20)}`).toBeNull();
    }
  });

  it("loads the packages only some requests need on first use, not at start", () => {
    const atStart = new Set([...chunks.values()].flatMap((code) => [...bundledPackages(code)]));
    // Sanity: the headers are there to read (packages the start does need).
    expect(atStart).toContain("better-auth");
    const lazy = [
      "ai",
      "@ai-sdk/openai",
      "@ai-sdk/anthropic",
      "@ai-sdk/openai-compatible",
      "@modelcontextprotocol/sdk",
      "nodemailer",
      "jsonrepair",
      "unified",
      "retext-english",
    ];
    expect(lazy.filter((name) => atStart.has(name))).toEqual([]);
  });
});
