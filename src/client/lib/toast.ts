// Toasts through sonner, loaded after the first paint: no page needs it (9 KB compressed) to draw.
// A toast asked for before sonner and its Toaster are there is shown once they are: sonner itself
// drops toasts made while no Toaster listens.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast.success>[0];
type Kind = "success" | "error" | "info" | "warning" | "loading";
type ToastId = string | number;

let toasterMounted!: () => void;
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
/** Called by the Toaster (components/ui/sonner.tsx) once it listens. */
export const markToasterMounted = () => toasterMounted();

// The Toaster itself is mounted by main.tsx once a first toast is asked for: most page loads show
// none, and then load none of it.
let wanted = false;
const wantListeners = new Set<() => void>();
/** For useSyncExternalStore: whether a toast has been asked for yet. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    wantListeners.add(listener);
    return () => wantListeners.delete(listener);
  },
  get: () => wanted,
};

let sonner: Promise<typeof sonnerToast> | undefined;
const loaded = () => {
  if (!wanted) {
    wanted = true;
    for (const listener of wantListeners) listener();
  }
  sonner ??= Promise.all([import("sonner"), mounted]).then(([module]) => module.toast);
  return sonner;
};

let counter = 0;
function show(kind: Kind, message: Message, data?: ExternalToast): ToastId {
  // The id is ours, so a caller can update or dismiss the toast before sonner has loaded.
  const id = data?.id ?? `toast-${++counter}`;
  void loaded().then((toast) => toast[kind](message, { ...data, id }));
  return id;
}

export const toast = {
  success: (message: Message, data?: ExternalToast) => show("success", message, data),
  error: (message: Message, data?: ExternalToast) => show("error", message, data),
  info: (message: Message, data?: ExternalToast) => show("info", message, data),
  warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
  loading: (message: Message, data?: ExternalToast) => show("loading", message, data),
  dismiss: (id?: ToastId) => void loaded().then((toast) => toast.dismiss(id)),
};
