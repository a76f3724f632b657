import { describe, expect, it } from 'vitest';
import { previewRows } from './csv-preview.ts';

describe('previewRows', () => {
  it('skips the header line as the server does, keeping the file line numbers', () => {
    const csv = [
      'Species; Latitude;longitude;DATE;individuals;life stage;location;notes',
      'Aglais io;47.5;19.0;14/07/2025;1;imago;Óbuda;',
      'Papilio machaon;47.5;19.0;15/07/2025;1;imago;Óbuda;',
    ].join('\n');
    expect(previewRows(csv, 1)).toEqual([{ line: 2, cells: ['Aglais io', '47.5', '19.0', '14/07/2025', '1', 'imago', 'Óbuda', ''] }]);
  });

  it('keeps the first row of a file without a header', () => {
    expect(previewRows('Aglais io,47.5,19.0,14/07/2025,1,imago,Óbuda,x', 5).map((row) => row.line)).toEqual([1]);
  });
});
