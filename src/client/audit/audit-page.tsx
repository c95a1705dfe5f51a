import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDebouncedCallback } from '@mantine/hooks';
import { Alert, Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { AUDIT_ACTIONS, type AuditAction } from '../../shared/schemas/audit';
import { EMAIL_MAX } from '../../shared/schemas/login';
import { AUDIT_ACTION_TEXT, AUDIT_TEXT as T } from '../../shared/messages/audit';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { AUDIT_QUERY, auditPage, type AuditEntry } from '../api/audit';
import { ApiError } from '../api/client';
import { paths } from '../app/paths';
import { ShellTitle } from '../app/shell/shell-slots';
import { useSession } from '../app/signed-in-queries';
import { TAP_TARGET_PX } from '../app/theme';
import { whenText } from '../item/item-history';
import { ALL_AUDIT, auditRequest, auditViewParams, isFiltered, readAuditView, type AuditView } from './audit-view';
import { LoadingStatus } from '../widgets/loading-status';

/** Typing settles for this long before the server is asked: one request per word, not per key. */
const WHO_SETTLE_MS = 300;

const ACTION_CHOICES = [{ value: '', label: T.anyAction }, ...AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_TEXT[a] }))];
const isAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/**
 * The owner's audit trail (issue 28 item 5): who did what, when and from which address, newest
 * first, a page at a time, filtered by who, action and dates. The filters live in the address, so a
 * reload and Back keep them. One column on a phone: every entry reads top to bottom at 320 px.
 */
export function AuditPage() {
  const session = useSession();
  const role = session.data?.role;
  const [params, setParams] = useSearchParams();
  const view = readAuditView(params);
  const change = (next: Partial<AuditView>) =>
    setParams((before) => auditViewParams({ ...readAuditView(before), ...next }), { replace: true });

  // What the field shows; the address holds what was last asked for.
  const [who, setWho] = useState(view.who);
  const settleWho = useDebouncedCallback((text: string) => change({ who: text }), WHO_SETTLE_MS);

  const query = useInfiniteQuery({
    queryKey: [...AUDIT_QUERY, view],
    queryFn: ({ pageParam, signal }) => auditPage(auditRequest(view, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // The entries on screen stay while the next filter loads.
    placeholderData: keepPreviousData,
    enabled: !session.isPending && role !== 'staff',
  });
  const forbidden = role === 'staff' || (query.error instanceof ApiError && query.error.status === 403);
  const entries = query.data?.pages.flatMap((p) => p.entries);

  let body: ReactNode;
  if (forbidden) {
    body = (
      <Alert color="yellow" data-testid="owner-only">
        {ACCOUNT_MESSAGES.ownerOnly}
      </Alert>
    );
  } else if (query.error && !entries) {
    body = (
      <Alert color="red" role="alert">
        {query.error.message}
      </Alert>
    );
  } else if (!entries) {
    body = <LoadingStatus size="sm" label={T.step} />;
  } else {
    body = (
      <>
        {query.error && (
          <Alert color="red" role="alert">
            {query.error.message}
          </Alert>
        )}
        <Text size="sm" c="dimmed" aria-live="polite">
          {entries.length === 0 ? T.none : T.shown(entries.length)}
        </Text>
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} data-testid="audit-entries">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Stack>
        {query.hasNextPage && (
          <Group justify="center">
            <Button variant="light" mih={TAP_TARGET_PX} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {T.loadMore}
            </Button>
          </Group>
        )}
      </>
    );
  }

  return (
    <Stack maw={960} mx="auto" gap="md" data-testid="audit">
      <ShellTitle>{T.title}</ShellTitle>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h3">
            {T.title}
          </Title>
          <Text c="dimmed" size="sm">
            {T.kept}
          </Text>
        </div>
        <Button component={Link} to={paths.activity} variant="light" h={TAP_TARGET_PX}>
          {T.activityLink}
        </Button>
      </Group>
      {!forbidden && (
        <Paper withBorder p="sm" radius="md" component="form" role="search" onSubmit={(e) => e.preventDefault()}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
            <TextInput
              label={T.who}
              placeholder={T.whoPlaceholder}
              value={who}
              maxLength={EMAIL_MAX}
              autoComplete="off"
              onChange={(e) => {
                setWho(e.currentTarget.value);
                settleWho(e.currentTarget.value);
              }}
            />
            <NativeSelect
              label={T.action}
              data={ACTION_CHOICES}
              value={view.action ?? ''}
              onChange={(e) => change({ action: isAction(e.currentTarget.value) ? e.currentTarget.value : null })}
            />
            <TextInput type="date" label={T.from} value={view.from} onChange={(e) => change({ from: e.currentTarget.value })} />
            <TextInput type="date" label={T.to} value={view.to} onChange={(e) => change({ to: e.currentTarget.value })} />
          </SimpleGrid>
          {isFiltered(view) && (
            <Button
              variant="subtle"
              mt="xs"
              mih={TAP_TARGET_PX}
              onClick={() => {
                setWho('');
                settleWho.cancel();
                setParams(auditViewParams(ALL_AUDIT), { replace: true });
              }}
            >
              {T.clear}
            </Button>
          )}
        </Paper>
      )}
      {body}
    </Stack>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  return (
    <Paper component="li" withBorder p="sm" radius="md" data-testid="audit-entry" data-action={entry.action} data-ok={String(entry.ok)}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap">
          <Text fw={700}>{AUDIT_ACTION_TEXT[entry.action]}</Text>
          {!entry.ok && (
            <Badge color="red" variant="light">
              {T.failed}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {whenText(entry.at)}
        </Text>
      </Group>
      <Text style={{ overflowWrap: 'anywhere' }} data-testid="audit-who">
        {entry.who}
      </Text>
      {entry.what && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="audit-what">
          {entry.what}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {T.address}: {entry.address}
      </Text>
    </Paper>
  );
}
