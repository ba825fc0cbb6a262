/** The users list: a search box read by the server (e-mail, login or name prefix, wallet, id, referral id), filters, pages. */
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { USER_ROLES, USER_STATUSES } from '@yc/contract/admin-users';
import { useState } from 'react';
import { ColumnsTable } from '../../../components/ui/columns-table.tsx';
import { consoleList, FilterGrid } from '../../../components/ui/console-list.tsx';
import { KeysetListView } from '../../../components/ui/keyset-list-view.tsx';
import { LocalizedLink } from '../../../components/ui/localized-link.tsx';
import { MUTED } from '../../../components/ui/text-styles.ts';
import { paths } from '../../../config/paths.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { type UserFilters, useUsers } from '../api/get-users.ts';
import classes from './admin-users.module.css';
import { UserStatusBadge } from './user-status-badge.tsx';

/** Typing asks the server once the typing pauses. */
const TYPING_PAUSE_MS = 400;

export function UsersSearch() {
  const { t } = useTranslation('admin-users');
  const [typed, setTyped] = useState<UserFilters>({});
  const [debounced] = useDebouncedValue(typed, TYPING_PAUSE_MS);
  const filters: UserFilters = { ...debounced, q: debounced.q?.trim() || undefined };
  const list = useUsers(filters);
  const set = (name: keyof UserFilters, value: string) => setTyped({ ...typed, [name]: value || undefined });
  const heading = (column: string) => t(`column.${column}`);

  return (
    <Stack gap="md">
      <FilterGrid>
        <TextInput
          className={classes.search}
          type="search"
          label={t('search.label')}
          description={t('search.hint')}
          leftSection={<IconSearch size={16} />}
          value={typed.q ?? ''}
          onChange={(e) => set('q', e.currentTarget.value)}
          spellCheck={false}
          autoCapitalize="none"
        />
        <NativeSelect
          label={t('filter.role')}
          value={typed.role ?? ''}
          onChange={(e) => set('role', e.currentTarget.value)}
          data={[
            { value: '', label: t('filter.any') },
            ...USER_ROLES.map((r) => ({ value: r, label: t(`role.${r}`) })),
          ]}
        />
        <NativeSelect
          label={t('filter.status')}
          value={typed.status ?? ''}
          onChange={(e) => set('status', e.currentTarget.value)}
          data={[
            { value: '', label: t('filter.any') },
            ...USER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
          ]}
        />
        <Button variant="default" disabled={!Object.values(typed).some(Boolean)} onClick={() => setTyped({})}>
          {t('filter.clear')}
        </Button>
      </FilterGrid>
      <KeysetListView list={list} empty={t('empty')}>
        {(items) => (
          <ColumnsTable<(typeof items)[number]>
            label={t('table')}
            rows={items}
            rowKey={(user) => user.id}
            columns={[
              {
                heading: heading('user'),
                cell: (user) => (
                  <span className={consoleList.wrap}>
                    <LocalizedLink to={paths.admin.user(user.id)}>{user.login ?? user.email ?? user.id}</LocalizedLink>
                    {user.name && (
                      <Text component="span" display="block" size="xs" c={MUTED}>
                        {user.name}
                      </Text>
                    )}
                  </span>
                ),
              },
              { heading: heading('role'), cell: (user) => (user.role ? t(`role.${user.role}`) : '—') },
              { heading: heading('status'), cell: (user) => <UserStatusBadge status={user.status} /> },
              {
                heading: heading('wallet'),
                cell: (user) => <span className={consoleList.wrap}>{user.wallet ?? '—'}</span>,
              },
              {
                heading: heading('created'),
                cell: (user) => <time dateTime={user.createdAt}>{user.createdAt.slice(0, 10)}</time>,
              },
            ]}
          />
        )}
      </KeysetListView>
    </Stack>
  );
}
