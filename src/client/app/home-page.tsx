import { Link } from 'react-router';
import { Button, Stack, Title } from '@mantine/core';
import { ShellTitle } from './shell/shell-slots';
import { ITEM_TEXT } from '../item/item-text';
import { paths } from './paths';
import { HOME_NEW_BOX, NEW_BOX_FROM_HOME } from '../flows/boxes/new-box';

/** The four tasks of spec 000 section 2, with their exact labels and targets. */
const TASKS = [
  { label: 'Go To Fabric Entry', to: paths.fabric.start },
  { label: 'Go To Supplies Entry', to: paths.supplies.start },
  { label: 'Convert A Roll Into A Bundle', to: paths.rollToBundle.start },
  { label: 'Inventory Supplies Entry', to: paths.boxes.start },
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
      {/* Not spec 000's tasks: a label scanned opens its product (issue 19 item 2); a new box with no stop on the start page (issue 17). */}
      <Button component={Link} to={paths.item} size="lg" variant="light" fullWidth mt="sm">
        {ITEM_TEXT.homeEntry}
      </Button>
      <Button component={Link} to={paths.boxes.start} state={NEW_BOX_FROM_HOME} size="lg" variant="light" fullWidth>
        {HOME_NEW_BOX}
      </Button>
    </Stack>
  );
}
