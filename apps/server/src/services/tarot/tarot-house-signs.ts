// The Mandala read against the member's own chart: the sign on each house's cusp (spec/tarot.md §2).
import type { AddressForm } from '@constelar/contract';
import { signOf, type HouseSystem, type Sign } from '@constelar/core';
import { castBirth, type BirthData } from '../reading/cast-birth';

export interface HouseSignsJob {
  own: { input: BirthData & { addressForm?: AddressForm }; houseSystem: HouseSystem };
  today: string;
}

/** Houses 1 … 12, each the sign on its cusp; null when the birth time is unknown (no houses). */
export function tarotHouseSigns(job: HouseSignsJob): Sign[] | null {
  const { chart } = castBirth(job.own.input, {
    today: job.today,
    houseSystem: job.own.houseSystem,
    placeRequired: true,
  });
  return chart.houses ? chart.houses.map((cusp) => signOf(cusp)) : null;
}
