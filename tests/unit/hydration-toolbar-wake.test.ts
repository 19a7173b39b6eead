import { describe, expect, it } from 'vitest';
import { hashOpensCode, toolbarWake } from '../../src/lib/hydration/toolbar-wake';

const base = {
  anchor: 'BasicGrid',
  hash: '',
  search: '',
  pressedVariant: 'TS',
  readerVariant: 'TS',
  customTheme: false,
};

describe('when a demo toolbar hydrates', () => {
  it('waits for the reader when its server HTML is what the reader should see', () => {
    expect(toolbarWake(base)).toBeUndefined();
    expect(toolbarWake({ ...base, hash: '#OtherDemo.js' })).toBeUndefined();
    expect(toolbarWake({ ...base, readerVariant: undefined })).toBeUndefined();
  });

  it('hydrates at once when the URL asks for its demo’s code', () => {
    expect(toolbarWake({ ...base, hash: '#BasicGrid.js' })).toBe('now');
    expect(toolbarWake({ ...base, hash: '#BasicGrid.tsx' })).toBe('now');
    expect(toolbarWake({ ...base, hash: '#BasicGrid' })).toBeUndefined();
  });

  it('hydrates near the view, after the demos, when the reader’s code language is not the one pressed', () => {
    expect(toolbarWake({ ...base, readerVariant: 'JS' })).toBe('idle');
  });

  it('hydrates near the view when the reader’s theme differs (its server HTML is kept invisible until then)', () => {
    expect(toolbarWake({ ...base, customTheme: true })).toBe('idle');
  });

  it('hydrates near the view when the URL asks for another language', () => {
    expect(toolbarWake({ ...base, search: '?userLanguage=zh' })).toBe('idle');
  });

  it('reads encoded anchors', () => {
    expect(hashOpensCode('Démo', `#${encodeURIComponent('Démo')}.js`)).toBe(true);
  });
});
