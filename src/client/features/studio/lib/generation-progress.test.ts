import { describe, expect, it } from "vitest";
import { generationMessage, generationProgress } from "./generation-progress.ts";

describe("script generation progress", () => {
  it("starts at 0 and follows the words received against duration × 150", () => {
    expect(generationProgress(0, 10)).toBe(0);
    expect(generationProgress(150, 10)).toBe(10);
    expect(generationProgress(750, 10)).toBe(50);
  });

  it("follows the picked channel's rate when there is one (issue 11)", () => {
    expect(generationProgress(600, 10, "en", 120)).toBe(50);
    expect(generationProgress(600, 10)).toBe(40);
  });

  it("measures a Japanese script in characters at 300 a minute, a Spanish one in words at 160 (decision 038)", () => {
    expect(generationProgress(1500, 10, "ja")).toBe(50);
    expect(generationProgress(1500, 10, "ja", 180)).toBe(41);
    expect(generationProgress(800, 10, "es")).toBe(50);
  });

  it("never passes 90 before success", () => {
    expect(generationProgress(1350, 10)).toBe(90);
    expect(generationProgress(5000, 10)).toBe(90);
    expect(generationProgress(200, 0.5)).toBe(90);
  });

  it("changes the message at 30, 60 and 90", () => {
    expect(generationMessage(0)).toBe("Analyzing research data...");
    expect(generationMessage(29)).toBe("Analyzing research data...");
    expect(generationMessage(30)).toBe("Writing compelling content...");
    expect(generationMessage(59)).toBe("Writing compelling content...");
    expect(generationMessage(60)).toBe("Adding hooks and transitions...");
    expect(generationMessage(89)).toBe("Adding hooks and transitions...");
    expect(generationMessage(90)).toBe("Finalizing your script...");
    expect(generationMessage(100)).toBe("Finalizing your script...");
  });
});
