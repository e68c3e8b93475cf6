import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { cruise, getAvailableTranspilers, type ICruiseResult, type IViolation } from "dependency-cruiser";
import { findEnvReads, mayReadEnv } from "./find-env-reads.ts";
import { layoutRules } from "./layout-rules.ts";

export interface LayoutViolation {
  rule: string;
  /** `file:line` of the import (or of the process.env read). */
  at: string;
  /** What the line reaches: the imported file, the cycle it closes, or `process.env`. */
  reaches: string;
}

/** Every folder whose code takes part in the import graph; rules about src/ apply to src/ only. */
const roots = ["src", "e2e", "scripts", "bench"];

/**
 * Checks the tree under `baseDir` (the repository, or a fixture laid out like it) against the layout rules
 * and the process.env rule.
 */
export async function findLayoutViolations(baseDir: string): Promise<LayoutViolation[]> {
  // Without swc, dependency-cruiser would skip every .ts file and find nothing wrong.
  if (!getAvailableTranspilers().some(({ name, available }) => name === "swc" && available)) {
    throw new Error("dependency-cruiser cannot load @swc/core: run npm install (its platform binary is missing)");
  }
  const { output } = await cruise(
    roots.filter((root) => existsSync(join(baseDir, root))),
    {
      baseDir,
      // TypeScript 7 has no JavaScript compiler API for dependency-cruiser to parse with; swc reads the same
      // syntax, type-only imports included (decision 012).
      parser: "swc",
      tsPreCompilationDeps: true,
      exclude: { path: ["node_modules", "^src/server/db/migrations/"] },
      doNotFollow: { path: "node_modules" },
      validate: true,
      ruleSet: { forbidden: layoutRules },
    },
    { alias: await pathAliases(baseDir), extensions: [".ts", ".tsx", ".js"] },
  );
  const result = output as ICruiseResult;
  const violations = await Promise.all(
    result.summary.violations.map((violation) => describe(baseDir, violation, result)),
  );
  const checkedForEnv = result.modules
    .map((module) => module.source)
    .filter((source) => /^src\/.*\.tsx?$/.test(source) && !mayReadEnv(source));
  const envReads = await Promise.all(
    checkedForEnv.map(async (file) =>
      (await findEnvReads(baseDir, file)).map((line) => ({
        rule: "process-env-outside-config",
        at: `${file}:${line}`,
        reaches: "process.env",
      })),
    ),
  );
  return [...violations, ...envReads.flat()];
}

async function describe(baseDir: string, violation: IViolation, result: ICruiseResult): Promise<LayoutViolation> {
  const dependency = result.modules
    .find((module) => module.source === violation.from)
    ?.dependencies.find((candidate) => candidate.resolved === violation.to);
  // As written in the source (`node:os`, `@/features/…`), which the resolved name (`os`, `src/client/…`) is not.
  const written = dependency ? `${dependency.protocol ?? ""}${dependency.module}` : violation.to;
  const line = await importLine(baseDir, violation.from, written);
  const at = line ? `${violation.from}:${line}` : violation.from;
  if (violation.cycle) {
    // From the import's line round to the importing file again.
    return { rule: violation.rule.name, at, reaches: violation.cycle.map((step) => step.name).join(" → ") };
  }
  return { rule: violation.rule.name, at, reaches: dependency?.coreModule ? written : violation.to };
}

/** The first line of `file` naming `specifier` in quotes: where the import is written (0: not found). */
async function importLine(baseDir: string, file: string, specifier: string): Promise<number> {
  const lines = (await readFile(join(baseDir, file), "utf8")).split("\n");
  const index = lines.findIndex((line) => line.includes(`"${specifier}"`) || line.includes(`'${specifier}'`));
  return index + 1;
}

/**
 * tsconfig's `paths` (`"@/*": ["./src/client/*"]`) as resolver aliases, so the aliases are written once.
 * dependency-cruiser's own tsconfig reading needs TypeScript's JavaScript API, which TypeScript 7 lacks.
 */
async function pathAliases(baseDir: string): Promise<Record<string, string>> {
  const tsconfigPath = join(baseDir, "tsconfig.json");
  if (!existsSync(tsconfigPath)) return {};
  const tsconfig = JSON.parse(await readFile(tsconfigPath, "utf8")) as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  const aliases: Record<string, string> = {};
  for (const [pattern, [target]] of Object.entries(tsconfig.compilerOptions?.paths ?? {})) {
    aliases[pattern.replace(/\/\*$/, "")] = resolve(baseDir, target.replace(/\/\*$/, ""));
  }
  return aliases;
}
