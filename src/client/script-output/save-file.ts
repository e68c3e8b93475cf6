/** Saves a Blob as a file through a temporary link (every browser's download, no library needed). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the URL after this returns, later on a busy machine (a download whose URL is
  // already revoked fails silently). A script's few kilobytes can wait a minute.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
