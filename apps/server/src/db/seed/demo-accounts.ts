import type { Config } from '../../config.ts';

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: 'admin' | 'blog-admin' | 'user';
}

/** Development defaults, listed in the README. Production refuses to seed without ADMIN_EMAIL/ADMIN_PASSWORD. */
export const DEV_ADMIN = { email: 'admin@karadeniz.travel', password: 'Admin123!' };

export function demoAccounts(config: Config): DemoAccount[] {
  if (config.isProduction && (!config.ADMIN_EMAIL || !config.ADMIN_PASSWORD)) {
    throw new Error(
      'ADMIN_EMAIL and ADMIN_PASSWORD are required to seed in production (NODE_ENV=production)',
    );
  }
  const admin: DemoAccount = {
    name: 'Ayşe Yılmaz',
    email: config.ADMIN_EMAIL ?? DEV_ADMIN.email,
    password: config.ADMIN_PASSWORD ?? DEV_ADMIN.password,
    role: 'admin',
  };
  if (config.isProduction) return [admin];
  return [
    admin,
    { name: 'Mehmet Karadeniz', email: 'blog@karadeniz.travel', password: 'Blog123!', role: 'blog-admin' },
    { name: 'Layla Hassan', email: 'user@karadeniz.travel', password: 'User123!', role: 'user' },
  ];
}
