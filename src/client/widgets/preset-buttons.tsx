import { Button, Group } from '@mantine/core';

/** A thumb's tap target (issue 17 item 4, WCAG 2.5.5): 44 CSS px each way. */
export const TAP_PX = 44;

interface PresetButtonsProps {
  /** What the presets fill in ('Length (m)'), naming the group for screen readers. */
  label: string;
  presets: readonly number[];
  value: string | undefined;
  onPick: (value: string) => void;
}

/** Preset values as buttons a thumb can hit, the one in the field shown chosen: a tap instead of typing. */
export function PresetButtons({ label, presets, value, onPick }: PresetButtonsProps) {
  return (
    <Group gap={6} role="group" aria-label={`${label} presets`}>
      {presets.map((p) => {
        const on = value === String(p);
        return (
          <Button
            key={p}
            mih={TAP_PX}
            miw={TAP_PX}
            px="sm"
            aria-pressed={on}
            variant={on ? 'filled' : 'light'}
            onClick={() => onPick(String(p))}
          >
            {p}
          </Button>
        );
      })}
    </Group>
  );
}
