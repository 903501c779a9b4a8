import type { Badge } from '@constelar/contract';
import { describe, expect, it } from 'vitest';
import { checkMessage } from './check-message';

const badge = (name: string): Badge => ({
  id: name,
  name,
  description: '',
  icon: 'x',
  color: '',
  rarity: 'common',
});
const base = {
  newBadges: [],
  hasNewBadges: false,
  message: '',
  hasAllBadges: false,
  currentBadgesCount: 1,
  totalAvailable: 4,
};

describe('checkMessage', () => {
  it('says nothing new below the threshold', () => {
    expect(checkMessage(base)).toBe('Nenhuma nova conquista encontrada no momento.');
  });
  it('congratulates from 4 badges held', () => {
    expect(checkMessage({ ...base, currentBadgesCount: 4 })).toBe(
      'Parabéns! Você já obteve todas as conquistas disponíveis.',
    );
    expect(checkMessage({ ...base, hasAllBadges: true })).toBe(
      'Parabéns! Você já obteve todas as conquistas disponíveis.',
    );
  });
  it('names the badges found', () => {
    expect(checkMessage({ ...base, newBadges: [badge('Laços Cósmicos')] })).toBe(
      'Nova conquista encontrada: Laços Cósmicos!',
    );
    expect(checkMessage({ ...base, newBadges: [badge('A'), badge('B'), badge('C')] })).toBe(
      'Novas conquistas encontradas: A, B e C!',
    );
  });
  it('keeps the fallback message of a failed check', () => {
    expect(checkMessage({ ...base, message: 'Erro ao verificar conquistas', failure: 'x' })).toBe(
      'Erro ao verificar conquistas',
    );
  });
});
