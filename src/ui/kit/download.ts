/**
 * Offers text or bytes to the user as a file download (no server involved). The object URL lives a second: the
 * download has taken its copy by then.
 */
export function download(fileName: string, data: string | Uint8Array, type = 'application/octet-stream'): void {
  const url = URL.createObjectURL(new Blob([data as string | Uint8Array<ArrayBuffer>], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
