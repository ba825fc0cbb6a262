/** Every /api/v1 call in one registry: the server routes it, the web client calls it. */
import { accountEndpoints } from './account.ts';
import { adminAuditEndpoints } from './admin-audit.ts';
import { adminBrandsEndpoints } from './admin-brands.ts';
import { adminConfigEndpoints } from './admin-config.ts';
import { adminContentEndpoints } from './admin-content.ts';
import { adminCorrectionsEndpoints } from './admin-corrections.ts';
import { adminDaoEndpoints } from './admin-dao.ts';
import { adminDepositsEndpoints } from './admin-deposits.ts';
import { adminOverviewEndpoints } from './admin-overview.ts';
import { adminPoolContentEndpoints } from './admin-pool-content.ts';
import { adminPoolsEndpoints } from './admin-pools.ts';
import { adminPricesEndpoints } from './admin-prices.ts';
import { adminProgrammeEndpoints } from './admin-programme.ts';
import { adminReportsEndpoints } from './admin-reports.ts';
import { adminSecurityEndpoints } from './admin-security.ts';
import { adminUsersEndpoints } from './admin-users.ts';
import { adminWithdrawalsEndpoints } from './admin-withdrawals.ts';
import { authEndpoints } from './auth.ts';
import { chainEndpoints } from './chain.ts';
import type { Endpoint } from './common.ts';
import { contentEndpoints } from './content.ts';
import { daoEndpoints } from './dao.ts';
import { ledgerEndpoints } from './ledger.ts';
import { notificationEndpoints } from './notifications.ts';
import { poolEndpoints } from './pools.ts';
import { referralEndpoints } from './referrals.ts';
import { systemEndpoints } from './system.ts';

export const api = {
  ...authEndpoints,
  ...accountEndpoints,
  ...systemEndpoints,
  ...chainEndpoints,
  ...poolEndpoints,
  ...ledgerEndpoints,
  ...referralEndpoints,
  ...notificationEndpoints,
  ...daoEndpoints,
  ...contentEndpoints,
  ...adminAuditEndpoints,
  ...adminSecurityEndpoints,
  ...adminUsersEndpoints,
  ...adminReportsEndpoints,
  ...adminDepositsEndpoints,
  ...adminWithdrawalsEndpoints,
  ...adminCorrectionsEndpoints,
  ...adminOverviewEndpoints,
  ...adminProgrammeEndpoints,
  ...adminDaoEndpoints,
  ...adminPoolContentEndpoints,
  ...adminContentEndpoints,
  ...adminPoolsEndpoints,
  ...adminPricesEndpoints,
  ...adminConfigEndpoints,
  ...adminBrandsEndpoints,
} as const satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type EndpointName = keyof Api;
