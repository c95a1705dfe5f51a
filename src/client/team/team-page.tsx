import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { CREDENTIAL_KINDS, ROLES, ROLE_TEXT, type CredentialKind, type Role } from '../../shared/schemas/accounts';
import {
  ACCOUNTS_QUERY,
  addAccount,
  listAccounts,
  resetAccount,
  setAccountRole,
  setAccountState,
  type AccountView,
  type Credentials,
} from '../api/accounts';
import { ApiError } from '../api/client';
import { paths } from '../app/paths';
import { ShellTitle } from '../app/shell/shell-slots';
import { useSession } from '../app/signed-in-queries';
import { TAP_TARGET_PX } from '../app/theme';
import { copyText } from './copy-text';
import { accountActions, fieldRefusal, lastSignInText, refusalOf, shownCredentials } from './team-view';
import { TEAM_TEXT } from './team-text';

const HOW_TEXT: Record<CredentialKind, string> = { password: TEAM_TEXT.howPassword, link: TEAM_TEXT.howLink };

/**
 * The owner's team (issue 28 item 2): every account with its role, state and last sign-in; add one,
 * reset a password, disable or enable, change the role. New credentials are shown once. Staff who
 * open it read that it is the owner's, as the server would answer them (403).
 */
export function TeamPage() {
  const session = useSession();
  const role = session.data?.role;
  // Staff are told at once; an unknown role (the session check failed) asks the server, which knows.
  const accounts = useQuery({
    queryKey: ACCOUNTS_QUERY,
    queryFn: ({ signal }) => listAccounts(signal),
    enabled: !session.isPending && role !== 'staff',
  });
  const forbidden = role === 'staff' || (accounts.error instanceof ApiError && accounts.error.status === 403);

  let body: ReactNode;
  if (forbidden) {
    body = <OwnerOnly message={role === 'staff' ? ACCOUNT_MESSAGES.ownerOnly : (accounts.error?.message ?? ACCOUNT_MESSAGES.ownerOnly)} />;
  } else if (accounts.error) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{accounts.error.message}</Text>
          <Button h={TAP_TARGET_PX} variant="light" color="red" onClick={() => void accounts.refetch()}>
            {TEAM_TEXT.retry}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!accounts.data) {
    body = (
      <Group gap="xs">
        <Loader size="sm" />
        <Text>{TEAM_TEXT.loading}</Text>
      </Group>
    );
  } else {
    body = (
      <>
        <AddAccount />
        <Title order={2} size="h4" mt="sm">
          {TEAM_TEXT.accounts}
        </Title>
        {accounts.data.accounts.map((account) => (
          <AccountCard key={account.email} account={account} me={account.email === session.data?.email} />
        ))}
      </>
    );
  }

  return (
    <Stack maw={640} mx="auto" gap="md" data-testid="team">
      <ShellTitle>{TEAM_TEXT.title}</ShellTitle>
      <Title order={1} size="h3">
        {TEAM_TEXT.title}
      </Title>
      {body}
    </Stack>
  );
}

function OwnerOnly({ message }: { message: string }) {
  return (
    <Alert color="yellow" data-testid="owner-only">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button component={Link} to={paths.home} h={TAP_TARGET_PX} variant="light">
          {TEAM_TEXT.home}
        </Button>
      </Stack>
    </Alert>
  );
}

/** One change at a time from a card or form: busy while it runs, the refusal kept to show beside it. */
function useAccountChange() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run<T>(change: () => Promise<T>): Promise<T | undefined> {
    setBusy(true);
    setError(null);
    try {
      return await change();
    } catch (failure) {
      setError(failure);
      return undefined;
    } finally {
      setBusy(false);
      // A refusal may still mean the list moved on (another owner's change): show it as it is.
      void queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY });
    }
  }
  return { busy, error, refusal: refusalOf(error), run, clear: () => setError(null) };
}

/** A choice drawn as cards: each a tap target of its own; long ones a full row each on a phone. */
function ChoiceCards<T extends string>(props: {
  label: string;
  value: T;
  options: readonly T[];
  text: (o: T) => string;
  onChange: (v: T) => void;
  hint?: string;
  long?: boolean;
}) {
  return (
    <Radio.Group label={props.label} description={props.hint} value={props.value} onChange={props.onChange}>
      <SimpleGrid cols={props.long ? { base: 1, xs: 2 } : 2} spacing="xs" mt={6}>
        {props.options.map((option) => (
          <Radio.Card key={option} value={option} radius="md" p="sm" mih={TAP_TARGET_PX} withBorder>
            <Group gap="xs" wrap="nowrap">
              <Radio.Indicator />
              <Text size="sm">{props.text(option)}</Text>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}

function AddAccount() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [how, setHow] = useState<CredentialKind>('password');
  const [given, setGiven] = useState<{ email: string; credentials: Credentials } | null>(null);
  const change = useAccountChange();
  const emailRefusal = fieldRefusal(change.error, 'email');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setGiven(null);
    const typed = email.trim().toLowerCase();
    const credentials = await change.run(() => addAccount({ email: typed, role, how }));
    if (credentials) {
      setGiven({ email: typed, credentials });
      setEmail('');
    }
  }

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="add-account">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="add-account">
            {TEAM_TEXT.add}
          </Title>
          <TextInput
            label={TEAM_TEXT.email}
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={emailRefusal}
            styles={{ input: { minHeight: TAP_TARGET_PX } }}
          />
          <ChoiceCards label={TEAM_TEXT.role} value={role} options={ROLES} text={(r) => ROLE_TEXT[r]} onChange={setRole} />
          <ChoiceCards
            long
            label={TEAM_TEXT.how}
            hint={TEAM_TEXT.howHint}
            value={how}
            options={CREDENTIAL_KINDS}
            text={(h) => HOW_TEXT[h]}
            onChange={setHow}
          />
          <Group gap="sm" align="center">
            <Button type="submit" h={TAP_TARGET_PX} loading={change.busy}>
              {TEAM_TEXT.add}
            </Button>
            {change.refusal && !emailRefusal && (
              <Text c="red" size="sm" role="alert" style={{ flex: '1 1 12rem' }}>
                {change.refusal}
              </Text>
            )}
          </Group>
          {given && <ShownOnce email={given.email} credentials={given.credentials} onDone={() => setGiven(null)} />}
        </Stack>
      </form>
    </Card>
  );
}

function AccountCard({ account, me }: { account: AccountView; me: boolean }) {
  const actions = accountActions(account);
  const change = useAccountChange();
  const [resetting, setResetting] = useState(false);
  const [given, setGiven] = useState<Credentials | null>(null);

  async function reset(how: CredentialKind) {
    setGiven(null);
    const credentials = await change.run(() => resetAccount({ email: account.email, how }));
    if (credentials) {
      setGiven(credentials);
      setResetting(false);
    }
  }

  return (
    <Card withBorder padding="md" data-testid="account" data-email={account.email} data-state={account.state} data-role={account.role}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {account.email}
          </Text>
          <Badge color={account.role === 'owner' ? 'teal' : 'gray'} variant="light">
            {ROLE_TEXT[account.role]}
          </Badge>
          {actions.disabled && (
            <Badge color="red" variant="light">
              {TEAM_TEXT.disabled}
            </Badge>
          )}
          {me && <Badge variant="outline">{TEAM_TEXT.you}</Badge>}
        </Group>
        <Text size="sm" c="dimmed" data-testid="last-sign-in">
          {lastSignInText(account.lastSignInAt)}
        </Text>
        {resetting ? (
          <Paper withBorder p="sm" bg="gray.0">
            <Text size="sm" mb="xs">
              {TEAM_TEXT.resetHint(account.email)}
            </Text>
            <Group gap="xs">
              <Button h={TAP_TARGET_PX} loading={change.busy} onClick={() => void reset('password')}>
                {TEAM_TEXT.resetNewPassword}
              </Button>
              <Button h={TAP_TARGET_PX} disabled={change.busy} variant="light" onClick={() => void reset('link')}>
                {TEAM_TEXT.resetLink}
              </Button>
              <Button h={TAP_TARGET_PX} variant="subtle" onClick={() => (setResetting(false), change.clear())}>
                {TEAM_TEXT.cancel}
              </Button>
            </Group>
          </Paper>
        ) : (
          <Group gap="xs">
            <Button h={TAP_TARGET_PX} variant="light" disabled={change.busy} onClick={() => (setResetting(true), setGiven(null))}>
              {TEAM_TEXT.reset}
            </Button>
            <Button
              h={TAP_TARGET_PX}
              variant="default"
              loading={change.busy}
              onClick={() => void change.run(() => setAccountState({ email: account.email, disabled: !actions.disabled }))}
            >
              {actions.stateLabel}
            </Button>
            <Button
              h={TAP_TARGET_PX}
              variant="default"
              disabled={change.busy}
              onClick={() => void change.run(() => setAccountRole({ email: account.email, role: actions.roleTo }))}
            >
              {actions.roleLabel}
            </Button>
          </Group>
        )}
        {change.refusal && (
          <Text c="red" size="sm" role="alert" data-testid="refusal">
            {change.refusal}
          </Text>
        )}
        {given && <ShownOnce email={account.email} credentials={given} onDone={() => setGiven(null)} />}
      </Stack>
    </Card>
  );
}

/** New credentials, shown once with a Copy button: the server keeps no way to show them again. */
function ShownOnce({ email, credentials, onDone }: { email: string; credentials: Credentials; onDone: () => void }) {
  const shown = shownCredentials(email, credentials, window.location.origin);
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <Paper withBorder p="sm" bg="yellow.0" data-testid="shown-once" role="status">
      <Stack gap="xs">
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {shown.label}
        </Text>
        <Text size="sm">{ACCOUNT_MESSAGES.shownOnce}</Text>
        {/* Wrapped, not cut off, the whole width: a link is read and checked whole before it is passed on. */}
        <Textarea
          ref={field}
          readOnly
          autosize
          minRows={1}
          value={shown.value}
          aria-label={shown.label}
          data-testid="credential"
          onFocus={(e) => e.currentTarget.select()}
          styles={{ input: { minHeight: TAP_TARGET_PX, fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' } }}
        />
        {shown.note && <Text size="sm">{shown.note}</Text>}
        <Group gap="xs">
          <Button h={TAP_TARGET_PX} onClick={() => void copyText(shown.value, field.current).then(setCopied)}>
            {copied ? TEAM_TEXT.copied : TEAM_TEXT.copy}
          </Button>
          <Button h={TAP_TARGET_PX} variant="subtle" onClick={onDone}>
            {TEAM_TEXT.done}
          </Button>
        </Group>
        {copied === false && <Text size="sm">{TEAM_TEXT.copyByHand}</Text>}
      </Stack>
    </Paper>
  );
}
