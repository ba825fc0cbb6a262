import { describe, expect, it } from 'vitest';
import { blockie } from './blockie.ts';

const address = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc';

describe('blockie', () => {
  it('draws one picture per address, whatever its case', () => {
    expect(blockie(address)).toEqual(blockie(address.toLowerCase()));
    expect(blockie(address)).not.toEqual(blockie('0x70997970C51812dc3A010C7d01b50e0d17dc79C8'));
  });

  it('is 8 × 8 cells of three colours, mirrored left to right', () => {
    const { cells, size, color, background, spot } = blockie(address);
    expect(size).toBe(8);
    expect(cells).toHaveLength(64);
    expect(new Set(cells).size).toBeGreaterThan(1);
    for (const cell of cells) expect([0, 1, 2]).toContain(cell);
    for (let y = 0; y < 8; y++) {
      const row = cells.slice(y * 8, y * 8 + 8);
      expect(row).toEqual([...row].reverse());
    }
    for (const c of [color, background, spot]) expect(c).toMatch(/^hsl\(\d+,[\d.]+%,[\d.]+%\)$/);
  });
});
