/**
 * The built app (`npm test` builds it before Vitest runs) can only ask a wallet for an
 * ERC-20 `transfer`, a native send and `personal_sign`: no allowance or permit function
 * (by name or selector) and no other signing method is in any shipped script. And the
 * entry chunk carries no wallet code.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = path.resolve(import.meta.dirname, '../../../dist');
const assets = path.join(dist, 'assets');

function scripts(): Array<{ file: string; code: string }> {
  if (!existsSync(assets)) throw new Error(`no build in ${dist}: run npm run build -w @yc/web first`);
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(path.join(assets, file), 'utf8') }));
}

const FORBIDDEN: Array<[string, RegExp]> = [
  ['ERC-20/ERC-721 approval or permit functions', /(["'`])(approve|permit|setApprovalForAll|increaseAllowance)\1/],
  // approve(address,uint256), permit(...) of EIP-2612, setApprovalForAll(address,bool)
  ['their selectors', /095ea7b3|d505accf|a22cb465/i],
  ['eth_sign', /(["'`])eth_sign\1/],
  ['typed-data signing', /eth_signTypedData/],
];

describe('the built bundle', () => {
  const all = scripts();

  it('holds the wallet code, so the checks below look at something', () => {
    expect(all.some(({ code }) => code.includes('personal_sign') && code.includes('viem@'))).toBe(true);
  });

  it.each(FORBIDDEN)('requests no %s', (_what, pattern) => {
    expect(all.filter(({ code }) => pattern.test(code)).map(({ file }) => file)).toEqual([]);
  });

  it('keeps wagmi and viem out of the entry chunk', () => {
    const entry = /assets\/(index-[\w-]+\.js)/.exec(readFileSync(path.join(dist, 'index.html'), 'utf8'))?.[1];
    const code = all.find((s) => s.file === entry)?.code;
    expect(code).toBeDefined();
    expect(code).not.toContain('viem@');
    expect(code).not.toMatch(/wagmi/i);
  });
});
