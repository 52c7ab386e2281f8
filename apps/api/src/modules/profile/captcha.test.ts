import { describe, expect, it } from 'vitest';
import { captchaMatchesAny, captchaSvg, hashCaptchaAnswer, newCaptchaAnswer, newCaptchaQuestion } from './captcha';
import { GLYPHS } from './captcha-glyphs';

describe('captcha', () => {
  it('draws every character it can ask for, as paths only', () => {
    for (let i = 0; i < 20; i++) {
      const answer = newCaptchaAnswer();
      for (const ch of answer) expect(GLYPHS[ch], ch).toBeDefined();
      const svg = captchaSvg(answer);
      expect(svg).not.toContain('<text');
      expect(svg).not.toContain(answer);
    }
  });

  it('asks the text question in letters the image alphabet has', () => {
    const { words, answer } = newCaptchaQuestion();
    expect(words).toHaveLength(answer.length);
    for (const ch of answer) expect(GLYPHS[ch], ch).toBeDefined();
  });

  it('accepts either answer, case-insensitive and in other digit scripts', () => {
    const hashes = [hashCaptchaAnswer('s', 'AB23CD45'), hashCaptchaAnswer('s', '70214536')];
    expect(captchaMatchesAny('s', hashes, ' ab23cd45 ')).toBe(true);
    expect(captchaMatchesAny('s', hashes, '٧٠٢١٤٥٣٦')).toBe(true);
    expect(captchaMatchesAny('s', hashes, 'AB23CD46')).toBe(false);
  });
});
