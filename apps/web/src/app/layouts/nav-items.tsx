import {
  IconCreditCard,
  IconFileDescription,
  IconLayoutDashboard,
  IconPlaneDeparture,
  type TablerIcon,
} from '@tabler/icons-react';
import type { AppRouteName, Permission } from '@visadesk/contract';

export interface NavLeaf {
  labelKey: string;
  path: string;
  route: AppRouteName;
}

export interface NavModule {
  key: string;
  labelKey: string;
  icon: TablerIcon;
  /** Seed-spec §2: every module requires this permission. */
  permission: Permission;
  /** A module is either a direct link or a group of children. */
  link?: NavLeaf;
  children?: NavLeaf[];
}

export const NAV_MODULES: NavModule[] = [
  {
    key: 'dashboard',
    labelKey: 'nav.dashboard',
    icon: IconLayoutDashboard,
    permission: 'edit-admins',
    link: { labelKey: 'nav.dashboard', path: '/dashboard', route: 'dashboard' },
  },
  {
    key: 'request',
    labelKey: 'nav.request',
    icon: IconFileDescription,
    permission: 'edit-admins',
    children: [{ labelKey: 'nav.list', path: '/requests/list', route: 'requests-list' }],
  },
  {
    key: 'visa',
    labelKey: 'nav.visa',
    icon: IconPlaneDeparture,
    permission: 'edit-admins',
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
    permission: 'edit-admins',
    children: [{ labelKey: 'nav.list', path: '/transactions/list', route: 'transactions-list' }],
  },
];
