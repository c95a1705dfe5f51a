import { Button, Checkbox, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { DebouncedText } from './debounced-text';
import { TAP_TARGET_PX } from '../app/theme';

export type WidthUnit = 'Imperial' | 'Metric';

interface WidthFieldProps {
  label: string;
  unit: WidthUnit;
  /** The width as typed: a fraction of inches in Imperial ('1 1/2'), millimetres in Metric. */
  value: string | undefined;
  onChange: (value: string) => void;
  /** Switching the unit; the caller converts what was typed. */
  onUnitChange: (unit: WidthUnit) => void;
  onBlur?: () => void;
  /** Standard widths offered as buttons, in inches, with the text each shows in either unit. */
  presets?: readonly { inches: number; imperial: string; metric: string }[];
  /** Shown under the input, e.g. the doubled width of a tubular item. */
  note?: string | undefined;
  tubular?: { checked: boolean; onChange: (on: boolean) => void };
  error?: string | undefined;
}

/** A width typed in inch fractions or millimetres, with a unit switch (spec 001 sections 4-5). */
export function WidthField({ label, unit, value, onChange, onUnitChange, onBlur, presets, note, tubular, error }: WidthFieldProps) {
  const imperial = unit === 'Imperial';
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="end" wrap="nowrap">
        <Text fw={600}>{label}</Text>
        <SegmentedControl aria-label="Width unit" data={['Imperial', 'Metric']} value={unit} onChange={(u) => onUnitChange(u)} />
      </Group>
      <DebouncedText
        aria-label={label}
        description={imperial ? 'Inches as a fraction, e.g. 1 1/2' : 'Millimetres, e.g. 38'}
        placeholder={imperial ? '1 1/2' : '38'}
        inputMode={imperial ? 'text' : 'decimal'}
        rightSection={
          <Text size="sm" c="dimmed">
            {imperial ? 'in' : 'mm'}
          </Text>
        }
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        error={error}
        size="md"
      />
      {note && (
        <Text size="sm" c="dimmed" data-testid="width-note">
          {note}
        </Text>
      )}
      {presets && (
        <Group gap={6}>
          {presets.map((p) => {
            const text = imperial ? p.imperial : p.metric;
            return (
              <Button
                key={p.inches}
                size="md"
                mih={TAP_TARGET_PX}
                variant={value === text ? 'filled' : 'light'}
                onClick={() => {
                  onChange(text);
                  onBlur?.();
                }}
              >
                {imperial ? `${text}"` : `${text} mm`}
              </Button>
            );
          })}
        </Group>
      )}
      {tubular && <Checkbox label="Tubular" checked={tubular.checked} onChange={(e) => tubular.onChange(e.currentTarget.checked)} />}
    </Stack>
  );
}
