import { Loader, type MantineSize } from '@mantine/core';

/**
 * A spinner a screen reader announces. Mantine's Loader is a bare span, and a span may carry an aria-label only
 * with a role: axe refuses the label alone, so every named spinner goes through here.
 */
export function LoadingStatus({ label, size }: { label: string; size?: MantineSize }) {
  return <Loader role="status" aria-label={label} {...(size ? { size } : {})} />;
}
