import { defineConfig, devices } from "@playwright/test";

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  outputDir: "test-results/e2e-artifacts",
  // No test measures the wall clock (timings are `npm run bench`'s): every test runs in one pass.
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    ...devices["Desktop Chrome"],
    // Recording a trace costs about a fifth of the suite's CPU, passing tests included: CI records the
    // retry of a failed test only; a local run keeps the trace of each failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
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
