// `npm test`: unit + integration (Vitest, on PGlite and, with TEST_DATABASE_URL, PostgreSQL) and
// e2e (Playwright in Debian's Chromium, installed here when missing). Prints one closing total.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const results = path.join(root, "test-results");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

if (!process.version.startsWith("v24.")) {
  console.error(`npm test must run on Node 24 (the pinned devDependency "node"); this is ${process.version}.`);
  console.error("Run it through npm (npm install && npm test) so node_modules/.bin/node is used.");
  process.exit(1);
}

ensureChromium();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv[2]; // "unit" or "e2e" to run one half
const env = { ...process.env, PATH: `${path.join(root, "node_modules/.bin")}:${process.env.PATH}` };
let passed = 0;
let failed = 0;
let skipped = 0;
let ok = true;

if (only !== "e2e") {
  const file = path.join(results, "vitest.json");
  const run = spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${file}`], {
    cwd: root,
    stdio: "inherit",
    env,
  });
  ok &&= run.status === 0;
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } else {
    failed += 1;
  }
}

if (only !== "unit") {
  const file = path.join(results, "playwright.json");
  const run = spawnSync(bin("playwright"), ["test"], { cwd: root, stdio: "inherit", env });
  ok &&= run.status === 0;
  if (existsSync(file)) {
    const { stats } = JSON.parse(readFileSync(file, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
    skipped += stats.skipped;
  } else {
    failed += 1;
  }
}

console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok && failed === 0 ? 0 : 1);

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return;
  console.log("Installing Debian's chromium for the e2e tests…");
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const apt = (args: string[]) =>
    spawnSync(sudo[0] ?? "apt-get", [...sudo.slice(1), ...(sudo.length ? ["apt-get"] : []), ...args], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  apt(["update"]);
  const install = apt(["install", "-y", "--no-install-recommends", "chromium"]);
  if (install.status !== 0 || !existsSync("/usr/bin/chromium")) {
    console.error("Could not install chromium (apt-get install -y chromium); the e2e tests need it.");
    process.exit(1);
  }
}
