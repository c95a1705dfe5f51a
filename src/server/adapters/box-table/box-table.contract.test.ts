/**
 * The box table port's behaviour suite (box-table.contract.ts) on every table: our own on each
 * database engine, and the Airtable adapter against the stand-in as strict as Airtable's
 * documentation (fake-airtable.ts), paced by a rate gate on a virtual clock shared with the fake.
 */
import { expect } from 'vitest';
import { BOX_TABLE } from '../../../shared/catalogue/boxes';
import { engines } from '../../test/databases';
import { startFakeAirtable, virtualClock, virtualRateGate } from '../../test/fake-airtable';
import { createAirtableBoxTable } from './airtable';
import { boxTableContract } from './box-table.contract';
import { createLocalBoxTable } from './local';

for (const engine of engines) {
  boxTableContract(`our own table on ${engine.name}`, async () => {
    const handle = await engine.open();
    return { table: createLocalBoxTable(handle.db), missingId: 'local:2147483000', close: () => handle.close() };
  });
}

boxTableContract('Airtable adapter on the strict fake', async () => {
  const clock = virtualClock();
  const token = 'patContract.0123456789abcdef';
  const baseId = 'appContractBase01';
  const fake = await startFakeAirtable({ token, baseId, table: BOX_TABLE.table, view: BOX_TABLE.view, now: clock.now });
  const table = createAirtableBoxTable({
    token,
    baseId,
    endpointUrl: fake.url,
    gate: virtualRateGate(clock),
    now: clock.now,
    sleep: clock.sleep,
  });
  return {
    table,
    missingId: 'recMissing0000001',
    checkAfterEach() {
      // Paced by the gate, the adapter never meets Airtable's rate limit.
      expect(fake.requests.filter((r) => r.status === 429)).toEqual([]);
    },
    close: () => fake.close(),
  };
});
