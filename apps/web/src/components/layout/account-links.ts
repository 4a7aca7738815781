import { canManageBlog } from '@app/shared/auth/rules';
import type { UserDto } from '@app/shared/auth/schemas';
import { IconLayoutDashboard, IconPencil, IconTicket, IconUser } from '@tabler/icons-react';
import type { NavItem } from './main-nav-links';

/**
 * Spec section 6, menu visibility: profile and bookings for everyone logged in; blog
 * management for admin, blog-admin or a user with permissions.blog; travel admin for admins.
 */
export function accountLinks(user: Pick<UserDto, 'role' | 'permissions'>): NavItem[] {
  const links: NavItem[] = [
    { to: '/profile', label: 'account.profile', icon: IconUser },
    { to: '/bookings', label: 'account.bookings', icon: IconTicket },
  ];
  if (canManageBlog(user)) links.push({ to: '/blog-admin', label: 'account.blogAdmin', icon: IconPencil });
  if (user.role === 'admin')
    links.push({ to: '/admin/packages', label: 'account.travelAdmin', icon: IconLayoutDashboard });
  return links;
}
