import { useId, useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { SESSION_MESSAGES } from '../../shared/messages/session';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { LINK_INVALID_PARAM, LINK_INVALID_VALUE } from '../../shared/sign-in-link';
import { PRODUCT_NAME } from '../../shared/constants';
import { login } from '../api/auth';
import { ApiError } from '../api/client';
import { returnPath, type LoginRedirectState } from './paths';
import { sessionStatus, storeExpiry } from './session';
import { ACCESSIBLE_COLOURS, TAP_TARGET_PX, theme } from './theme';
import './login-page.css';

type FieldErrors = { user_email?: string; user_pass?: string };

const { gray, red, teal, yellow } = ACCESSIBLE_COLOURS;
/**
 * The theme's font, tap target and colours for login-page.css: /login is plain elements, without
 * Mantine (docs/decisions.md D99), and still looks like the signed-in pages.
 */
const LOOK = {
  '--login-font': theme.fontFamily,
  '--login-tap': `${TAP_TARGET_PX}px`,
  '--login-page': gray[0],
  '--login-card-border': gray[3],
  '--login-input-border': gray[4],
  '--login-primary': teal[6],
  '--login-primary-hover': teal[7],
  '--login-subtle': teal[9],
  '--login-subtle-hover': teal[2],
  '--login-error': red[6],
  '--login-error-light': red[1],
  '--login-notice-light': yellow[1],
} as CSSProperties;

export function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const redirect = (location.state ?? {}) as LoginRedirectState;
  // A sign-in link that was used or has expired lands here (the server redirects the browser).
  const notice =
    redirect.message ??
    (new URLSearchParams(location.search).get(LINK_INVALID_PARAM) === LINK_INVALID_VALUE ? ACCOUNT_MESSAGES.linkInvalid : undefined);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Also where a sign-in just made goes: a render while the page asked for loads lands here, and
  // sent anywhere else it took the person to AFTER_LOGIN instead of back (issue 30 item 5).
  if (sessionStatus() === 'active') return <Navigate to={returnPath(redirect.from)} replace />;

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
      await navigate(returnPath(redirect.from), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setErrors({ user_pass: error.message });
      else if (error instanceof ApiError && (error.status === 429 || error.status === 400)) setFormError(error.message);
      else setFormError(SESSION_MESSAGES.loginServerError);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login" style={LOOK}>
      <form className="login-card" onSubmit={submit} noValidate>
        <h1 className="login-title">{PRODUCT_NAME}</h1>
        {notice && !formError && (
          <div className="login-notice" role="status">
            {notice}
          </div>
        )}
        {formError && (
          <div className="login-notice" data-error role="alert">
            {formError}
          </div>
        )}
        <Field label="Email" error={errors.user_email}>
          {(props) => (
            <input
              {...props}
              type="email"
              autoComplete="username"
              inputMode="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          )}
        </Field>
        <Field label="Password" error={errors.user_pass}>
          {(props) => (
            <div className="login-with-reveal">
              <input
                {...props}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <button type="button" className="login-reveal" onClick={() => setShowPassword((v) => !v)} aria-pressed={showPassword}>
                <span>{showPassword ? 'Hide' : 'Show'}</span>
              </button>
            </div>
          )}
        </Field>
        <button type="submit" className="login-submit" disabled={busy} data-loading={busy || undefined}>
          <span>{`Log in to ${PRODUCT_NAME}`}</span>
        </button>
      </form>
    </main>
  );
}

type InputProps = { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/** A label, its input and the input's error under it, tied together as Mantine's TextInput did. */
function Field({ label, error, children }: { label: string; error: string | undefined; children: (input: InputProps) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label className="login-label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        className: 'login-input',
        'aria-invalid': error !== undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <p className="login-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
