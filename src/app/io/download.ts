/** Hands a file to the browser as a download, then lets its URL go once the click is done. */
export function downloadFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; a minute is generous for slow disks.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `bills-YYYY-MM-DD.csv` for the given ISO day. */
export function exportFileName(today: string): string {
  return `bills-${today}.csv`;
}
