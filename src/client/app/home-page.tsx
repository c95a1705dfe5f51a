import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Stack, Text, Title } from '@mantine/core';
import { ShellTitle } from './shell/shell-slots';
import { ITEM_TEXT } from '../item/item-text';
import { paths } from './paths';
import { HOME_NEW_BOX, NEW_BOX_FROM_HOME } from '../flows/boxes/new-box';
import { ACTIVITY_QUERY, todayActivity } from '../api/activity';
import { ACTIVITY_TEXT } from '../../shared/messages/activity';
import { startOfDay } from '../recent/recent-view';
import { PILE_MESSAGES } from '../../shared/messages/pile';
import { startPendingPile } from '../pile/pile-store';

/** The four tasks of spec 000 section 2, with their exact labels and targets. */
const TASKS = [
  { label: 'Go To Fabric Entry', to: paths.fabric.start },
  { label: 'Go To Supplies Entry', to: paths.supplies.start },
  { label: 'Convert A Roll Into A Bundle', to: paths.rollToBundle.start },
  { label: 'Inventory Supplies Entry', to: paths.boxes.start },
] as const;

/** A pile started from Home opens its flow as the task's button does; its first item sets what the pile copies. */
const PILE_FLOWS = [
  { flow: 'supplies', to: paths.supplies.start },
  { flow: 'fabric', to: paths.fabric.start },
] as const;

export function HomePage() {
  return (
    <Stack maw={420} mx="auto" mt="md">
      <ShellTitle>Home</ShellTitle>
      <Title order={1} size="h3">
        What are you doing?
      </Title>
      {TASKS.map((task) => (
        <Button key={task.to} component={Link} to={task.to} size="lg" variant="filled" fullWidth>
          {task.label}
        </Button>
      ))}
      {/* Not spec 000's tasks: a pile of alike items (issue 43 item 2), a label scanned opens its product (issue 19 item 2), a new box with no stop on the start page (issue 17). */}
      {/* The piles are one group, set apart from the tasks above as the next group is. */}
      {PILE_FLOWS.map(({ flow, to }, i) => (
        <Button
          key={flow}
          component={Link}
          to={to}
          onClick={() => startPendingPile(flow)}
          size="lg"
          variant="light"
          fullWidth
          mt={i === 0 ? 'sm' : 0}
        >
          {PILE_MESSAGES.fromHome[flow]}
        </Button>
      ))}
      <Button component={Link} to={paths.item} size="lg" variant="light" fullWidth mt="sm">
        {ITEM_TEXT.homeEntry}
      </Button>
      <Button component={Link} to={paths.boxes.start} state={NEW_BOX_FROM_HOME} size="lg" variant="light" fullWidth>
        {HOME_NEW_BOX}
      </Button>
      <TodayLine />
    </Stack>
  );
}

/**
 * 'You listed 12 today; the shop 41' (issue 28 item 4): since midnight where this device is, read
 * each time Home opens. Nothing is shown until it is known, nor when it cannot be read: it is news,
 * not a task.
 */
function TodayLine() {
  const since = startOfDay(new Date());
  const today = useQuery({
    queryKey: [...ACTIVITY_QUERY, 'today', since],
    queryFn: ({ signal }) => todayActivity(since, signal),
  });
  return (
    <Text mih="1.5em" mt="sm" ta="center" c="dimmed" aria-live="polite" data-testid="today-line">
      {today.data ? ACTIVITY_TEXT.today(today.data.mine, today.data.shop) : ''}
    </Text>
  );
}
