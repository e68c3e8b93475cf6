import { lazyWhenOpen } from "@/components/lazy-when-open.tsx";

// The library's forms and confirmations load when first opened: a visit to a channel or a folder
// rarely opens one, and with them come react-hook-form and the zod schemas (lazy-when-open.tsx).
export const CreateFolderDialog = lazyWhenOpen(
  async () => (await import("./create-folder-dialog.tsx")).CreateFolderDialog,
);
export const CreateVideoDialog = lazyWhenOpen(
  async () => (await import("./create-video-dialog.tsx")).CreateVideoDialog,
);
export const DeleteChannelDialog = lazyWhenOpen(
  async () => (await import("./delete-channel-dialog.tsx")).DeleteChannelDialog,
);
export const DeleteFolderDialog = lazyWhenOpen(
  async () => (await import("./delete-folder-dialog.tsx")).DeleteFolderDialog,
);
export const EditChannelDialog = lazyWhenOpen(
  async () => (await import("./edit-channel-dialog.tsx")).EditChannelDialog,
);
export const EditFolderDialog = lazyWhenOpen(async () => (await import("./edit-folder-dialog.tsx")).EditFolderDialog);
export const DeleteVideoDialog = lazyWhenOpen(
  async () => (await import("./delete-video-dialog.tsx")).DeleteVideoDialog,
);
export const RenameVideoDialog = lazyWhenOpen(
  async () => (await import("./rename-video-dialog.tsx")).RenameVideoDialog,
);
