import { Stack, Text, Title } from '@mantine/core';
import { ShellTitle } from '../../app/shell/shell-slots';

/** Placeholder until this flow's issue lands; the route, the lazy loading and the shell are real. */
export function RollToBundleFlow() {
  return (
    <Stack>
      <ShellTitle>Roll to Bundle</ShellTitle>
      <Title order={1} size="h3">
        Convert a roll into a bundle
      </Title>
      <Text c="dimmed">This flow is being built.</Text>
    </Stack>
  );
}
