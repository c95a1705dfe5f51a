import { Link } from 'react-router';
import { Anchor, Stack, Title } from '@mantine/core';
import { PAGE_NOT_FOUND } from '../../shared/messages/session';
import { paths } from './paths';

export function NotFoundPage() {
  return (
    <Stack align="center" mt="xl">
      <Title order={1} size="h2">
        {PAGE_NOT_FOUND}
      </Title>
      <Anchor component={Link} to={paths.home}>
        Go home
      </Anchor>
    </Stack>
  );
}
