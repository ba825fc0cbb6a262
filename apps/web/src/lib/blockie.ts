/**
 * The wallet identicon ("blockie") of an address: the algorithm of the ethereum-blockies library that wallets and
 * explorers draw (8 × 8 cells, mirrored, three colours from a xorshift seeded by the lower-case address), so the
 * picture matches the one the investor sees in the wallet. See docs/decisions.md (wallet avatar).
 */

export interface Blockie {
  /** Row-major, `size` × `size`: 0 background, 1 colour, 2 spot colour. */
  cells: number[];
  size: number;
  color: string;
  background: string;
  spot: string;
}

export function blockie(address: string, size = 8): Blockie {
  const seed = [0, 0, 0, 0];
  const text = address.toLowerCase();
  for (let i = 0; i < text.length; i++) {
    const k = i % 4;
    seed[k] = ((seed[k] as number) << 5) - (seed[k] as number) + text.charCodeAt(i);
  }
  const rand = () => {
    const [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = seed;
    const t = s0 ^ (s0 << 11);
    seed[0] = s1;
    seed[1] = s2;
    seed[2] = s3;
    seed[3] = s3 ^ (s3 >> 19) ^ t ^ (t >> 8);
    return (seed[3] >>> 0) / ((1 << 31) >>> 0);
  };
  const colour = () => {
    const hue = Math.floor(rand() * 360);
    const saturation = rand() * 60 + 40;
    const lightness = (rand() + rand() + rand() + rand()) * 25;
    return `hsl(${hue},${saturation}%,${lightness}%)`;
  };
  const color = colour();
  const background = colour();
  const spot = colour();
  const half = Math.ceil(size / 2);
  const cells: number[] = [];
  for (let y = 0; y < size; y++) {
    const row = Array.from({ length: half }, () => Math.floor(rand() * 2.3));
    cells.push(...row, ...row.slice(0, size - half).reverse());
  }
  return { cells, size, color, background, spot };
}
