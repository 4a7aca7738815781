import { describe, expect, it } from 'vitest';
import { errorMessage, fieldMessage } from './messages.ts';

/** The problem titles the API tests and clients rely on come from the shared catalogue. */
describe('problem messages', () => {
  it('title a problem in the request’s language', () => {
    expect(errorMessage('route_not_found', 'en')).toBe('There is no such API endpoint.');
    expect(errorMessage('invalid_credentials', 'en')).toBe('Invalid email or password');
    expect(errorMessage('image_too_large', 'en')).toBe('The image is too large. The limit is 8 MB.');
    expect(errorMessage('cancellation_window_closed', 'en')).toContain(
      'Free cancellation ends 24 hours before check-in',
    );
    expect(errorMessage('route_not_found', 'tr')).toBe('Böyle bir API uç noktası yok.');
    expect(errorMessage('route_not_found', 'ar')).toBe('لا توجد نقطة نهاية API بهذا الاسم.');
  });

  it('word a field issue in the request’s language, and an unknown code as "not valid"', () => {
    expect(fieldMessage('required', 'tr')).toBe('Bu alan zorunludur');
    expect(fieldMessage('made_up', 'en')).toBe('This value is not valid');
  });
});
