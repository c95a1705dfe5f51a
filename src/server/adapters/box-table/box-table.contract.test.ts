/**
 * The box table port's behaviour suite (box-table.contract.ts) on every table: our own on each
 * database engine, and the Airtable adapter against the stand-in as strict as Airtable's
 * documentation (fake-airtable.ts), paced by a rate gate on a virtual clock shared with the fake.
 */
import { expect } from 'vitest';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import { engines } from '../../test/databases';
import type { BoxTablePort } from '../../ports/box-table.port';
import { startFakeAirtable, virtualClock, virtualRateGate, type VirtualClock } from '../../test/fake-airtable';
import { createAirtableBoxTable } from './airtable';
import { boxTableContract, type OpenBoxTable } from './box-table.contract';
import { keepOverLimit } from './kept-over-limit';
import { createLocalBoxTable } from './local';

for (const engine of engines) {
  boxTableContract(`our own table on ${engine.name}`, async () => {
    const handle = await engine.open();
    return { table: createLocalBoxTable(handle.db), missingId: 'local:2147483000', close: () => handle.close() };
  });
}

/** The Airtable adapter on the strict fake, paced by a virtual gate; `wrap` puts what the app puts around it. */
async function airtableOnTheFake(
  wrap: (table: BoxTablePort, clock: VirtualClock) => Promise<{ table: BoxTablePort; close(): Promise<void> }> = (table) =>
    Promise.resolve({ table, close: () => Promise.resolve() }),
): Promise<OpenBoxTable> {
  const clock = virtualClock();
  const token = 'patContract.0123456789abcdef';
  const baseId = 'appContractBase01';
  const fake = await startFakeAirtable({ token, baseId, table: BOX_TABLE.table, view: BOX_TABLE.view, now: clock.now });
  const wrapped = await wrap(
    createAirtableBoxTable({
      token,
      baseId,
      endpointUrl: fake.url,
      gate: virtualRateGate(clock),
      now: clock.now,
      sleep: clock.sleep,
    }),
    clock,
  );
  return {
    table: wrapped.table,
    missingId: 'recMissing0000001',
    checkAfterEach() {
      // Paced by the gate, the adapter never meets Airtable's rate limit.
      expect(fake.requests.filter((r) => r.status === 429)).toEqual([]);
    },
    async close() {
      await wrapped.close();
      await fake.close();
    },
  };
}

boxTableContract('Airtable adapter on the strict fake', () => airtableOnTheFake());

// What the app runs when Airtable is configured (adapters/ports.ts): the adapter inside the keeper
// of writes over its monthly limit, here under the limit, where it must answer as the table does.
boxTableContract('Airtable adapter kept over its monthly limit (under it), on the strict fake', () =>
  airtableOnTheFake(async (airtable, clock) => {
    const handle = await engines[0]!.open();
    return { table: keepOverLimit(airtable, handle.db, { now: clock.now }), close: () => handle.close() };
  }),
);
