// Undo and redo of the edit step (issue 5 §6: the spec left them disabled; here they work). Each
// rewrite, grammar fix, restore and typing pause is one step. Snapshots of the whole script: simple,
// and bounded so the history still fits in localStorage with the rest of the work in progress.

export interface EditHistory {
  past: string[];
  present: string;
  future: string[];
}

/** How many steps back (and forward) are kept. */
export const HISTORY_LIMIT = 50;

export function createHistory(text: string): EditHistory {
  return { past: [], present: text, future: [] };
}

/** A new step: `text` becomes the present; the redo branch is dropped. Same text → no step. */
export function commit(history: EditHistory, text: string, limit = HISTORY_LIMIT): EditHistory {
  if (text === history.present) return history;
  return { past: [...history.past, history.present].slice(-limit), present: text, future: [] };
}

export function undo(history: EditHistory): EditHistory {
  if (history.past.length === 0) return history;
  const previous = history.past[history.past.length - 1];
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: EditHistory): EditHistory {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next, future: rest };
}

/**
 * The edited script: `text` is what the textarea shows; it differs from `history.present` while
 * typing has not paused yet. `original` is the generated script ('Restore a previous version').
 */
export interface EditorState {
  original: string;
  text: string;
  history: EditHistory;
}

export function createEditor(script: string): EditorState {
  return { original: script, text: script, history: createHistory(script) };
}

/** Typing: the text changes at once, the step is taken at the next pause (`commitTyping`). */
export function typeText(editor: EditorState, text: string): EditorState {
  return { ...editor, text };
}

export function commitTyping(editor: EditorState): EditorState {
  return { ...editor, history: commit(editor.history, editor.text) };
}

/** A tool's result (rewrite, grammar fix, restore): unsaved typing becomes a step of its own first. */
export function applyEdit(editor: EditorState, text: string): EditorState {
  const history = commit(commit(editor.history, editor.text), text);
  return { ...editor, text, history };
}

export function undoEdit(editor: EditorState): EditorState {
  const history = undo(commit(editor.history, editor.text));
  return { ...editor, text: history.present, history };
}

export function redoEdit(editor: EditorState): EditorState {
  // Typing since the last step starts a new branch: there is nothing to redo then.
  const history = redo(commit(editor.history, editor.text));
  return { ...editor, text: history.present, history };
}

export function canUndo(editor: EditorState): boolean {
  return editor.history.past.length > 0 || editor.text !== editor.history.present;
}

export function canRedo(editor: EditorState): boolean {
  return editor.history.future.length > 0 && editor.text === editor.history.present;
}

/** The exact replacement of a selection [start, end) by `replacement`. */
export function replaceRange(text: string, start: number, end: number, replacement: string): string {
  return text.slice(0, start) + replacement + text.slice(end);
}
