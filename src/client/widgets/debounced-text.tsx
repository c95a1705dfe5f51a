import { useEffect, useRef, useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { TEXT_INPUT_DEBOUNCE_MS } from '../../shared/constants';

interface DebouncedTextProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A text input that hands its value on 400 ms after typing stops (spec 000 section 2), and at
 * once on blur or Enter, so nothing typed is lost when staff move on quickly.
 */
export function DebouncedText({ value, onChange, onBlur, onKeyDown, ...rest }: DebouncedTextProps) {
  const [text, setText] = useState(value ?? '');
  const [sent, setSent] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);

  // A value that changed elsewhere (a new or restored draft) replaces what is shown.
  if (value !== sent) {
    setSent(value);
    setText(value ?? '');
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const flush = (v: string) => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setSent(v);
    latest.current(v);
  };

  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText(v);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => flush(v), TEXT_INPUT_DEBOUNCE_MS);
      }}
      onBlur={(e) => {
        flush(text);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') flush(text);
        onKeyDown?.(e);
      }}
    />
  );
}
