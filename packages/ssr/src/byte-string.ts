// A page's HTML as renderHtml edits it: a string of its UTF-8 bytes, one character per byte
// (Node's 'latin1' encoding). One character beyond Latin-1 anywhere in a page (an en dash in a
// citation, a curly quote in a policy text) makes V8 store the whole page as a two-byte string,
// and every pass over it, and its encoding for the response, then costs several times as much.
// The markup the passes look for and write is ASCII, whose bytes are its characters, so they work
// on byte strings as they are.
//
// Node's global Buffer, not an import of node:buffer: the browser build of a page's modules also
// reaches this file (through cached-fragment.tsx), drops it as unused, and would warn of the
// import.

/** A string of UTF-8 bytes, one character per byte. */
export type ByteString = string & { readonly utf8Bytes: unique symbol };

/** The byte string of some bytes of UTF-8. */
export function byteStringOf(bytes: Buffer): ByteString {
  return bytes.toString('latin1') as ByteString;
}

/** The byte string of a text. */
export function toByteString(text: string): ByteString {
  return byteStringOf(Buffer.from(text, 'utf8'));
}

/** The bytes a byte string holds. */
export function bytesOf(bytes: ByteString): Buffer<ArrayBuffer> {
  return Buffer.from(bytes, 'latin1');
}
