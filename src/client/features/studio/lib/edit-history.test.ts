import { describe, expect, it } from "vitest";
import {
  applyEdit,
  canRedo,
  canUndo,
  commit,
  commitTyping,
  createEditor,
  createHistory,
  redo,
  redoEdit,
  replaceRange,
  typeText,
  undo,
  undoEdit,
} from "./edit-history.ts";

describe("undo and redo history", () => {
  it("undoes and redoes steps in order", () => {
    let history = createHistory("a");
    history = commit(history, "ab");
    history = commit(history, "abc");
    history = undo(history);
    expect(history.present).toBe("ab");
    history = undo(history);
    expect(history.present).toBe("a");
    expect(undo(history)).toBe(history);
    history = redo(redo(history));
    expect(history.present).toBe("abc");
    expect(redo(history)).toBe(history);
  });

  it("drops the redo branch on a new step and takes no step for the same text", () => {
    let history = commit(commit(createHistory("a"), "b"), "c");
    history = undo(history);
    history = commit(history, "d");
    expect(history).toEqual({ past: ["a", "b"], present: "d", future: [] });
    expect(commit(history, "d")).toBe(history);
  });

  it("keeps at most the limit of steps back", () => {
    let history = createHistory("0");
    for (let i = 1; i <= 10; i++) history = commit(history, String(i), 3);
    expect(history.past).toEqual(["7", "8", "9"]);
  });
});

describe("the script editor", () => {
  it("makes a typing pause one step", () => {
    let editor = createEditor("Hello world");
    editor = typeText(editor, "Hello there world");
    expect(canUndo(editor)).toBe(true);
    editor = commitTyping(editor);
    expect(editor.history.past).toEqual(["Hello world"]);
    editor = undoEdit(editor);
    expect(editor.text).toBe("Hello world");
    expect(canRedo(editor)).toBe(true);
    editor = redoEdit(editor);
    expect(editor.text).toBe("Hello there world");
  });

  it("undoes typing that has not paused yet back to the last step", () => {
    let editor = applyEdit(createEditor("one"), "two");
    editor = typeText(editor, "two three");
    editor = undoEdit(editor);
    expect(editor.text).toBe("two");
    editor = undoEdit(editor);
    expect(editor.text).toBe("one");
    editor = redoEdit(redoEdit(editor));
    expect(editor.text).toBe("two three");
  });

  it("keeps typing before a tool's result as its own step", () => {
    let editor = typeText(createEditor("draft"), "draft typed");
    editor = applyEdit(editor, "draft rewritten");
    expect(editor.history.past).toEqual(["draft", "draft typed"]);
    expect(editor.text).toBe("draft rewritten");
  });

  it("has nothing to redo after typing following an undo", () => {
    let editor = undoEdit(applyEdit(createEditor("a"), "b"));
    editor = typeText(editor, "a!");
    expect(canRedo(editor)).toBe(false);
    expect(redoEdit(editor).text).toBe("a!");
  });

  it("replaces exactly the selection", () => {
    expect(replaceRange("The quick fox", 4, 9, "slow")).toBe("The slow fox");
    expect(replaceRange("abc", 3, 3, "d")).toBe("abcd");
  });
});
