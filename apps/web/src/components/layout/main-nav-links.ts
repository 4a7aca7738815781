import {
  IconArticle,
  IconBed,
  IconCar,
  IconHome,
  IconMapRoute,
  IconPlane,
  IconToolsKitchen2,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { PlainTextKey } from '../../lib/use-translation';

export interface NavItem {
  to: string;
  /** Key in the `layout` namespace. */
  label: PlainTextKey<'layout'>;
  icon: ComponentType<{ size?: number; stroke?: number; 'aria-hidden'?: boolean | 'true' }>;
  /** Active only on this exact path (the home link). */
  end?: boolean;
}

/** Spec section 2: the header links, in order. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/', label: 'nav.home', icon: IconHome, end: true },
  { to: '/hotels', label: 'nav.hotels', icon: IconBed },
  { to: '/flights', label: 'nav.flights', icon: IconPlane },
  { to: '/car-transfers', label: 'nav.carTransfers', icon: IconCar },
  { to: '/blog', label: 'nav.blog', icon: IconArticle },
  { to: '/packages', label: 'nav.packages', icon: IconMapRoute },
  { to: '/restaurants', label: 'nav.restaurants', icon: IconToolsKitchen2 },
];

export function isActivePath(pathname: string, to: string, end = false): boolean {
  if (end || to === '/') return pathname === to;
  return pathname === to || pathname.startsWith(`${to}/`);
}
