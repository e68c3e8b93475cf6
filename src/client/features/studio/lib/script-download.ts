/** spec §9: the script downloads as 'youtube-script-{timestamp}.txt' (milliseconds since 1970). */
export function scriptFileName(now: Date = new Date()): string {
  return `youtube-script-${now.getTime()}.txt`;
}

/** Saves `text` as a UTF-8 text file through a temporary link. */
export function downloadText(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
