import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { productionServerArgs } from "./production-server.ts";

const root = path.resolve(import.meta.dirname, "..");

test("npm start builds what is stale, then runs the production server the tests and the bench run", () => {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  expect(scripts.start).toBe(`node tools/build-if-stale.ts && node ${productionServerArgs().join(" ")}`);
});
