import { describe, expect, it } from "vitest";
import type { PackagingContent } from "../../../../shared/schemas/packaging.ts";
import { EMPTY_PACKAGING, hasContent, mergeGenerated } from "./packaging-merge.ts";

const EDITED: PackagingContent = {
  titles: ["Generated one", "My own title"],
  chosenTitle: "My own title",
  description: "Edited description.",
  chapters: [
    { title: "Start", seconds: 0 },
    { title: "Middle", seconds: 30 },
    { title: "End", seconds: 60 },
  ],
  hashtags: ["sleep"],
  tags: ["edited tag"],
  thumbnailTexts: [{ text: "Edited", aim: "curiosity" }],
  source: "offline",
  defaultLanguage: null,
  translations: [],
};

describe("merging a generation into the package being edited", () => {
  it("regenerating the tags changes the tags only", () => {
    const next = mergeGenerated(EDITED, { tags: ["new tag"], source: "model", chaptersNote: null }, "tags");
    expect(next).toEqual({ ...EDITED, tags: ["new tag"], source: "model" });
  });

  it("new titles come first and a picked title of the member's stays picked", () => {
    const next = mergeGenerated(
      EDITED,
      { titles: ["Fresh A", "Fresh B"], source: "model", chaptersNote: null },
      "titles",
    );
    expect(next.titles).toEqual(["Fresh A", "Fresh B", "My own title"]);
    expect(next.chosenTitle).toBe("My own title");
    expect(next.description).toBe(EDITED.description);
  });

  it("the description brings its chapters and hashtags; a script too short leaves no chapters", () => {
    const next = mergeGenerated(
      EDITED,
      { description: "New.", hashtags: ["rest"], chapters: [], source: "offline", chaptersNote: "too short" },
      "description",
    );
    expect(next).toEqual({ ...EDITED, description: "New.", hashtags: ["rest"], chapters: [] });
  });

  it("knows when regenerating would replace something (asked first)", () => {
    expect(hasContent(EMPTY_PACKAGING, "all")).toBe(false);
    expect(hasContent(EDITED, "tags")).toBe(true);
    expect(hasContent({ ...EDITED, tags: [] }, "tags")).toBe(false);
  });
});
