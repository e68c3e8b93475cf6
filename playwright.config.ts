import { defineConfig, devices } from "@playwright/test";

/** E2E_PASS: "main" (all but @quiet) or "quiet" (only @quiet); unset runs every test at once. */
const pass = process.env.E2E_PASS;
const suffix = pass === "quiet" ? "-quiet" : "";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: `test-results/e2e-artifacts${suffix}`,
  // npm test runs the e2e in two passes (tools/test.ts): every test but the timing ones (tagged
  // @quiet), then those alone, so nothing else competes for the CPU while they measure.
  grep: pass === "quiet" ? /@quiet/ : undefined,
  grepInvert: pass === "main" ? /@quiet/ : undefined,
  reporter: [["list"], ["json", { outputFile: `test-results/playwright${suffix}.json` }]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    // As users who ask for less motion: no open/close animations to wait out (index.css).
    reducedMotion: "reduce",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-gpu-compositing",
        "--disable-software-rasterizer",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
