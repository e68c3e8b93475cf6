import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { root } from "../support/server.ts";

// Issue 6: the first page (/auth) loads at most 200 KB of gzipped JavaScript; every other screen
// is a chunk of its own, loaded when its route opens.
const BUDGET_BYTES = 200 * 1024;
const dist = path.join(root, "dist/client");

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest: Record<string, ManifestChunk> = JSON.parse(
  readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"),
);

function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest[key]?.imports ?? [], seen);
  }
  return seen;
}

const gzipped = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;

test("the /auth page's JavaScript stays within 200 KB gzipped", () => {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const authPage = Object.keys(manifest).find((k) => k.endsWith("features/auth/auth-page.tsx"));
  expect(entry).toBeTruthy();
  expect(authPage, "the sign-in page is its own lazily loaded chunk").toBeTruthy();
  const chunks = staticClosure([entry!, authPage!]);
  const total = [...chunks].reduce((sum, key) => sum + gzipped(manifest[key].file), 0);
  console.log(`/auth JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget 200 KB)`);
  expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
});

test("every other screen is a lazily loaded chunk", () => {
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)!;
  const eager = staticClosure([entry]);
  for (const screen of [
    "studio/studio-page.tsx",
    "library/library-page.tsx",
    "video/video-page.tsx",
    "admin/admin-page.tsx",
    "settings/settings-page.tsx",
  ]) {
    const key = Object.keys(manifest).find((k) => k.endsWith(`features/${screen}`));
    expect(key, `${screen} has a chunk`).toBeTruthy();
    expect(eager.has(key!), `${screen} is not in the entry bundle`).toBe(false);
  }
});
