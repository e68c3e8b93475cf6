import { useEffect, useRef, useState } from "react";

// A dashboard draws half a dozen charts at once. Drawn together, they are one long task that keeps
// the page from answering input (Lighthouse's total blocking time counted 170 ms and more of it);
// drawn one after the other, a frame apart, each is a short task. A chart takes a turn, draws,
// and hands the turn on after the browser has painted.

const waiting: Array<() => void> = [];
let busy = false;

function next() {
  const grant = waiting.shift();
  if (grant) grant();
  else busy = false;
}

function take(grant: () => void): () => void {
  let granted = false;
  const mine = () => {
    granted = true;
    grant();
  };
  if (busy) waiting.push(mine);
  else {
    busy = true;
    mine();
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const at = waiting.indexOf(mine);
    if (at >= 0) waiting.splice(at, 1);
    // After the next paint, then in a task of its own.
    else if (granted) requestAnimationFrame(() => setTimeout(next, 0));
  };
}

/**
 * Whether this chart may draw now (`ready`), and `drawn` to call once it has: the next chart's turn
 * comes after the next paint. A chart that leaves the page gives its turn up.
 */
export function useChartTurn(enabled: boolean): { ready: boolean; drawn: () => void } {
  const [ready, setReady] = useState(false);
  const release = useRef<() => void>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const give = take(() => setReady(true));
    release.current = give;
    return give;
  }, [enabled]);
  return { ready, drawn: () => release.current?.() };
}
