import { describe, expect, it } from 'vitest';
import { secretBox } from './secret-box.ts';

describe('secretBox', () => {
  it('opens what it sealed, and nothing sealed under another key or altered', () => {
    const box = secretBox('one-server-secret-that-is-long-enough');
    const sealed = box.seal('smtp-p@ss');
    expect(sealed).not.toContain('smtp-p@ss');
    expect(box.seal('smtp-p@ss')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('smtp-p@ss');
    expect(secretBox('another-server-secret-that-is-long').open(sealed)).toBeNull();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('tampered').toString('base64');
    expect(box.open(parts.join(':'))).toBeNull();
    expect(box.open('plain text')).toBeNull();
  });
});
