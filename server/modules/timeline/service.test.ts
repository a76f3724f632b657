import { expect, test } from 'vitest';
import { normaliseSearchText } from './service.ts';

test('search text drops case and the accents of Hungarian, Romanian and Turkish letters', () => {
  expect(normaliseSearchText('Árvíztűrő TÜKÖRFÚRÓGÉP')).toBe('arvizturo tukorfurogep');
  expect(normaliseSearchText('Șoim și ŢÂNŢAR')).toBe('soim si tantar');
  expect(normaliseSearchText('Kelebek Iğdır ÇİÇEK')).toBe('kelebek igdir cicek');
  expect(normaliseSearchText('100% _lepke_')).toBe('100% _lepke_');
});
