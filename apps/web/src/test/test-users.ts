import type { UserDto } from '@app/shared/auth/schemas';

export function testUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    _id: 'u1',
    name: 'Ayşe Yılmaz',
    email: 'ayse@example.com',
    phone: '',
    role: 'user',
    profileImage: '',
    permissions: { blog: false },
    preferences: { notifications: { email: false } },
    createdAt: '2027-01-01T00:00:00.000Z',
    ...overrides,
  };
}
