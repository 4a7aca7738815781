import { create as contentDisposition } from 'content-disposition';

/**
 * What may go into a response header. A header holds only visible ASCII, and a value built from
 * what someone wrote (an Arabic slug, a Turkish name) would stop the answer with a 500; every header
 * carrying such text is made here.
 */

/** A `Location`: characters outside visible ASCII percent-encoded (UTF-8), the rest as given. */
export function locationHeader(location: string): string {
  return location.replace(/[^\x21-\x7e]+/g, (run) => encodeURIComponent(run));
}

/** `Content-Disposition: attachment` for a download named `filename` in any script (RFC 6266). */
export function attachmentHeader(filename: string): string {
  return contentDisposition(filename, { type: 'attachment' });
}
