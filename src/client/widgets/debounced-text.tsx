import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { TEXT_INPUT_DEBOUNCE_MS } from '../../shared/constants';

interface DebouncedTextProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A text input that hands its value on 400 ms after typing stops (spec 000 section 2), and at
 * once on blur or Enter, so nothing typed is lost when staff move on quickly (D19). A page that
 * closes with typing still waiting hands it on as it goes (`flushOnUnmount`).
 */
export function DebouncedText({ value, onChange, onBlur, onKeyDown, ...rest }: DebouncedTextProps) {
  const [text, setText] = useState(value ?? '');
  const [sent, setSent] = useState(value);

  // A value that changed elsewhere (a new or restored draft) replaces what is shown.
  if (value !== sent) {
    setSent(value);
    setText(value ?? '');
  }

  const handOn = (v: string) => {
    setSent(v);
    onChange(v);
  };
  // Mantine calls the latest handOn (and so the latest onChange) when the wait ends.
  const debounced = useDebouncedCallback(handOn, { delay: TEXT_INPUT_DEBOUNCE_MS, flushOnUnmount: true });
  const now = (v: string) => {
    debounced.cancel();
    handOn(v);
  };

  return (
    <TextInput
      {...rest}
      value={text}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setText(v);
        debounced(v);
      }}
      onBlur={(e) => {
        now(text);
        onBlur?.(e);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') now(text);
        onKeyDown?.(e);
      }}
    />
  );
}
