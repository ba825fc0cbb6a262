/** Saves a downloaded file under a name through a temporary object URL. */
export function saveBlob(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the URL to the download; revoking on the next task frees the blob.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
