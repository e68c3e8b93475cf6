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
  // Timing tests (tagged @quiet) run once every other test is done, so nothing else competes for
  // the CPU while they measure.
  projects: [
    { name: "e2e", grepInvert: /@quiet/ },
    { name: "quiet", grep: /@quiet/, dependencies: ["e2e"] },
  ],
  reporter: [["list"], ["json", { outputFile: "test-results/playwright.json" }]],
  use: {
    ...devices["Desktop Chrome"],
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
});
