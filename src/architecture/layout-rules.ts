import type { IForbiddenRuleType } from "dependency-cruiser";

/**
 * The layout of ARCHITECTURE §3 as dependency-cruiser rules. Paths are relative to the repository root
 * and written by folder pattern, never by today's file names, so they hold when features are added,
 * renamed or merged. `$1`/`$2` in a `to` path refer to the groups matched by the `from` path.
 */

/** Files that compose the features into one app: the only non-feature files allowed to import a feature. */
const compositionRoots = ["^src/server/(app|server|main)\\.ts$", "^src/client/(main|router)\\.tsx$"];

export const layoutRules: IForbiddenRuleType[] = [
  {
    name: "feature-to-other-feature",
    comment:
      "A feature never imports another feature's files (its tests included): what two features share moves " +
      "to src/shared, a shared server module (src/server/<module>) or a shared client folder.",
    severity: "error",
    from: { path: "^src/(server|client)/features/([^/]+)/" },
    to: { path: "^src/$1/features/", pathNot: "^src/$1/features/$2/" },
  },
  {
    name: "shared-module-to-feature",
    comment:
      "Shared modules (src/server/<module>, src/client/{components,lib,hooks,api}, …) sit below the features: " +
      "only the composition roots (app.ts, server.ts, main.ts; main.tsx, router.tsx) import a feature.",
    severity: "error",
    from: { path: "^src/(server|client)/", pathNot: ["^src/(server|client)/features/", ...compositionRoots] },
    to: { path: "^src/$1/features/" },
  },
  {
    name: "shared-to-a-side",
    comment: "src/shared is imported by both sides, so it imports neither.",
    severity: "error",
    from: { path: "^src/shared/" },
    to: { path: "^src/(server|client)/" },
  },
  {
    name: "shared-to-node-built-in",
    comment: "src/shared ships to the browser, where Node's built-in modules do not exist. Its tests run on Node only.",
    severity: "error",
    from: { path: "^src/shared/", pathNot: "\\.test\\.tsx?$" },
    to: { dependencyTypes: ["core"] },
  },
  {
    name: "side-to-other-side",
    comment:
      "The client never imports server code (it would end up in the bundle) and the server never imports client " +
      "code: what both need lives in src/shared.",
    severity: "error",
    from: { path: "^src/(server|client)/" },
    to: { path: "^src/(server|client)/", pathNot: ["^src/$1/", "^src/server/app\\.ts$"] },
  },
  {
    name: "client-to-app-value",
    comment:
      "The client reads the API's type from src/server/app.ts (decision 032: `hc<AppType>`) and nothing else: a " +
      "type-only import, which leaves no server code in the bundle.",
    severity: "error",
    from: { path: "^src/client/" },
    to: { path: "^src/server/app\\.ts$", dependencyTypesNot: ["type-only"] },
  },
  {
    name: "import-cycle",
    comment:
      "No module reaches itself through its imports, type-only imports included: a cycle means neither module " +
      "can be read, tested or moved without the other (decision 012).",
    severity: "error",
    from: {},
    to: { circular: true },
  },
];

/**
 * Where files may no longer be: folders whose names said less than their contents (decision 033). A
 * file placed in one is reported whatever it imports.
 */
export const retiredFolders: Array<{ path: RegExp; instead: string }> = [
  { path: /^src\/server\/library\//, instead: "shared writes live in src/server/domain/<aggregate>/" },
  {
    path: /^src\/server\/features\/scripts\//,
    instead: "a video's script versions are src/server/features/script-versions/",
  },
  { path: /^src\/client\/scripts\//, instead: "downloads and the teleprompter are src/client/script-output/" },
  { path: /^scripts\//, instead: "build, test and backup tools are tools/" },
];

/** The client's shared requests: each must serve two screen families at least, or live in its feature's api/. */
export const sharedClientRequests = /^src\/client\/api\/(?!.*\.test\.tsx?$)/;
