// The first page (/auth) on a slow phone: every chunk it loads is one more request, and Rolldown's
// automatic splitting cuts what the page needs beyond the entry into a chunk per set of screens
// sharing it (a component, an icon, a Radix part): a dozen small chunks. This code-splitting group
// puts them in one chunk. The page's own module stays a lazily loaded chunk of its own
// (e2e/platform/bundle-budget.spec.ts) and the entry keeps what it has; other screens that share a
// component load this chunk too, which is small.
import type { Rolldown } from "vite";

/**
 * `leaveOut` names, by the chunk each goes to, modules other screens load only with a dialog (the
 * form library) or never (the auth client): they, and the page's modules that import them, stay out
 * of the group, so a screen that shares the button or the card with /auth does not load them with it.
 */
export function firstPageGroup(
  entryModule: string,
  pageModule: string,
  leaveOut: Record<string, RegExp>,
  chunkName = "first-page",
): Rolldown.CodeSplittingGroup {
  const leftOutChunk = (id: string) => Object.keys(leaveOut).find((name) => leaveOut[name].test(id));
  // Rolldown offers the group every module the bundle keeps (`test`, all of them first) before it
  // names any (`name`); a new build starts offering again.
  const kept = new Set<string>();
  let members: Set<string> | null = null;
  const closure = (ctx: Rolldown.ChunkingContext, start: string, seen = new Set<string>()) => {
    if (seen.has(start)) return seen;
    seen.add(start);
    const info = ctx.getModuleInfo(start);
    for (const id of info?.importedIds ?? []) {
      if (kept.has(id)) closure(ctx, id, seen);
      else for (const part of barrelParts(ctx, info?.code ?? "", id)) closure(ctx, part, seen);
    }
    return seen;
  };
  return {
    name: (id, ctx) => {
      if (!members) {
        const eager = closure(ctx, entryModule);
        const needsLeftOut = (id: string) => [...closure(ctx, id)].some((m) => leftOutChunk(m) !== undefined);
        members = new Set(
          [...closure(ctx, pageModule)].filter((m) => m !== pageModule && !eager.has(m) && !needsLeftOut(m)),
        );
      }
      if (members.has(id)) return chunkName;
      // Each set of left-out modules as a chunk of its own: /auth loads them, a dialog's form the forms.
      return leftOutChunk(id) ?? null;
    },
    test: (id) => {
      if (members) {
        members = null;
        kept.clear();
      }
      kept.add(id);
      return true;
    },
    // The members' other dependencies are the entry's, which must stay in the entry's chunk.
    includeDependenciesRecursively: false,
  };
}

/**
 * The parts of a package's barrel file (radix-ui, lucide-react: one module re-exporting every part,
 * itself dropped from the bundle) that `importerCode` imports by name. The barrel imports every
 * part; the page needs only those. What isn't read here is left out: the group gets smaller, and a
 * module outside it is still loaded from its own chunk, so nothing breaks.
 */
function barrelParts(ctx: Rolldown.ChunkingContext, importerCode: string, barrelId: string): string[] {
  const barrel = ctx.getModuleInfo(barrelId);
  if (!barrel?.code) return [];
  const packageName = barrelId.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  const names = new Set<string>();
  for (const [, list, from] of importerCode.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    if (from === packageName) for (const name of list.split(",")) names.add(importedName(name));
  }
  // `export { default as Eye, … } from "../scripts/icons/eye.mjs"` and `import * as Slot from "@radix-ui/react-slot"`.
  const sourceOf = new Map<string, string>();
  for (const [, list, from] of barrel.code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const name of list.split(",")) sourceOf.set(exportedName(name), from);
  }
  for (const [, local, from] of barrel.code.matchAll(/import\s*\*\s*as\s*(\w+)\s*from\s*["']([^"']+)["']/g)) {
    sourceOf.set(local, from);
  }
  const parts: string[] = [];
  for (const name of names) {
    const from = sourceOf.get(name);
    if (!from) continue;
    const relative = from.startsWith(".");
    const suffix = relative ? `/${from.replace(/^(\.\/)+/, "")}` : `/node_modules/${from}/`;
    const part = barrel.importedIds.find((id) => (relative ? id.endsWith(suffix) : id.includes(suffix)));
    if (part) parts.push(part);
  }
  return parts;
}

/** `Eye` or `Eye as EyeIcon` in an import list: the name the package exports. */
const importedName = (specifier: string) => specifier.trim().split(/\s+as\s+/)[0];
/** `Eye` or `default as Eye` in an export list: the name exported. */
const exportedName = (specifier: string) =>
  specifier
    .trim()
    .split(/\s+as\s+/)
    .at(-1) ?? "";
