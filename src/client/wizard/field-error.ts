import type { StepProps } from './wizard-types';

/** The first error of a field, once the user has touched it (spec 000 section 2). */
export function fieldError<D>(props: Pick<StepProps<D>, 'errors' | 'touched'>, field: string): string | undefined {
  if (!props.touched.has(field)) return undefined;
  const own = props.errors[field]?.[0];
  if (own) return own;
  const nested = Object.entries(props.errors).find(([path]) => path.startsWith(`${field}.`));
  return nested?.[1][0];
}
