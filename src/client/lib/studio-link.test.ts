import { describe, expect, it } from "vitest";
import { editScriptPath, parseStudioBinding, writeScriptPath } from "./studio-link.ts";

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
