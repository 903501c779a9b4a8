// The baralho cigano's words (spec/tarot.md §5): the cards, the pairs, the Mesa Real, and a draw read whole.
export * from './cigano-card-text';
export * from './cigano-cards';
export * from './cigano-pair-texts';
export * from './mesa-real-texts';
export * from './cigano-spreads';
export * from './cigano-reading';
