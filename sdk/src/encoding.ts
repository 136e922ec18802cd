/** Request bodies other than JSON, for the actions whose content type says so (the runtime table). */
/**
 * Encodes a request body that is not JSON: multipart for the review photos (files as they are, other
 * values as text), or a URL-encoded form. The transport loads this module with the first such body,
 * so pages that only send JSON never download it.
 */
export function encodeForm(contentType: string | undefined, body: Record<string, unknown>): unknown {
  if (contentType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item instanceof Blob) form.append(key, item);
        else form.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
      }
    }
    return form;
  }
  if (contentType === 'application/x-www-form-urlencoded') {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) params.append(key, String(value));
    return params.toString();
  }
  return body;
}
