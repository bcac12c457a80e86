import { describe, expect, it } from 'vitest';
import { entryScriptOf } from './version-check.ts';

describe('build check', () => {
  it('reads the entry script of a deployed index.html, whose hash tells one build from another', () => {
    const html = '<head><script defer src="/main.3f9a1c2b7d.js"></script><link href="/main.aa.css"></head>';
    expect(entryScriptOf(html)).toBe('/main.3f9a1c2b7d.js');
    expect(entryScriptOf('<p>maintenance</p>')).toBeUndefined();
  });
});
