import { useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Center, Paper, Stack, TextInput, Title } from '@mantine/core';
import { SESSION_MESSAGES } from '../../shared/messages/session';
import { PRODUCT_NAME } from '../../shared/constants';
import { login } from '../api/auth';
import { ApiError } from '../api/client';
import { AFTER_LOGIN, type LoginRedirectState } from './paths';
import { sessionStatus, storeExpiry } from './session';

type FieldErrors = { user_email?: string; user_pass?: string };

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = (location.state ?? {}) as LoginRedirectState;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (sessionStatus() === 'active') return <Navigate to={AFTER_LOGIN} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    // zod loads at the first submit, not with the page: a sixth of /login's JavaScript (issue 18 item 4).
    let loginSchema;
    try {
      ({ loginSchema } = await import('../../shared/schemas/login'));
    } catch {
      setFormError(SESSION_MESSAGES.loginServerError);
      return;
    }
    const parsed = loginSchema.safeParse({ user_email: email, user_pass: password });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FieldErrors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { expiry } = await login(parsed.data);
      storeExpiry(expiry);
      await navigate(redirect.from ?? AFTER_LOGIN, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setErrors({ user_pass: error.message });
      else if (error instanceof ApiError && (error.status === 429 || error.status === 400)) setFormError(error.message);
      else setFormError(SESSION_MESSAGES.loginServerError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="form" onSubmit={submit} noValidate withBorder shadow="sm" p="lg" w="100%" maw={380}>
        <Stack>
          <Title order={1} size="h2" ta="center">
            {PRODUCT_NAME}
          </Title>
          {redirect.message && !formError && (
            <Alert color="yellow" role="status">
              {redirect.message}
            </Alert>
          )}
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.user_email}
            size="md"
          />
          <TextInput
            label="Password"
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={errors.user_pass}
            size="md"
            rightSectionWidth={72}
            rightSection={
              <Button variant="subtle" size="compact-sm" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
                {showPassword ? 'Hide' : 'Show'}
              </Button>
            }
          />
          <Button type="submit" size="md" loading={busy} fullWidth>
            {`Log in to ${PRODUCT_NAME}`}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
