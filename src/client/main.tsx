import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense, startTransition, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { ApiError } from "@/lib/api.ts";
import { startI18n } from "@/lib/i18n.ts";
import { toastsWanted } from "@/lib/toast.ts";
import { createAppRouter, loadAuthPage } from "./router.tsx";
import "./index.css";

// Toasts' code loads with the first toast (lib/toast.ts): it is not in the entry.
const Toaster = lazy(async () => ({ default: (await import("@/components/ui/sonner.tsx")).Toaster }));
function Toasts() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster closeButton />
    </Suspense>
  ) : null;
}

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer (no session, wrong role, not found) won't change on retry.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

const router = createAppRouter(queryClient);

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element");

function render(container: HTMLElement) {
  // A transition, so React renders the first screen in slices and the page stays responsive while
  // it does (Lighthouse's total blocking time on a slow phone), instead of in one long task.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toasts />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}

// On /auth the page's code is already on its way (index.html preloads it with the entry): the first
// render waits for it, so the first paint is the sign-in form rather than a spinner the form then
// replaces. Elsewhere (and if it fails to load, which the router then reports) it renders at once.
// The translations start first in every case (decision 040): the shell's catalogue, in the reader's
// language, is there before anything renders.
const firstScreen = Promise.all([
  startI18n(),
  window.location.pathname === "/auth" ? loadAuthPage() : Promise.resolve(),
]);
void firstScreen.then(
  () => render(root),
  () => render(root),
);
