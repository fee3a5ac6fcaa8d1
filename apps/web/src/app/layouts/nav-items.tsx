import {
  IconCreditCard,
  IconFileDescription,
  IconLayoutDashboard,
  IconMessages,
  IconPlaneDeparture,
  IconUserShield,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import type { AppRouteName } from '@visadesk/contract';

export interface NavLeaf {
  labelKey: string;
  path: string;
  /** Its screen's requirement (SCREEN_PERMISSIONS in the contract) decides whether it is shown. */
  route: AppRouteName;
}

export interface NavModule {
  key: string;
  labelKey: string;
  icon: TablerIcon;
  /** A module is either a direct link or a group of children. */
  link?: NavLeaf;
  children?: NavLeaf[];
}

export const NAV_MODULES: NavModule[] = [
  {
    key: 'dashboard',
    labelKey: 'nav.dashboard',
    icon: IconLayoutDashboard,
    link: { labelKey: 'nav.dashboard', path: '/dashboard', route: 'dashboard' },
  },
  {
    key: 'request',
    labelKey: 'nav.request',
    icon: IconFileDescription,
    children: [{ labelKey: 'nav.list', path: '/requests/list', route: 'requests-list' }],
  },
  // The support desk sits next to the requests it is mostly about.
  {
    key: 'tickets',
    labelKey: 'nav.tickets',
    icon: IconMessages,
    link: { labelKey: 'nav.tickets', path: '/tickets/list', route: 'tickets-list' },
  },
  {
    key: 'visa',
    labelKey: 'nav.visa',
    icon: IconPlaneDeparture,
    children: [
      { labelKey: 'nav.list', path: '/visa/list', route: 'visa-list' },
      { labelKey: 'nav.countries', path: '/visa/countries', route: 'visa-countries' },
      { labelKey: 'nav.requirements', path: '/visa/requirements', route: 'visa-requirements' },
    ],
  },
  {
    key: 'transactions',
    labelKey: 'nav.transactions',
    icon: IconCreditCard,
    children: [{ labelKey: 'nav.list', path: '/transactions/list', route: 'transactions-list' }],
  },
  // The two account lists: links of their own, not the avatar menu's (issue 27).
  {
    key: 'users',
    labelKey: 'nav.users',
    icon: IconUsers,
    link: { labelKey: 'nav.users', path: '/user/list', route: 'user-list' },
  },
  {
    key: 'admins',
    labelKey: 'nav.admins',
    icon: IconUserShield,
    link: { labelKey: 'nav.admins', path: '/admin/list', route: 'admin-list' },
  },
];
