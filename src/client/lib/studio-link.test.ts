import { describe, expect, it } from "vitest";
import {
  editScriptPath,
  parseStudioBinding,
  parseStudioResearch,
  studioResearchPath,
  writeScriptPath,
} from "./studio-link.ts";

const ID = "3f2b8c1e-9a4d-4e5f-8b6a-1c2d3e4f5a6b";
const parse = (path: string) => parseStudioBinding(new URL(path, "http://localhost").searchParams);

describe("the studio's binding to a video", () => {
  it("reads 'Write script' and 'Edit script' addresses back", () => {
    expect(parse(writeScriptPath(ID))).toEqual({ videoId: ID, open: "write" });
    expect(parse(editScriptPath(ID))).toEqual({ videoId: ID, open: "saved" });
  });

  it("is unbound without a video, or with one that can't name a video", () => {
    expect(parse("/content-studio")).toBeNull();
    expect(parse("/content-studio?video=")).toBeNull();
    expect(parse("/content-studio?video=not-an-id&edit=saved")).toBeNull();
    expect(parse("/content-studio?video=%3Cscript%3E")).toBeNull();
  });

  it("writes (never opens a saved text) for any other edit value", () => {
    expect(parse(`/content-studio?video=${ID}&edit=yes`)).toEqual({ videoId: ID, open: "write" });
  });
});

describe("research prefilled by a link", () => {
  it("round-trips a topic and an angle, bound to a video or not", () => {
    const path = studioResearchPath({ topic: "Workbench on a budget", angle: 'Like "How I built one for $50?"' }, null);
    const params = new URLSearchParams(path.split("?")[1]);
    expect(parseStudioResearch(params)).toEqual({
      topic: "Workbench on a budget",
      angle: 'Like "How I built one for $50?"',
    });
    expect(parseStudioBinding(params)).toBeNull();
    const bound = new URLSearchParams(studioResearchPath({ topic: "T", angle: "" }, ID).split("?")[1]);
    expect(parseStudioBinding(bound)).toEqual({ videoId: ID, open: "write" });
    expect(parseStudioResearch(bound)).toEqual({ topic: "T", angle: "" });
  });

  it("names the idea research starts from, and ignores what can't name one", () => {
    const path = studioResearchPath({ topic: "T", angle: "A", ideaId: ID }, null);
    expect(parseStudioResearch(new URLSearchParams(path.split("?")[1]))).toEqual({
      topic: "T",
      angle: "A",
      ideaId: ID,
    });
    expect(parseStudioResearch(new URLSearchParams("topic=T&idea=not-an-id"))).toEqual({ topic: "T", angle: "" });
  });

  it("asks for nothing without a topic, and keeps within the form's limits", () => {
    expect(parseStudioResearch(new URLSearchParams("angle=x"))).toBeNull();
    const long = parseStudioResearch(new URLSearchParams({ topic: "t".repeat(300), angle: "a".repeat(400) }));
    expect(long?.topic).toHaveLength(200);
    expect(long?.angle).toHaveLength(300);
  });
});
