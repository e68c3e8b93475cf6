import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";

/**
 * Query parameters that say something once, where a redirect came back (Google's sign-in: `connect`,
 * `connect_error`): their values as the page opened, then taken out of the address, so a reload does
 * not say it again. Absent ones are null.
 */
export function useTakenSearchParams<Name extends string>(...names: Name[]): Record<Name, string | null> {
  const [params, setParams] = useSearchParams();
  const [taken] = useState(
    () => Object.fromEntries(names.map((name) => [name, params.get(name)])) as Record<Name, string | null>,
  );
  const inAddress = names.some((name) => params.has(name));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names are the caller's constants.
  useEffect(() => {
    if (!inAddress) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of names) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [inAddress, setParams]);
  return taken;
}
