/**
 * Keyboard layouts for the typosquat fuzzers `insertion` and `replacement`: a typing slip hits a key
 * next to the intended one. Three layouts cover most people who type Latin-script domain names in
 * Canada and Europe: QWERTY (English), QWERTZ (German, Swiss, Central Europe) and AZERTY (France,
 * Belgium).
 *
 * Source: the physical layouts, written as rows of the letter and digit keys (row 0 is the digit
 * row; on AZERTY the digits need Shift but the keys are still next to each other). Each row has the
 * horizontal offset of its first key in key widths, as on an ISO/ANSI staggered keyboard. Two keys
 * are neighbours when they sit side by side on one row, or on adjacent rows less than one key width
 * apart (so `g` touches `t y f h v b`, and `q` touches `1 2 w a`). Only `[a-z0-9]` keys are listed:
 * nothing else can appear in a host name label.
 *
 * To update: edit the rows; the adjacency is derived, never written by hand.
 */

export interface KeyboardLayout {
  readonly name: string;
  /** Rows from top to bottom: [offset in key widths, keys]. */
  readonly rows: readonly (readonly [offset: number, keys: string])[];
}

export const KEYBOARD_LAYOUTS: readonly KeyboardLayout[] = [
  {
    name: 'qwerty',
    rows: [
      [0, '1234567890'],
      [0.5, 'qwertyuiop'],
      [0.75, 'asdfghjkl'],
      [1.25, 'zxcvbnm'],
    ],
  },
  {
    name: 'qwertz',
    rows: [
      [0, '1234567890'],
      [0.5, 'qwertzuiop'],
      [0.75, 'asdfghjkl'],
      [1.25, 'yxcvbnm'],
    ],
  },
  {
    name: 'azerty',
    rows: [
      [0, '1234567890'],
      [0.5, 'azertyuiop'],
      [0.75, 'qsdfghjklm'],
      [1.25, 'wxcvbn'],
    ],
  },
];

/** Neighbouring keys of each key on one layout, in reading order (row by row, left to right). */
export function keyboardNeighbours(layout: KeyboardLayout): ReadonlyMap<string, readonly string[]> {
  const positions: { key: string; row: number; x: number }[] = [];
  layout.rows.forEach(([offset, keys], row) => {
    for (let col = 0; col < keys.length; col++)
      positions.push({ key: keys.charAt(col), row, x: offset + col });
  });
  const map = new Map<string, string[]>();
  for (const p of positions) {
    const near = positions.filter((q) => {
      if (q === p) return false;
      const dx = Math.abs(q.x - p.x);
      if (q.row === p.row) return dx === 1;
      return Math.abs(q.row - p.row) === 1 && dx < 1;
    });
    map.set(
      p.key,
      near.map((q) => q.key),
    );
  }
  return map;
}

/**
 * Neighbours of each key on any of the three layouts, merged without duplicates in layout order
 * (QWERTY first), so the fuzzers produce a deterministic order.
 */
export const KEYBOARD_ADJACENCY: ReadonlyMap<string, readonly string[]> = (() => {
  const merged = new Map<string, string[]>();
  for (const layout of KEYBOARD_LAYOUTS) {
    for (const [key, near] of keyboardNeighbours(layout)) {
      const list = merged.get(key) ?? [];
      for (const n of near) if (!list.includes(n)) list.push(n);
      merged.set(key, list);
    }
  }
  return merged;
})();
