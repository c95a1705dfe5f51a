import type { ReactNode } from 'react';
import { Alert, Loader } from '@mantine/core';

/** The kinds of upload status every upload page shows (spec 000 section 4, spec 001 'Roll-to-bundle states'). */
export type BannerTone = 'invalid' | 'ready' | 'busy' | 'success' | 'partial' | 'failed';

const LOOK: Record<BannerTone, { color: string; role: 'status' | 'alert' }> = {
  invalid: { color: 'orange', role: 'status' },
  ready: { color: 'teal', role: 'status' },
  busy: { color: 'blue', role: 'status' },
  success: { color: 'teal', role: 'status' },
  partial: { color: 'orange', role: 'alert' },
  failed: { color: 'red', role: 'alert' },
};

/** One look per state, so every submission (product upload, roll conversion, box creation; `SubmissionReview`) reads alike. */
export function StatusBanner({ tone, title, children }: { tone: BannerTone; title?: string; children: ReactNode }) {
  const { color, role } = LOOK[tone];
  return (
    <Alert color={color} role={role} title={title} {...(tone === 'busy' ? { icon: <Loader size="xs" /> } : {})}>
      {children}
    </Alert>
  );
}
