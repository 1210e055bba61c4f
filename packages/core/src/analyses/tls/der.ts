/**
 * A minimal DER reader (X.690) for the few fields Node's X509Certificate does not expose in Node 20:
 * a certificate's signature algorithm, its issuer Name and key bytes (OCSP CertID), and OCSP
 * responses. Bounds-checked: malformed input gives null, never an exception.
 */

export interface DerNode {
  readonly tag: number;
  /** Offset of the tag byte. */
  readonly start: number;
  /** Offset of the contents. */
  readonly contentStart: number;
  /** Offset just past the contents. */
  readonly end: number;
}

/** The node at `pos`, or null when the header or the length does not fit. */
export function readNode(buf: Uint8Array, pos: number, limit = buf.length): DerNode | null {
  if (pos + 2 > limit) return null;
  const tag = buf[pos] ?? 0;
  if ((tag & 0x1f) === 0x1f) return null; // high tag numbers are not used by the structures read here
  let length = buf[pos + 1] ?? 0;
  let contentStart = pos + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    if (count === 0 || count > 4 || contentStart + count > limit) return null;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + (buf[contentStart + i] ?? 0);
    contentStart += count;
  }
  const end = contentStart + length;
  if (end > limit) return null;
  return { tag, start: pos, contentStart, end };
}

/** The children of a constructed node (null when one does not parse). */
export function childrenOf(buf: Uint8Array, node: DerNode): DerNode[] | null {
  const out: DerNode[] = [];
  let pos = node.contentStart;
  while (pos < node.end) {
    const child = readNode(buf, pos, node.end);
    if (child === null || out.length > 1000) return null;
    out.push(child);
    pos = child.end;
  }
  return out;
}

/** Follows a path of child indexes from the root node. */
export function pathOf(buf: Uint8Array, path: readonly number[]): DerNode | null {
  let node = readNode(buf, 0);
  for (const index of path) {
    if (node === null) return null;
    node = childrenOf(buf, node)?.[index] ?? null;
  }
  return node;
}

export function contents(buf: Uint8Array, node: DerNode): Uint8Array {
  return buf.subarray(node.contentStart, node.end);
}

export function whole(buf: Uint8Array, node: DerNode): Uint8Array {
  return buf.subarray(node.start, node.end);
}

/** Dotted text of an OBJECT IDENTIFIER node, or null. */
export function oidOf(buf: Uint8Array, node: DerNode | null): string | null {
  if (node?.tag !== 0x06) return null;
  const bytes = contents(buf, node);
  if (bytes.length === 0) return null;
  const first = bytes[0] ?? 0;
  const parts = [Math.min(2, Math.floor(first / 40)), first - Math.min(2, Math.floor(first / 40)) * 40];
  let value = 0;
  for (let i = 1; i < bytes.length; i++) {
    const b = bytes[i] ?? 0;
    value = value * 128 + (b & 0x7f);
    if ((b & 0x80) === 0) {
      parts.push(value);
      value = 0;
    }
  }
  return parts.join('.');
}

// ------------------------------------------------------------------------------------------------
// Writing (OCSP requests)

function lengthBytes(n: number): number[] {
  if (n < 0x80) return [n];
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return [0x80 | bytes.length, ...bytes];
}

/** One DER TLV. */
export function tlv(tag: number, body: Uint8Array | readonly number[]): Uint8Array {
  const b = [...body];
  return Uint8Array.from([tag, ...lengthBytes(b.length), ...b]);
}

export function sequence(...items: readonly Uint8Array[]): Uint8Array {
  return tlv(
    0x30,
    items.flatMap((i) => [...i]),
  );
}
