import { describe, expect, it, vi } from 'vitest';
import { LOCATE_OPTIONS, locate } from './locate';

const device = (answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) => {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) =>
      answer(ok, fail ?? (() => {})),
  );
  return { geolocation: { getCurrentPosition } as unknown as Geolocation, getCurrentPosition };
};

describe('the device’s position', () => {
  it('asks with high accuracy, a 10 s timeout and no position kept from before, and rounds to six decimals', async () => {
    const { geolocation, getCurrentPosition } = device((ok) =>
      ok({ coords: { latitude: 41.00150049, longitude: 39.71779951 } } as GeolocationPosition),
    );
    await expect(locate(geolocation)).resolves.toEqual({ latitude: 41.0015, longitude: 39.7178 });
    expect(getCurrentPosition.mock.calls[0]?.[2]).toEqual(LOCATE_OPTIONS);
    expect(LOCATE_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 0 });
  });

  it('says which of the spec’s alerts applies', async () => {
    const failing = (code: number) =>
      device((_, fail) => fail({ code } as GeolocationPositionError)).geolocation;
    await expect(locate(failing(1))).rejects.toBe('denied');
    await expect(locate(failing(2))).rejects.toBe('positionUnavailable');
    await expect(locate(failing(3))).rejects.toBe('timeout');
    await expect(locate(failing(9))).rejects.toBe('unknown');
    await expect(locate(null as unknown as undefined)).rejects.toBe('unsupported');
  });
});
