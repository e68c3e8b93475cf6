import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { cruise, getAvailableTranspilers, type ICruiseResult, type IViolation } from "dependency-cruiser";
import { findEnvReads, mayReadEnv } from "./find-env-reads.ts";
import { layoutRules, retiredFolders, sharedClientRequests } from "./layout-rules.ts";

export interface LayoutViolation {
  rule: string;
  /** `file:line` of the import (or of the process.env read). */
  at: string;
  /** What the line reaches: the imported file, the cycle it closes, or `process.env`. */
  reaches: string;
}

/** Every folder whose code takes part in the import graph; rules about src/ apply to src/ only. */
const roots = ["src", "e2e", "tools", "bench", "scripts"];

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
  return [...violations, ...envReads.flat(), ...misplaced(result), ...singleUserRequests(result)];
}

/** Files in a retired folder (layout-rules.ts), whatever they import. */
function misplaced(result: ICruiseResult): LayoutViolation[] {
  return result.modules.flatMap(({ source }) => {
    const retired = retiredFolders.find((folder) => folder.path.test(source));
    return retired ? [{ rule: "retired-folder", at: source, reaches: retired.instead }] : [];
  });
}

/** Which screen family a client file belongs to: its feature, or the shared folder it sits in. */
function clientOwner(source: string): string | null {
  return /^src\/client\/(features\/[^/]+|[^/]+)\//.exec(source)?.[1] ?? null;
}

/** A module of src/client/api that one feature alone calls (it belongs in that feature), or nothing does. */
function singleUserRequests(result: ICruiseResult): LayoutViolation[] {
  const users = new Map<string, Set<string>>();
  for (const module of result.modules) {
    const owner = clientOwner(module.source);
    if (!owner || owner === "api" || /\.test\.tsx?$/.test(module.source)) continue;
    for (const { resolved } of module.dependencies) {
      if (!sharedClientRequests.test(resolved)) continue;
      users.set(resolved, (users.get(resolved) ?? new Set()).add(owner));
    }
  }
  // What src/client/api's own modules use counts for the modules using them, through any chain of them.
  for (let changed = true; changed; ) {
    changed = false;
    for (const module of result.modules) {
      if (!sharedClientRequests.test(module.source)) continue;
      for (const { resolved } of module.dependencies) {
        if (!sharedClientRequests.test(resolved)) continue;
        const into = users.get(resolved) ?? new Set<string>();
        for (const owner of users.get(module.source) ?? []) {
          if (!into.has(owner)) {
            into.add(owner);
            changed = true;
          }
        }
        users.set(resolved, into);
      }
    }
  }
  return result.modules.flatMap(({ source }) => {
    if (!sharedClientRequests.test(source)) return [];
    // Used by two screen families, or by the app's shell (components, hooks…) alone, it is shared.
    const owners = [...(users.get(source) ?? [])];
    if (owners.length >= 2 || (owners.length === 1 && !owners[0].startsWith("features/"))) return [];
    return [{ rule: "single-feature-shared-request", at: source, reaches: owners[0] ?? "nothing" }];
  });
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
