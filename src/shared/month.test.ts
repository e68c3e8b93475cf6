import { describe, expect, it } from "vitest";
import { formatMonth, isCanonicalMonth, MONTH_FORMAT_MESSAGE, monthOf, parseMonth } from "./month.ts";

describe("parseMonth (docs/decisions/001-canonical-month.md)", () => {
  it.each([
    ["January 2024", "2024-01"],
    ["Jan 2024", "2024-01"],
    ["2024-01", "2024-01"],
    ["march 2025", "2025-03"],
    ["MARCH 2025", "2025-03"],
    ["  Dec   2023  ", "2023-12"],
    ["Sep 2024", "2024-09"],
    ["September 2024", "2024-09"],
    ["May 2024", "2024-05"],
    ["Nov. 2026", "2026-11"],
    ["2026-12", "2026-12"],
  ])("%j → %s", (input, expected) => {
    expect(parseMonth(input)).toEqual({ ok: true, value: expected });
  });

  it.each([
    "",
    "   ",
    "2024",
    "January",
    "2024-13",
    "2024-00",
    "2024-1",
    "24-01",
    "01/2024",
    "2024/01",
    "Janu 2024",
    "Sept 2024",
    "January, 2024",
    "January 24",
    "Smarch 2024",
    "2024 January",
    "January 2024 extra",
    "0999-01",
  ])("refuses %j with the accepted forms", (input) => {
    expect(parseMonth(input)).toEqual({ ok: false, message: MONTH_FORMAT_MESSAGE });
  });

  it("names the accepted forms in its message", () => {
    expect(MONTH_FORMAT_MESSAGE).toBe("Enter the month as 'January 2024', 'Jan 2024' or '2024-01'");
  });
});

describe("formatMonth", () => {
  it("shows the canonical month as 'January 2024'", () => {
    expect(formatMonth("2024-01")).toBe("January 2024");
    expect(formatMonth("2025-12")).toBe("December 2025");
  });

  it("round-trips every month", () => {
    for (let m = 1; m <= 12; m++) {
      const canonical = `2030-${String(m).padStart(2, "0")}`;
      expect(parseMonth(formatMonth(canonical))).toEqual({ ok: true, value: canonical });
    }
  });

  it("shows a value that is not canonical as it is", () => {
    expect(formatMonth("someday")).toBe("someday");
  });
});

describe("isCanonicalMonth and monthOf", () => {
  it("tells canonical values apart", () => {
    expect(isCanonicalMonth("2024-01")).toBe(true);
    expect(isCanonicalMonth("January 2024")).toBe(false);
  });

  it("gives the month of a date", () => {
    expect(monthOf(new Date("2026-11-30T23:00:00Z"))).toBe("2026-11");
    expect(monthOf(new Date("2024-02-01T00:00:00Z"))).toBe("2024-02");
  });
});
