import { describe, expect, it } from 'vitest';
import { codeAsWords, PREVIEW_LENGTH, previewOf } from './preview';

describe('a description’s preview', () => {
  it('keeps a description that fits whole', () => {
    expect(previewOf('A small hotel by the sea.')).toBe('A small hotel by the sea.');
    expect(previewOf('x'.repeat(PREVIEW_LENGTH))).toBe('x'.repeat(PREVIEW_LENGTH));
  });

  it('cuts a longer one at the last whole word within 100 characters, with an ellipsis', () => {
    const text = `${'word '.repeat(19)}wordy tail that goes on`;
    const preview = previewOf(text);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(PREVIEW_LENGTH + 1);
    expect(preview).toBe(`${'word '.repeat(19)}wordy…`);
    // No comma left before the ellipsis; a word that is longer than the preview is cut inside.
    expect(previewOf(`${'a'.repeat(98)}, more words`)).toBe(`${'a'.repeat(98)}…`);
    expect(previewOf('b'.repeat(150))).toBe(`${'b'.repeat(100)}…`);
  });

  it('writes a code without a name as words', () => {
    expect(codeAsWords('BAR or LOUNGE')).toBe('Bar or lounge');
    expect(codeAsWords('WI-FI_IN_ROOM')).toBe('Wi fi in room');
  });
});
