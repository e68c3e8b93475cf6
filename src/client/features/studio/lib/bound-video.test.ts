import { describe, expect, it } from "vitest";
import { ANGLE_MAX, configFromSavedScript, hasUnsavedText, researchFromVideo } from "./bound-video.ts";
import { createEditor, typeText } from "./edit-history.ts";
import { initialWork } from "./studio-work.ts";

describe("a studio bound to a video", () => {
  it("starts research from the video's title, with its keywords as the angle", () => {
    const research = researchFromVideo(initialWork.research, {
      title: "Editing in 10 minutes",
      targetKeywords: ["editing", "workflow"],
    });
    expect(research).toEqual({
      niche: "",
      topic: "Editing in 10 minutes",
      angle: "Target keywords: editing, workflow",
      targetAudience: "",
      channelId: "",
      ideaId: "",
    });
  });

  it("keeps what the member already typed", () => {
    const typed = {
      niche: "Gaming" as const,
      topic: "My own topic",
      angle: "My angle",
      targetAudience: "",
      channelId: "",
      ideaId: "",
    };
    expect(researchFromVideo(typed, { title: "Title", targetKeywords: ["a"] })).toEqual(typed);
  });

  it("puts only whole keywords in the angle, within its limit", () => {
    const keywords = Array.from({ length: 50 }, (_, i) => `keyword number ${i}`);
    const { angle } = researchFromVideo(initialWork.research, { title: "T", targetKeywords: keywords });
    expect(angle.length).toBeLessThanOrEqual(ANGLE_MAX);
    expect(angle.endsWith("keyword number 14")).toBe(true);
    expect(researchFromVideo(initialWork.research, { title: "T", targetKeywords: [] }).angle).toBe("");
  });

  it("takes the saved duration and tone only when the configure step can hold them", () => {
    expect(configFromSavedScript({ duration: 8, tone: "educational" })).toEqual({ duration: 8, tone: "educational" });
    expect(configFromSavedScript({ duration: null, tone: "shouty" })).toEqual({});
  });

  it("asks before 'Edit script' replaces text that differs from the saved one", () => {
    expect(hasUnsavedText(null, "Saved.")).toBe(false);
    expect(hasUnsavedText(createEditor("Saved."), "Saved.")).toBe(false);
    expect(hasUnsavedText(typeText(createEditor("Saved."), "Saved, then edited."), "Saved.")).toBe(true);
    expect(hasUnsavedText(createEditor("Generated, never saved."), "Saved.")).toBe(true);
  });
});
