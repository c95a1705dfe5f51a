/**
 * Words of who listed what (issue 28 item 4): the owner's activity page, the line on Home, and the
 * refusals of their calls, each naming its field. Ours: the spec does not word these.
 */
export const ACTIVITY_MESSAGES = {
  /** The step a failed read reports under ('{step} failed. ...' for a 500). */
  step: 'Reading the activity',
  todayStep: "Reading today's listings",
  days: (most: number) =>
    `Days must be 2 to ${most + 1} times in milliseconds since 1970, separated by commas: the start of each day and the end of the last`,
  daysOrder: 'Days must each start 20 to 28 hours after the one before',
  since: 'Since must be a time in milliseconds since 1970',
} as const;

const items = (n: number) => `${n} item${n === 1 ? '' : 's'}`;

/** What the pages say. */
export const ACTIVITY_TEXT = {
  /** Home, for everyone: 'You listed 12 today; the shop 41'. */
  today: (mine: number, shop: number) => `You listed ${mine} today; the shop ${shop}`,
  title: 'Activity',
  period: (days: number) => `The last ${days} days`,
  chartTitle: 'Items listed per day',
  /** The accessible table beside the chart: the same numbers the chart draws. */
  chartTable: 'Items listed per day and per person',
  day: 'Day',
  total: 'Total',
  byKind: 'By kind',
  kind: 'Kind',
  items: 'Items',
  value: 'Value listed',
  /** Listings made before values were kept: counted, but of unknown value. */
  unvalued: (n: number) => `${items(n)} listed before values were kept: their value is not counted`,
  byPerson: 'By person',
  person: 'Person',
  rollsCut: 'Rolls cut',
  boxesMade: 'Boxes made',
  /** A listing from before Selvage kept who listed it. */
  nobody: 'Not recorded',
  nothing: 'Nothing was listed, cut or made in these days.',
  auditLink: 'Audit trail',
  retry: 'Try again',
  loading: 'Loading',
} as const;
