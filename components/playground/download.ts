/**
 * Saves server-sent data as a file. The Blob is always typed application/octet-stream, so the
 * browser never renders it (an HTML or SVG "resource" cannot run in this origin), and the URL is
 * revoked right after the click.
 */
export function downloadBlob(name: string, data: BlobPart): void {
  const url = URL.createObjectURL(new Blob([data], { type: 'application/octet-stream' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = safeFileName(name);
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadText(name: string, text: string): void {
  downloadBlob(name, text);
}

/** Decodes base64 (already checked) into bytes, in chunks so large blobs do not block long. */
export function base64Bytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** A file name from a server-chosen string: the last path segment, harmless characters only. */
export function safeFileName(name: string, fallback = 'download'): string {
  const last =
    name
      .split(/[/\\?#]/)
      .filter(Boolean)
      .pop() ?? '';
  const cleaned = last
    .replace(/[^\w.-]+/g, '_')
    .replace(/^\.+/, '')
    .slice(0, 100);
  return cleaned || fallback;
}
