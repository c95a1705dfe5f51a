import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { PASSWORD_MIN } from '../../shared/schemas/accounts';
import { changePassword } from '../api/auth';
import { ShellTitle } from '../app/shell/shell-slots';
import { useSession } from '../app/signed-in-queries';
import { TAP_TARGET_PX } from '../app/theme';
import { passwordBody, passwordFormErrors, passwordRefusal, type PasswordForm, type PasswordFormErrors } from './password-form';
import { ACCOUNT_TEXT } from './account-text';

const EMPTY: PasswordForm = { current: '', next: '', again: '' };
const INPUT_STYLES = { input: { minHeight: TAP_TARGET_PX } };

/**
 * Everyone's own password (issue 28 item 3): the current one first, the new one twice. A one-time
 * sign-in link lands here too, so a new member of staff chooses their own password.
 */
export function PasswordPage() {
  const session = useSession();
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [show, setShow] = useState(false);
  const type = show ? 'text' : 'password';
  // A one-time sign-in link leaves the account without a password: only the new one is asked.
  const askCurrent = session.data?.passwordSet !== false;
  const set = (field: keyof PasswordForm) => (e: { currentTarget: HTMLInputElement }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [field]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    setChanged(false);
    const invalid = passwordFormErrors(form, askCurrent);
    setErrors(invalid ?? {});
    if (invalid) return;
    setBusy(true);
    try {
      await changePassword(passwordBody(form, askCurrent));
      // The account has a password now: the next visit asks for it first.
      if (!askCurrent) await session.refetch();
      setForm(EMPTY);
      setChanged(true);
    } catch (error) {
      const refusal = passwordRefusal(error);
      if (refusal) {
        setErrors(refusal.fields);
        setFormError(refusal.form);
      }
    } finally {
      setBusy(false);
    }
  }

  // Which fields to ask is the session's answer: drawn before it, the form would change under the thumb.
  if (session.isPending) {
    return (
      <Group maw={480} mx="auto" gap="xs">
        <ShellTitle>{ACCOUNT_TEXT.title}</ShellTitle>
        <Loader size="sm" />
        <Text>{ACCOUNT_TEXT.loading}</Text>
      </Group>
    );
  }

  return (
    <Stack maw={480} mx="auto" gap="md">
      <ShellTitle>{ACCOUNT_TEXT.title}</ShellTitle>
      <Title order={1} size="h3">
        {ACCOUNT_TEXT.title}
      </Title>
      {session.data?.email && <Text style={{ overflowWrap: 'anywhere' }}>{ACCOUNT_TEXT.signedInAs(session.data.email)}</Text>}
      <Card withBorder padding="md">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            {!askCurrent && <Text>{ACCOUNT_TEXT.choose}</Text>}
            {askCurrent && (
              <TextInput
                label={ACCOUNT_TEXT.current}
                type={type}
                autoComplete="current-password"
                value={form.current}
                onChange={set('current')}
                error={errors.current}
                styles={INPUT_STYLES}
              />
            )}
            <TextInput
              label={ACCOUNT_TEXT.next}
              description={ACCOUNT_TEXT.hint(PASSWORD_MIN)}
              type={type}
              autoComplete="new-password"
              value={form.next}
              onChange={set('next')}
              error={errors.next}
              styles={INPUT_STYLES}
            />
            <TextInput
              label={ACCOUNT_TEXT.again}
              type={type}
              autoComplete="new-password"
              value={form.again}
              onChange={set('again')}
              error={errors.again}
              styles={INPUT_STYLES}
            />
            <Button
              variant="subtle"
              h={TAP_TARGET_PX}
              onClick={() => setShow((s) => !s)}
              aria-pressed={show}
              style={{ alignSelf: 'flex-start' }}
            >
              {show ? ACCOUNT_TEXT.hide : ACCOUNT_TEXT.show}
            </Button>
            {formError && (
              <Alert color="red" role="alert">
                {formError}
              </Alert>
            )}
            {changed && (
              <Alert color="teal" role="status">
                {ACCOUNT_MESSAGES.passwordChanged}
              </Alert>
            )}
            <Button type="submit" h={TAP_TARGET_PX} loading={busy}>
              {ACCOUNT_TEXT.save}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
