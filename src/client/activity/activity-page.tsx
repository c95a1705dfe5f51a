import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BarChart } from '@mantine/charts';
// After Mantine's own styles, which the shell loaded.
import '@mantine/charts/styles.css';
import { ACTIVITY_DAYS } from '../../shared/schemas/activity';
import { ACTIVITY_TEXT as T } from '../../shared/messages/activity';
import { ACCOUNT_MESSAGES } from '../../shared/messages/accounts';
import { PRODUCT_TYPE_DISPLAY, isProductType } from '../../shared/catalogue/product-types';
import { ACTIVITY_QUERY, activity, type ActivityAnswer } from '../api/activity';
import { ApiError } from '../api/client';
import { paths } from '../app/paths';
import { ShellTitle } from '../app/shell/shell-slots';
import { useSession } from '../app/signed-in-queries';
import { TAP_TARGET_PX } from '../app/theme';
import { startOfDay } from '../recent/recent-view';
import { activityChart, lastDays, listedDays, personText, valueText } from './activity-view';
import { LoadingStatus } from '../widgets/loading-status';

const kindText = (kind: string) => (isProductType(kind) ? PRODUCT_TYPE_DISPLAY[kind] : kind);

/** An email may break after its @ on a phone, never in the middle of a name. */
function Who({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

/** A table wider than a phone scrolls on its own, and a keyboard can reach it to scroll it. */
const scrollable = (label: string) => ({ type: 'native' as const, tabIndex: 0, role: 'region', 'aria-label': label });

/**
 * The owner's activity (issue 28 item 4): items listed per day and per person over the last 30 days
 * where this browser is, as a chart with the same numbers in a table beside it, by kind with the
 * value listed, and rolls cut and boxes made. Staff who open it read that it is the owner's.
 */
export function ActivityPage() {
  const session = useSession();
  const role = session.data?.role;
  // In the key: a page left open past midnight asks for the new day.
  const today = startOfDay(new Date());
  const query = useQuery({
    queryKey: [...ACTIVITY_QUERY, 'days', today],
    queryFn: ({ signal }) => activity(lastDays(new Date(today)), signal),
    enabled: !session.isPending && role !== 'staff',
  });
  const forbidden = role === 'staff' || (query.error instanceof ApiError && query.error.status === 403);

  let body: ReactNode;
  if (forbidden) {
    body = (
      <Alert color="yellow" data-testid="owner-only">
        {ACCOUNT_MESSAGES.ownerOnly}
      </Alert>
    );
  } else if (query.error) {
    body = (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text>{query.error.message}</Text>
          <Button h={TAP_TARGET_PX} variant="light" color="red" onClick={() => void query.refetch()}>
            {T.retry}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!query.data) {
    body = <LoadingStatus size="sm" label={T.loading} />;
  } else {
    body = <Activity answer={query.data} />;
  }

  return (
    <Stack maw={960} mx="auto" gap="md" data-testid="activity">
      <ShellTitle>{T.title}</ShellTitle>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <div>
          <Title order={1} size="h3">
            {T.title}
          </Title>
          <Text c="dimmed">{T.period(ACTIVITY_DAYS)}</Text>
        </div>
        <Button component={Link} to={paths.audit} variant="light" h={TAP_TARGET_PX}>
          {T.auditLink}
        </Button>
      </Group>
      {body}
    </Stack>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

function Activity({ answer }: { answer: ActivityAnswer }) {
  const { totals } = answer;
  const chart = activityChart(answer);
  const table = listedDays(answer);
  const nothing = totals.listed + totals.rollsCut + totals.boxesMade === 0;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label={T.items} value={String(totals.listed)} testId="total-listed" />
        <Stat label={T.value} value={valueText(totals.valueCents)} testId="total-value" />
        <Stat label={T.rollsCut} value={String(totals.rollsCut)} testId="total-rolls-cut" />
        <Stat label={T.boxesMade} value={String(totals.boxesMade)} testId="total-boxes-made" />
      </SimpleGrid>
      {nothing ? (
        <Text>{T.nothing}</Text>
      ) : (
        <>
          <section aria-labelledby="activity-chart-title">
            <Title order={2} size="h4" id="activity-chart-title" mb="xs">
              {T.chartTitle}
            </Title>
            {/* The drawing repeats the table below it, which is what a screen reader reads. */}
            <div aria-hidden="true">
              <BarChart
                h={240}
                data={chart.data}
                dataKey="day"
                type="stacked"
                series={chart.series}
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                tickLine="y"
                yAxisProps={{ allowDecimals: false, width: 32 }}
                xAxisProps={{ minTickGap: 12 }}
                maxBarWidth={28}
                accessibilityLayer={false}
              />
            </div>
            <Table.ScrollContainer {...scrollable(T.chartTable)} minWidth={table.people.length * 120 + 160} mt="sm">
              <Table striped withTableBorder data-testid="activity-days">
                <Table.Caption>{T.chartTable}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{T.day}</Table.Th>
                    {table.people.map((who) => (
                      <Table.Th key={who} scope="col">
                        <Who text={who} />
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">{T.total}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row) => (
                    <Table.Tr key={row.start}>
                      <Table.Th scope="row" fw={400}>
                        {row.day}
                      </Table.Th>
                      {row.counts.map((n, i) => (
                        <Table.Td key={i}>{n}</Table.Td>
                      ))}
                      <Table.Td fw={700}>{row.total}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </section>

          <section aria-labelledby="activity-kinds-title">
            <Title order={2} size="h4" id="activity-kinds-title" mb="xs">
              {T.byKind}
            </Title>
            <Table striped withTableBorder data-testid="activity-kinds">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{T.kind}</Table.Th>
                  <Table.Th scope="col">{T.items}</Table.Th>
                  <Table.Th scope="col">{T.value}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.kinds.map((k) => (
                  <Table.Tr key={k.kind}>
                    <Table.Th scope="row" fw={400}>
                      {kindText(k.kind)}
                    </Table.Th>
                    <Table.Td>{k.listed}</Table.Td>
                    <Table.Td>{valueText(k.valueCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">{T.total}</Table.Th>
                  <Table.Td fw={700}>{totals.listed}</Table.Td>
                  <Table.Td fw={700}>{valueText(totals.valueCents)}</Table.Td>
                </Table.Tr>
              </Table.Tfoot>
            </Table>
            {totals.unvalued > 0 && (
              <Text size="sm" c="dimmed" mt="xs">
                {T.unvalued(totals.unvalued)}
              </Text>
            )}
          </section>

          <section aria-labelledby="activity-people-title">
            <Title order={2} size="h4" id="activity-people-title" mb="xs">
              {T.byPerson}
            </Title>
            <Table.ScrollContainer {...scrollable(T.byPerson)} minWidth={520}>
              <Table striped withTableBorder data-testid="activity-people">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{T.person}</Table.Th>
                    <Table.Th scope="col">{T.items}</Table.Th>
                    <Table.Th scope="col">{T.value}</Table.Th>
                    <Table.Th scope="col">{T.rollsCut}</Table.Th>
                    <Table.Th scope="col">{T.boxesMade}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {answer.people.map((p) => (
                    <Table.Tr key={p.who}>
                      <Table.Th scope="row" fw={400}>
                        <Who text={personText(p.who)} />
                      </Table.Th>
                      <Table.Td>{p.listed}</Table.Td>
                      <Table.Td>{valueText(p.valueCents)}</Table.Td>
                      <Table.Td>{p.rollsCut}</Table.Td>
                      <Table.Td>{p.boxesMade}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </section>
        </>
      )}
    </>
  );
}
