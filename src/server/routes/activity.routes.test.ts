import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { engines } from '../test/databases';
import { sessionCookieOf, startTestApp, type TestApp } from '../test/app-harness';
import { productListings, users } from '../db/schema';
import type { Product } from '../../shared/products';
import { rollVersion } from '../../shared/edit/record-version';
import type { ActivityAnswer, TodayActivity } from '../../shared/schemas/activity';
import { fabricBundleProduct, fabricRollProduct, fabricVariantsProduct, supplyProduct } from '../../shared/test/product-factory';

const OWNER = 'owner@selvage.test';
const ANA = 'ana@selvage.test';
const PASSWORD = 'a long enough password';
const HOUR = 3_600_000;

/**
 * The browser's days as a browser in New York works them out, from Saturday 24 October to Sunday
 * 22 November 2026, and the end of the last: the clocks went back at 2 am on 1 November, so that
 * day is 25 hours long and the days before it start an hour earlier in UTC.
 */
const NEW_YORK = Array.from({ length: 31 }, (_, i) => Date.UTC(2026, 9, 24 + i, i <= 8 ? 4 : 5));
const dayIndex = (month: number, date: number) => NEW_YORK.indexOf(Date.UTC(2026, month, date, month === 9 || date <= 1 ? 4 : 5));
/** Midnight on 22 November in New York: the last day asked for. */
const DAY_START = NEW_YORK[29]!;
const NOV_1 = NEW_YORK[8]!;

/** An account signed in through POST /auth/login; the owner is made one in the database, as the accounts service will. */
async function signedIn(t: TestApp, email: string, role: 'owner' | 'staff'): Promise<string> {
  await t.services.users.add(email, PASSWORD);
  await t.db.update(users).set({ role }).where(eq(users.email, email));
  const res = await t.app.inject({ method: 'POST', url: '/auth/login', payload: { user_email: email, user_pass: PASSWORD } });
  return `selvage_session=${sessionCookieOf(res.headers['set-cookie'])}`;
}

describe.each(engines)('activity on $name', (engine) => {
  let t: TestApp;
  let owner: string;
  let staff: string;
  let uploads = 0;

  const listAt = async (at: number, by: string, product: Product) => {
    t.clock.now = at;
    return t.services.upload.uploadProduct(`activity-${++uploads}-key`, product, by);
  };

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signedIn(t, OWNER, 'owner');
    staff = await signedIn(t, ANA, 'staff');
    // Before the first day asked for, and at the end of the last (tomorrow): neither counts.
    await listAt(NEW_YORK[0]! - 1, ANA, fabricBundleProduct({ name: 'too early' }));
    await listAt(NEW_YORK[30]!, ANA, fabricBundleProduct({ name: 'tomorrow' }));
    // 1 November: half past midnight (summer time) and half past eleven at night (winter time), one day of 25 hours.
    await listAt(NOV_1 + HOUR / 2, ANA, fabricBundleProduct({ name: 'first of november' }));
    await listAt(NOV_1 + 24.5 * HOUR, OWNER, supplyProduct('Zippers'));
    // A minute before midnight on the 21st, and the first millisecond of the 22nd.
    await listAt(DAY_START - 60_000, ANA, fabricBundleProduct({ name: 'late evening' }));
    await listAt(DAY_START, OWNER, fabricVariantsProduct({ name: 'meadow linen' }));
    // Two rolls listed by the owner, each cut to a bundle by Ana; a box made by the owner and its status updated.
    const rolls = [
      await listAt(DAY_START + HOUR, OWNER, fabricRollProduct({ name: 'harbour roll' })),
      await listAt(DAY_START + HOUR, OWNER, fabricRollProduct({ name: 'quay roll' })),
    ];
    t.clock.now = DAY_START + 2 * HOUR;
    for (const [i, roll] of rolls.entries()) {
      const [shown] = await t.services.rolls.findRolls(roll.skus[0]!);
      await t.services.rolls.convert({ sku: roll.skus[0]!, length: 1.5, rollVersion: rollVersion(shown!) }, `cut-${i}`, ANA);
    }
    t.clock.now = DAY_START - 3 * HOUR;
    const box = await t.services.boxes.create({ productType: 'Trim', subA: 'Lace', subB: '', boxSize: 'Banker Box' }, 'box-1', OWNER);
    t.clock.now = DAY_START + 3 * HOUR;
    await t.services.boxes.updateStatus({ boxID: box.boxID, notes: 'sorted', photos: [], fromStatus: box.status }, OWNER);
    // A listing from before values (and who) were kept, on the 22nd.
    await t.db.insert(productListings).values({
      productId: 'local:999999',
      listedAt: DAY_START + 4 * HOUR,
      listedBy: '',
      productType: 'Buttons',
      title: 'Brass Buttons',
      skus: '100900',
    });
  });
  afterAll(() => t.close());

  const activity = async (bounds: readonly number[] | string, cookie = owner) => {
    const days = typeof bounds === 'string' ? bounds : bounds.join(',');
    const res = await t.app.inject({ method: 'GET', url: `/admin/activity?days=${days}`, headers: { cookie } });
    return { status: res.statusCode, body: res.json<ActivityAnswer & { message?: string }>() };
  };

  it("counts the items listed on each of the browser's days per person, the day's first millisecond in it and its last out", async () => {
    const { status, body } = await activity(NEW_YORK);
    expect(status).toBe(200);
    expect(body.days.map((d) => d.start)).toEqual(NEW_YORK.slice(0, -1));
    const listed = Object.fromEntries(body.days.flatMap((d, i) => (Object.keys(d.listed).length > 0 ? [[i, d.listed]] : [])));
    expect(listed).toEqual({
      [dayIndex(10, 1)]: { [ANA]: 1, [OWNER]: 1 },
      [dayIndex(10, 21)]: { [ANA]: 1 },
      [dayIndex(10, 22)]: { [OWNER]: 3, '': 1 },
    });
  });

  it('sums each kind with the value listed (price times quantity), listings from before values were kept counted apart', async () => {
    const { body } = await activity(NEW_YORK);
    // Fabric: the bundle of 1 November and the evening one ($18 x 1 each), meadow linen ($18 x 1 + $31.50 x 2), two rolls ($9 x 1).
    expect(body.kinds).toEqual([
      { kind: 'Fabric', listed: 5, valueCents: 1800 + 1800 + 8100 + 900 + 900, unvalued: 0 },
      { kind: 'Buttons', listed: 1, valueCents: 0, unvalued: 1 },
      { kind: 'Zippers', listed: 1, valueCents: expect.any(Number) as number, unvalued: 0 },
    ]);
    expect(body.totals).toMatchObject({ listed: 7, unvalued: 1 });
    expect(body.totals.valueCents).toBe(body.kinds.reduce((sum, k) => sum + k.valueCents, 0));
  });

  it('counts rolls cut and boxes made per day and person; a status update makes no box', async () => {
    const { body } = await activity(NEW_YORK);
    expect(body.days[dayIndex(10, 22)]).toMatchObject({ rollsCut: 2, boxesMade: 0 });
    expect(body.days[dayIndex(10, 21)]).toMatchObject({ rollsCut: 0, boxesMade: 1 });
    expect(body.totals).toMatchObject({ rollsCut: 2, boxesMade: 1 });
    expect(body.people).toEqual([
      { who: OWNER, listed: 4, valueCents: expect.any(Number) as number, rollsCut: 0, boxesMade: 1 },
      { who: ANA, listed: 2, valueCents: 3600, rollsCut: 2, boxesMade: 0 },
      { who: '', listed: 1, valueCents: 0, rollsCut: 0, boxesMade: 0 },
    ]);
  });

  it("puts a listing on the day where the browser is, whatever the server's time zone", async () => {
    // The same listings as a browser on UTC sees them: the evening one (04:59 UTC on the 22nd) moves to the 22nd.
    const utc = Array.from({ length: 3 }, (_, i) => Date.UTC(2026, 10, 21 + i));
    const { body } = await activity(utc);
    expect(body.days.map((d) => d.listed)).toEqual([{}, { [ANA]: 1, [OWNER]: 3, '': 1 }]);
  });

  it.each([
    ['', 'Days must be 2 to 31 times'],
    [String(DAY_START), 'Days must be 2 to 31 times'],
    [[...NEW_YORK, NEW_YORK[30]! + 24 * HOUR].join(','), 'Days must be 2 to 31 times'],
    [`${DAY_START},tomorrow`, 'Days must be 2 to 31 times'],
    [`${DAY_START},${DAY_START + HOUR}`, 'Days must each start 20 to 28 hours after the one before'],
    [`${DAY_START},${DAY_START - 24 * HOUR}`, 'Days must each start 20 to 28 hours after the one before'],
  ])('refuses days=%j with a message naming Days', async (days, message) => {
    const { status, body } = await activity(days);
    expect(status).toBe(400);
    expect(body.message).toContain(message);
  });

  it('refuses a call without days, naming it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/activity', headers: { cookie: owner } });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/^Days must be/);
  });

  it("is the owner's: staff get 403, signed out 401", async () => {
    expect((await activity(NEW_YORK, staff)).status).toBe(403);
    expect((await activity(NEW_YORK, '')).status).toBe(401);
  });

  const today = async (since: string, cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/product/activity/today?since=${since}`, headers: { cookie } });
    return { status: res.statusCode, body: res.json<TodayActivity & { message?: string }>() };
  };

  it("tells anyone signed in how many items they and the shop listed since the browser's midnight", async () => {
    // Since midnight: the owner's three, the one nobody is recorded for, and Ana's at the next midnight (since has no end).
    expect(await today(String(DAY_START), owner)).toEqual({ status: 200, body: { mine: 3, shop: 5 } });
    expect(await today(String(DAY_START), staff)).toEqual({ status: 200, body: { mine: 1, shop: 5 } });
    // From a minute before midnight on: Ana's evening listing too.
    expect((await today(String(DAY_START - 60_000), staff)).body).toEqual({ mine: 2, shop: 6 });
    // A millisecond after midnight: the owner's first listing of the day is left out.
    expect((await today(String(DAY_START + 1), owner)).body).toEqual({ mine: 2, shop: 4 });
  });

  it('refuses today without a time, naming Since', async () => {
    for (const since of ['', 'yesterday', '-1', '12345678901234']) {
      const { status, body } = await today(since, staff);
      expect(status).toBe(400);
      expect(body.message).toBe('Since must be a time in milliseconds since 1970');
    }
  });
});
