// `npm run check`: jscpd over src/'s product code (.jscpd.json says which files and what counts: six
// lines or more), failing when the repeated blocks outnumber MAX_REPEATED_BLOCKS. A count rather
// than jscpd's own threshold, a share of all lines, which lets repeats grow as long as the code grows.
// The bar is half the 47 blocks measured when it was set; lower it as repeats are shared away.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const MAX_REPEATED_BLOCKS = 23;

interface Report {
  duplicates: {
    lines: number;
    firstFile: { name: string; start: number; end: number };
    secondFile: { name: string; start: number; end: number };
  }[];
}

const root = path.resolve(import.meta.dirname, "..");
const output = mkdtempSync(path.join(tmpdir(), "jscpd-"));
try {
  const run = spawnSync("jscpd", ["--reporters", "json", "--output", output, "--silent"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (run.error || run.status !== 0) {
    console.error("jscpd did not run:", run.error?.message ?? `exit ${run.status}`);
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(path.join(output, "jscpd-report.json"), "utf8")) as Report;
  const blocks = report.duplicates;
  const where = (file: { name: string; start: number; end: number }) => `${file.name}:${file.start}-${file.end}`;
  if (blocks.length > MAX_REPEATED_BLOCKS) {
    for (const block of blocks.toSorted((a, b) => b.lines - a.lines))
      console.error(`${block.lines} lines: ${where(block.firstFile)} = ${where(block.secondFile)}`);
    console.error(
      `${blocks.length} repeated blocks of six lines or more, over the ${MAX_REPEATED_BLOCKS} allowed: share the largest above.`,
    );
    process.exit(1);
  }
  console.log(`jscpd: ${blocks.length} repeated blocks (at most ${MAX_REPEATED_BLOCKS}).`);
} finally {
  rmSync(output, { recursive: true, force: true });
}
