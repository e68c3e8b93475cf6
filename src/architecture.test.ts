import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findLayoutViolations, type LayoutViolation } from "./architecture/find-layout-violations.ts";

const repository = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Violations as `rule at → reaches` lines, so a failure lists every one of them readably. */
function lines(violations: LayoutViolation[]): string[] {
  return violations.map(({ rule, at, reaches }) => `${rule} ${at} → ${reaches}`).sort();
}

describe("the layout guards itself (ARCHITECTURE §3)", () => {
  it("holds on this repository: no cross-feature import, no shared module importing a feature, no cycle, only config.ts reads process.env, nothing in a retired folder, no one-feature shared request", async () => {
    expect(lines(await findLayoutViolations(repository))).toEqual([]);
    // It parses every module of the repository: seconds alone, more beside the rest of the suite.
  }, 60_000);
});

/**
 * A small tree laid out like the repository, written to a temporary folder so its deliberate violations are
 * never part of the real code (nor seen by tsc or Biome). Each rule must report exactly its own violation,
 * and the allowed imports beside them must report nothing.
 */
const fixture: Record<string, string> = {
  "tsconfig.json": JSON.stringify({ compilerOptions: { paths: { "@/*": ["./src/client/*"] } } }),

  // Allowed: composition roots import features; a feature imports its own files and shared modules; only
  // config.ts and tests read process.env; a comment naming process.env is not a read.
  "src/server/app.ts": `import { notesRoutes } from "./features/notes/routes.ts";\nexport const app = [notesRoutes];\nexport type AppType = typeof app;\n`,
  // The client's one view of the server: the API's type, imported as a type.
  "src/client/lib/api.ts": `import type { AppType } from "../../server/app.ts";\nexport type Api = AppType;\n`,
  "src/server/config.ts": `export const port = process.env.PORT;\n`,
  "src/server/db/client.ts": `// only config.ts reads process.env\nexport const db = "db";\n`,
  "src/server/features/notes/routes.ts": `import { listNotes } from "./service.ts";\nexport const notesRoutes = listNotes;\n`,
  "src/server/features/notes/service.ts": `import { db } from "../../db/client.ts";\nimport { noteSchema } from "../../../shared/note.ts";\nexport const listNotes = () => [db, noteSchema];\n`,
  "src/server/features/notes/service.test.ts": `import { listNotes } from "./service.ts";\nexport const home = process.env.HOME;\nexport const notes = listNotes();\n`,
  "src/client/router.tsx": `export const pages = [() => import("@/features/notes/notes-page.tsx")];\n`,
  "src/client/features/notes/notes-page.tsx": `import { getMembers } from "@/api/get-members.ts";\nimport { getNotes } from "@/api/get-notes.ts";\nimport { Card } from "@/components/card.tsx";\nexport function NotesPage() {\n  return <Card data={[getNotes, getMembers]} />;\n}\n`,
  "src/client/components/card.tsx": `import { getMembers } from "@/api/get-members.ts";\nexport function Card(props: { data: unknown }) {\n  return <div>{String([props.data, getMembers])}</div>;\n}\n`,
  // A request two screen families call (a feature and the shell) is shared.
  "src/client/api/get-members.ts": `export const getMembers = () => [];\n`,
  "src/shared/note.ts": `export const noteSchema = "note";\n`,
  "src/server/testing/harness.ts": `export const databaseUrl = process.env.TEST_DATABASE_URL;\n`,

  // 1. A feature importing another feature's internals, on each side.
  "src/server/features/tags/service.ts": `import { listNotes } from "../notes/service.ts";\nexport const tags = listNotes;\n`,
  "src/client/features/tags/tags-page.tsx": `import { NotesPage } from "@/features/notes/notes-page.tsx";\nexport const TagsPage = NotesPage;\n`,
  // 2. Shared modules importing a feature.
  "src/server/mail/mailer.ts": `import type { notesRoutes } from "../features/notes/routes.ts";\nexport type Mailer = typeof notesRoutes;\n`,
  "src/client/lib/links.ts": `\nimport { NotesPage } from "../features/notes/notes-page.tsx";\nexport const home = NotesPage;\n`,
  // 3. src/shared importing a side, or a Node built-in.
  "src/shared/limits.ts": `import { port } from "../server/config.ts";\nimport { cpus } from "node:os";\nexport const limits = [port, cpus];\n`,
  // The client importing server code.
  "src/client/lib/db-name.ts": `import { db } from "../../server/db/client.ts";\nexport const name = db;\n`,
  // The client importing the app itself rather than its type.
  "src/client/lib/app-value.ts": `import { app } from "../../server/app.ts";\nexport const routes = app;\n`,
  // 4. process.env read outside config.ts, three ways.
  "src/server/logger.ts": `import { env } from "node:process";\nconst { env: environment } = process;\nexport const level = [env, environment, process["env"].LEVEL];\n`,
  // 6. Files in a retired folder, and a shared request only one feature calls.
  "src/server/library/channels.ts": `export const createChannel = () => "channel";\n`,
  "scripts/build.ts": `export const build = "build";\n`,
  "src/client/api/get-notes.ts": `export const getNotes = () => [];\n`,
  // 5. A cycle closed by a type-only import, like the one ai/writer.ts had.
  "src/server/ai/writer.ts": `import { createOfflineWriter } from "./offline-writer.ts";\nexport interface Writer {\n  write(): string;\n}\nexport const writer = createOfflineWriter();\n`,
  "src/server/ai/offline-writer.ts": `import type { Writer } from "./writer.ts";\nexport function createOfflineWriter(): Writer {\n  return { write: () => "words" };\n}\n`,
};

describe("each layout rule reports its violation", () => {
  let dir: string;
  let found: string[];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "scriptloom-layout-"));
    for (const [file, text] of Object.entries(fixture)) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), text);
    }
    found = lines(await findLayoutViolations(dir));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("a feature importing another feature's files, on the server and on the client", () => {
    expect(found.filter((line) => line.startsWith("feature-to-other-feature "))).toEqual([
      "feature-to-other-feature src/client/features/tags/tags-page.tsx:1 → src/client/features/notes/notes-page.tsx",
      "feature-to-other-feature src/server/features/tags/service.ts:1 → src/server/features/notes/service.ts",
    ]);
  });

  it("a shared module importing a feature, type-only imports included", () => {
    expect(found.filter((line) => line.startsWith("shared-module-to-feature "))).toEqual([
      "shared-module-to-feature src/client/lib/links.ts:2 → src/client/features/notes/notes-page.tsx",
      "shared-module-to-feature src/server/mail/mailer.ts:1 → src/server/features/notes/routes.ts",
    ]);
  });

  it("src/shared importing server code or a Node built-in", () => {
    expect(found.filter((line) => line.startsWith("shared-to-"))).toEqual([
      "shared-to-a-side src/shared/limits.ts:1 → src/server/config.ts",
      "shared-to-node-built-in src/shared/limits.ts:2 → node:os",
    ]);
  });

  it("the client importing server code", () => {
    expect(found.filter((line) => line.startsWith("side-to-other-side "))).toEqual([
      "side-to-other-side src/client/lib/db-name.ts:1 → src/server/db/client.ts",
    ]);
  });

  it("the client importing src/server/app.ts for more than its type", () => {
    expect(found.filter((line) => line.startsWith("client-to-app-value "))).toEqual([
      "client-to-app-value src/client/lib/app-value.ts:1 → src/server/app.ts",
    ]);
  });

  it("process.env read outside config.ts and tests", () => {
    expect(found.filter((line) => line.startsWith("process-env-outside-config "))).toEqual([
      "process-env-outside-config src/server/logger.ts:1 → process.env",
      "process-env-outside-config src/server/logger.ts:2 → process.env",
      "process-env-outside-config src/server/logger.ts:3 → process.env",
    ]);
  });

  it("an import cycle closed by a type-only import", () => {
    expect(found.filter((line) => line.startsWith("import-cycle "))).toEqual([
      "import-cycle src/server/ai/offline-writer.ts:1 → src/server/ai/writer.ts → src/server/ai/offline-writer.ts",
    ]);
  });

  it("a file in a retired folder, and a shared client request that one feature alone calls", () => {
    expect(found.filter((line) => line.startsWith("retired-folder ") || line.startsWith("single-feature-"))).toEqual([
      "retired-folder scripts/build.ts → build, test and backup tools are tools/",
      "retired-folder src/server/library/channels.ts → shared writes live in src/server/domain/<aggregate>/",
      "single-feature-shared-request src/client/api/get-notes.ts → features/notes",
    ]);
  });

  it("nothing else: the allowed imports and reads report nothing", () => {
    expect(found).toHaveLength(15);
  });
});
