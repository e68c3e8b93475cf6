// issue 12 "Done when": the saved packaging survives a restart, on PGlite and on PostgreSQL (this
// suite runs in both projects: TEST_DB=postgres uses a database of its own on TEST_DATABASE_URL).
// The real server process, as `npm start` runs it; stopped with SIGTERM and started on the same data.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { apiClient, appProcess } from "../../testing/app-process.ts";
import { migratedDataDir } from "../../testing/data-dir.ts";
import { createEmptyDatabase, dropDatabase } from "../../testing/postgres.ts";

const onPostgres = process.env.TEST_DB === "postgres";
const serverUrl = process.env.TEST_DATABASE_URL ?? "";

const cleanups: Array<() => Promise<unknown> | unknown> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function databaseEnv(): Promise<Record<string, string>> {
  if (onPostgres) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "scriptloom-packaging-"));
    const { name, url } = await createEmptyDatabase(serverUrl, "scriptloom_test_packaging");
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    cleanups.push(() => dropDatabase(serverUrl, name));
    return { DATA_DIR: dataDir, DATABASE_URL: url };
  }
  const { dir, remove } = await migratedDataDir();
  cleanups.push(remove);
  return { DATA_DIR: dir };
}

const SCRIPT = [
  "[INTRO]",
  "word ".repeat(150),
  "[PART 1: Light]",
  "word ".repeat(300),
  "[PART 2: Evenings]",
  "word ".repeat(300),
].join("\n");

describe(`packaging across a restart (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("a generated, edited and saved package reads the same after the server restarts", async () => {
    const app = await appProcess({
      ...(await databaseEnv()),
      AUTH_SECRET: "packaging-test-secret-0123456789abcdef0123",
    });
    cleanups.push(() => app.stop("SIGKILL"));
    const api = apiClient(app.url);
    await api.json("POST", "/api/auth/sign-up/email", { email: "p@example.com", password: "correct-horse", name: "P" });
    const { channel } = await api.json<{ channel: { id: string } }>("POST", "/api/channels", { name: "Sleep Lab" });
    const { folder } = await api.json<{ folder: { id: string } }>("POST", `/api/channels/${channel.id}/folders`, {
      name: "March",
      monthYear: "2025-03",
    });
    const { video } = await api.json<{ video: { id: string } }>("POST", `/api/folders/${folder.id}/videos`, {
      title: "Sleep better",
    });
    const generated = await api.json<Record<string, unknown>>("POST", "/api/studio/packaging", {
      field: "all",
      script: SCRIPT,
      topic: "Sleep better",
      keywords: ["sleep"],
      channelId: channel.id,
    });
    const { chaptersNote: _note, ...rest } = generated;
    const content = { ...rest, chosenTitle: (rest.titles as string[])[1] };
    const saved = await api.request("PUT", `/api/videos/${video.id}/packaging`, { content, baseVersion: null });
    expect(saved.status).toBe(201);
    const before = await api.json("GET", `/api/videos/${video.id}/packaging`);

    expect(await app.stop("SIGTERM")).toBe(0);
    await app.start();
    const after = await api.json<{ packaging: { number: number; content: unknown } }>(
      "GET",
      `/api/videos/${video.id}/packaging`,
    );
    expect(after).toEqual(before);
    expect(after.packaging.number).toBe(1);
    // What was saved, with the fields a package gained later at their defaults (no language, no translations).
    expect(after.packaging.content).toEqual({ ...content, defaultLanguage: null, translations: [] });
  }, 120_000);
});
