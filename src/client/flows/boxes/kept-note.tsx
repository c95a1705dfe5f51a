import { Alert, Text } from '@mantine/core';
import { BOX_TABLE_LIMIT_MESSAGES } from '../../../shared/messages/boxes';
import type { BoxRecord } from '../../../shared/schemas/box-api';

/**
 * A box whose create or update Airtable's monthly limit kept on the server (issue 41): said after
 * the tap that kept it and on the box's page until it reaches Airtable, with the words of a write
 * that waits for staff instead.
 */
export function KeptNote({ box }: { box: Pick<BoxRecord, 'boxID' | 'kept' | 'keptProblem'> }) {
  if (!box.kept) return null;
  return (
    <Alert color={box.keptProblem ? 'red' : 'yellow'} title={BOX_TABLE_LIMIT_MESSAGES.waiting} data-testid="box-kept">
      <Text size="sm">{BOX_TABLE_LIMIT_MESSAGES.kept(box.boxID)}</Text>
      {box.keptProblem && (
        <Text size="sm" fw={600} mt="xs" data-testid="box-kept-problem">
          {box.keptProblem}
        </Text>
      )}
    </Alert>
  );
}
