import { minutesToRead, wordCount } from '@yc/contract';
import { describe, expect, it } from 'vitest';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('counts words, not Markdown markup or link targets', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('## Heading\n\n- one\n- **two**\n\n1. three')).toBe(4);
    expect(wordCount('See [the guide](https://example.com/a/very/long/path?with=query) now.')).toBe(4);
    expect(wordCount("Don't send e-mail about 1,000.26 USDT")).toBe(6);
    expect(wordCount('Доход начисляется раз в сутки — 0,0261 % в день')).toBe(8);
  });

  it('rounds up at 200 words a minute, and is at least one minute', () => {
    expect(minutesToRead('')).toBe(1);
    expect(minutesToRead(words(1))).toBe(1);
    expect(minutesToRead(words(200))).toBe(1);
    expect(minutesToRead(words(201))).toBe(2);
    expect(minutesToRead(words(400))).toBe(2);
    expect(minutesToRead(`# Title\n\n${words(601)}`)).toBe(4);
  });
});
