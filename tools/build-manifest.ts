// The client build's manifest (Vite's .vite/manifest.json): which chunk each module went to and what it
// imports, read by the bundle bench and the e2e bundle budget alike.
import { readFileSync } from "node:fs";
import path from "node:path";

export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
  isDynamicEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(clientDir: string): BuildManifest {
  return JSON.parse(readFileSync(path.join(clientDir, ".vite/manifest.json"), "utf8"));
}

/** The chunks `keys` load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: BuildManifest, keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(manifest, manifest[key]?.imports ?? [], seen);
  }
  return seen;
}
