// Issue 22: the JavaScript a signed-in first page loads before it can draw its screen, brotli as the
// server sends it (the .br files of the build): the entry with its static imports, and the chunks of
// the route's lazily loaded modules (router.tsx) with theirs. What a page loads later on its own
// (the charts once there is data to draw, the calendar, a dialog's code) is not counted: it
// comes after the first paint. Target: at most 150 KB on each page.
// `npm run bench` runs it with the rest; `node bench/bundle.ts` runs it alone on the current build.
import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "../src/server/testing/app-process.ts";
import { readBuildManifest, staticClosure } from "../tools/build-manifest.ts";

// 150 KB until the interface learnt five languages: i18next with ICU messages is about 25 KB of every
// first page (decision 040).
const TARGET_KB = 180;
const distDir = path.join(repoRoot, "dist/client");

interface FirstPage {
  name: string;
  /** The modules the route loads (router.tsx's `lazy`), as the manifest names them (from src/client). */
  modules: string[];
}

// As router.tsx composes them: the app shell, then the screen and what the route passes it.
const SHELL = "components/layout/app-layout.tsx";
const PAGES: FirstPage[] = [
  {
    name: "channel dashboard (/content-library?channel=…)",
    modules: [
      SHELL,
      "features/library/library-page.tsx",
      "features/library/components/channel-view.tsx",
      "features/dashboard/components/channel-dashboard.tsx",
      "features/youtube/components/sync-channel-button.tsx",
      "features/youtube/components/channel-sync-panel.tsx",
      "features/youtube/hooks/use-youtube-connect-return.ts",
      "features/production/components/lazy-channel-board.tsx",
    ],
  },
  { name: "production board (/production)", modules: [SHELL, "features/production/production-page.tsx"] },
  { name: "applications dashboard (/)", modules: [SHELL, "features/home/home-page.tsx"] },
];

export interface BundleResult {
  name: string;
  /** Brotli bytes of the entry and its static imports. */
  entryKb: number;
  /** Brotli bytes the route adds: its chunks and their static imports not already in the entry's. */
  routeKb: number;
  totalKb: number;
  scripts: number;
  /** The route's five largest chunks, to know what to cut. */
  largest: string[];
  target: string;
  met: boolean;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

function brotliBytes(file: string): number {
  const compressed = path.join(distDir, `${file}.br`);
  // Files under the compression plugin's threshold are sent as they are.
  return statSync(existsSync(compressed) ? compressed : path.join(distDir, file)).size;
}

/** Reads the build's manifest and sums each first page's scripts; prints a table. */
export function measureBundle(): BundleResult[] {
  const manifest = readBuildManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error("the build's manifest has no entry");
  const eager = staticClosure(manifest, [entry]);
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + brotliBytes(manifest[key].file), 0);
  const entryBytes = sum(eager);
  const results = PAGES.map((page): BundleResult => {
    for (const module of page.modules) {
      // A renamed or no longer lazily loaded module would silently count nothing.
      if (!manifest[module]?.isDynamicEntry) throw new Error(`bench/bundle.ts: ${module} is not a lazy chunk`);
    }
    const route = [...staticClosure(manifest, page.modules)].filter((key) => !eager.has(key));
    const routeBytes = sum(route);
    const total = entryBytes + routeBytes;
    const largest = route
      .map((key) => ({ file: path.basename(manifest[key].file), bytes: brotliBytes(manifest[key].file) }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 5)
      .map((chunk) => `${chunk.file} ${kb(chunk.bytes)} KB`);
    return {
      name: page.name,
      entryKb: kb(entryBytes),
      routeKb: kb(routeBytes),
      totalKb: kb(total),
      scripts: eager.size + route.length,
      largest,
      target: `≤ ${TARGET_KB} KB`,
      met: total <= TARGET_KB * 1024,
    };
  });
  console.log(
    [
      "\nJavaScript a signed-in first page loads before its first screen (brotli)",
      "| page | entry and its imports | the route's chunks | total | scripts | target |",
      "| --- | ---: | ---: | ---: | ---: | --- |",
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.entryKb} KB | ${r.routeKb} KB | ${r.totalKb} KB | ${r.scripts} | ` +
          `${r.target}: ${r.met ? "met" : "MISSED"} |`,
      ),
      "",
      ...results.map((r) => `${r.name}, largest route chunks: ${r.largest.join(", ")}`),
      "",
    ].join("\n"),
  );
  if (results.some((r) => !r.met)) process.exitCode = 1;
  return results;
}

if (import.meta.main) measureBundle();
