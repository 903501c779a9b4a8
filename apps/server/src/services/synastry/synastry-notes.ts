import { daySignClosing, daySignNote, placeNote, timeNote } from '@constelar/content';
import type { DaySignChange } from '../reading/cast-birth';

export interface NotePerson {
  /** As the texts call them (first name). */
  name: string;
  hasTime: boolean;
  hasPlace: boolean;
  daySignChanges: readonly DaySignChange[];
}

/**
 * How the synastry was cast, one note per person without a time (sky.md §1: 12:00, and the bodies whose
 * sign changed that day) and one for missing places. Each note opens once: issue #13 found
 * "Sem hora de nascimento (Ana): Sem a hora de nascimento…".
 */
export function synastryNotes(people: readonly NotePerson[]): string[] {
  const notes = people
    .filter((p) => !p.hasTime)
    .map(
      (p) =>
        `${timeNote(p.name, p.hasPlace)} ${daySignNote(p.daySignChanges, { name: p.name, closing: daySignClosing(p.name) })}`,
    );
  const placeless = people.filter((p) => !p.hasPlace).map((p) => p.name);
  if (placeless.length > 0) notes.push(placeNote(placeless));
  return notes;
}
