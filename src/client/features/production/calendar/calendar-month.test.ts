import { describe, expect, it } from "vitest";
import { addMonths, dayTitle, monthDays, monthTitle, monthWeeks, weekdayNames } from "./calendar-month.ts";

describe("calendar month arithmetic", () => {
  it("steps months across years", () => {
    expect(addMonths("2026-11", 1)).toBe("2026-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-03", -14)).toBe("2025-01");
  });

  it("lays a month out in weeks from Monday, with the neighbouring months' days outside it", () => {
    const weeks = monthWeeks("2026-11"); // 1 November 2026 is a Sunday
    expect(weeks[0].map((d) => d.day)).toEqual([
      "2026-10-26",
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
    ]);
    expect(weeks[0].filter((d) => d.inMonth).map((d) => d.day)).toEqual(["2026-11-01"]);
    expect(weeks.at(-1)?.at(-1)?.day).toBe("2026-12-06");
    expect(weeks.flat().filter((d) => d.inMonth)).toHaveLength(30);
    expect(monthWeeks("2027-02")).toHaveLength(4); // starts on a Monday, 28 days
    expect(monthDays("2028-02")).toHaveLength(29);
  });

  it("names months and days in English", () => {
    expect(monthTitle("2026-11")).toBe("November 2026");
    expect(dayTitle("2026-11-05")).toBe("Thursday, November 5, 2026");
    expect(weekdayNames()[0]).toEqual({ long: "Monday", short: "Mon" });
    expect(weekdayNames()[6]).toEqual({ long: "Sunday", short: "Sun" });
  });

  it("names them in the interface's other languages", () => {
    expect(monthTitle("2026-11", "es")).toBe("noviembre de 2026");
    expect(dayTitle("2026-11-05", "es")).toBe("jueves, 5 de noviembre de 2026");
    expect(weekdayNames("es")[0].long).toBe("lunes");
  });
});
