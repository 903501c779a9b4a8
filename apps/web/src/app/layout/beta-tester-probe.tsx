import { useEffect } from 'react';
import { useBetaTester } from './use-beta-tester';

/** Reads the member's badges and says whether they are a beta tester; loaded with the query client. */
export function BetaTesterProbe({ onChange }: { onChange: (isBetaTester: boolean) => void }) {
  const isBetaTester = useBetaTester();
  useEffect(() => onChange(isBetaTester), [isBetaTester, onChange]);
  return null;
}
