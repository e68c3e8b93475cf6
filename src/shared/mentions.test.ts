import { describe, expect, it } from "vitest";
import { mentionedUserIds, mentionToken, noteSegments, plainNote } from "./mentions.ts";

describe("mentions in a note's text", () => {
  it("a member's token round-trips: its id is mentioned, its name is shown", () => {
    const token = mentionToken({ id: "u_1-A", name: "Ana [Lead]\nSmith" });
    expect(token).toBe("@[Ana  Lead  Smith](u_1-A)");
    expect(mentionedUserIds(`hi ${token}`)).toEqual(["u_1-A"]);
    expect(noteSegments(`hi ${token}!`)).toEqual([
      { text: "hi " },
      { mention: { name: "Ana  Lead  Smith", userId: "u_1-A" } },
      { text: "!" },
    ]);
    expect(plainNote(`hi ${token}!`)).toBe("hi @Ana  Lead  Smith!");
  });

  it("each id once, in order; plain @names, broken tokens and markup are text", () => {
    const content = "@[B](b) @[A](a) @[B again](b) @ana @[x](bad id) @[y]( ) <b>@[z](</b>";
    expect(mentionedUserIds(content)).toEqual(["b", "a"]);
    expect(noteSegments("<img src=x onerror=alert(1)> @ana")).toEqual([{ text: "<img src=x onerror=alert(1)> @ana" }]);
    expect(noteSegments("")).toEqual([]);
  });
});
